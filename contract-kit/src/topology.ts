/**
 * The deployable apps, read from the one topology table (topology.json): each remote's name,
 * folder, dev port and French label. Scripts, webpack configs, the runtime config's defaults,
 * the api's CORS defaults and the e2e suites all derive from it.
 */
import table from '../topology.json';

export type RemoteName = keyof typeof table.remotes;

export const TOPOLOGY = table;
export const REMOTE_NAMES = Object.keys(table.remotes) as RemoteName[];

/** How a section is named to the owner, e.g. in « La section Films est momentanément indisponible. ». */
export const REMOTE_LABELS = Object.fromEntries(REMOTE_NAMES.map((n) => [n, table.remotes[n].label])) as Record<RemoteName, string>;

/** Where an app listens on this machine, e.g. "http://127.0.0.1:3001". */
export const localOrigin = (port: number, host: string = table.host): string => `http://${host}:${port}`;

/** The remote's origin as `pnpm start` serves it. */
export const remoteOrigin = (name: RemoteName): string => localOrigin(table.remotes[name].port);

/** Its manifest URL when config.json names none. */
export const defaultManifestUrl = (name: RemoteName): string => `${remoteOrigin(name)}/mf-manifest.json`;
