#!/usr/bin/env node
// Starts the whole product from the built files, without rebuilding: the api (demo data on
// first start), the shell and the five remotes. Ctrl+C stops everything.
// - default: each app on its own port of contract-kit/topology.json (each could be its own host);
// - `--one-address`: everything on one port (PORT, 3000), as a reverse proxy publishes it
//   (scripts/serve-one-address.mjs); SIGHUP restarts the api alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, TOPOLOGY, localOrigin } from './apps.mjs';
import { serveOneAddress } from './serve-one-address.mjs';
import { serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const oneAddress = process.argv.includes('--one-address');
const apiPort = Number(process.env.API_PORT ?? API_PORT);

let api = null;
let stopping = false;
function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, API_PORT: String(apiPort) },
    stdio: 'inherit',
  });
  const child = api;
  child.on('exit', (code) => {
    if (stopping || child !== api) return;
    console.error(`api arrêtée (code ${code})`);
    process.exit(code ?? 1);
  });
}
startApi();

if (oneAddress) {
  const port = Number(process.env.PORT ?? TOPOLOGY.shell.port);
  const host = process.env.HOST ?? '127.0.0.1';
  await serveOneAddress({ root, port, host, apiPort, appsDir: process.env.APPS_DIR?.trim() || undefined });
  console.log(`Tableau de bord (une seule adresse) : http://${host.includes(':') ? `[${host}]` : host}:${port}  (api interne ${localOrigin(apiPort)})`);
  // The api alone restarts (its migrations run at start); the pages stay served.
  process.on('SIGHUP', () => {
    const old = api;
    console.log('SIGHUP : redémarrage de l’api seule');
    api = null;
    old.once('exit', startApi);
    old.kill('SIGTERM');
  });
} else {
  for (const { dir, port } of APPS) await serveStatic(path.join(root, dir, 'dist'), port);
  console.log(`Tableau de bord : ${localOrigin(TOPOLOGY.shell.port)}  (api ${localOrigin(apiPort)})`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    api?.kill('SIGTERM');
    process.exit(0);
  });
}
