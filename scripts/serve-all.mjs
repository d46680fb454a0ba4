#!/usr/bin/env node
// Starts the whole product from the built files: the api (8080, demo data on first start)
// and the shell and five remotes (3000-3005). Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT } from './apps.mjs';
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
console.log(`Tableau de bord : http://127.0.0.1:3000  (api http://127.0.0.1:${API_PORT})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.kill('SIGTERM');
    process.exit(0);
  });
}
