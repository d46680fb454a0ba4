// The deployable apps and their ports, from the one topology table (contract-kit/topology.json, which the kernel depends on).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** require() as the kernel's own files resolve it: its package exports, from any script here. */
export const kernelRequire = createRequire(path.join(root, 'shared-kernel', 'package.json'));
export const TOPOLOGY = kernelRequire('contract-kit/topology.json');

/** The shell then each remote: `{ name, dir, port }`. */
export const APPS = [
  { name: 'shell', ...TOPOLOGY.shell },
  ...Object.entries(TOPOLOGY.remotes).map(([name, r]) => ({ name, dir: r.dir, port: r.port })),
];
export const API_PORT = TOPOLOGY.api.port;

/** Where an app listens on this machine. */
export const localOrigin = (port) => `http://${TOPOLOGY.host}:${port}`;

/** Each remote's manifest URL when config.json names none: where serve-all serves it. */
export const DEFAULT_MANIFESTS = Object.fromEntries(
  Object.entries(TOPOLOGY.remotes).map(([name, r]) => [name, `${localOrigin(r.port)}/mf-manifest.json`]),
);
