#!/usr/bin/env node
// Starts the whole product from the built files: the api (demo data on first start), the
// shell and the five remotes, on the ports of shared-kernel/topology.json. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, TOPOLOGY, localOrigin } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  env: { API_PORT: String(API_PORT), ...process.env },
  stdio: 'inherit',
});
api.on('exit', (code) => {
  console.error(`api arrêtée (code ${code})`);
  process.exit(code ?? 1);
});

for (const { dir, port } of APPS) await serveStatic(path.join(root, dir, 'dist'), port);
console.log(`Tableau de bord : ${localOrigin(TOPOLOGY.shell.port)}  (api ${localOrigin(API_PORT)})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.kill('SIGTERM');
    process.exit(0);
  });
}
