// The bench's own servers, as child processes so that they never share an event loop with
// the measuring code: the static hosts (federated apps and monolith) and the api, each api
// on its own data folder (demo data, or the demo data scaled by seedScaled.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API, API_PORT, APPS, DATA_ROOT, MONO_PORT, ROOT } from '../config.mjs';

const children = new Set();

function start(label, args, options) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !child.stopping) console.error(`${label} arrêté (code ${code}, ${signal ?? ''}) :\n${stderr}`);
  });
  children.add(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} ne répond pas`);
}

export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export async function stopAll() {
  await Promise.all([...children].map(stop));
}

/** Serves every federated app on its port and the monolith, as the product's static host does. */
export async function startStaticHosts() {
  const child = start('hôtes statiques', [path.join(ROOT, 'e2e', 'bench', 'serve', 'staticHosts.mjs')], { cwd: ROOT });
  await Promise.all([...APPS.map((a) => `http://127.0.0.1:${a.port}/mf-manifest.json`), `http://127.0.0.1:${MONO_PORT}/`].map((u) => waitFor(u)));
  return child;
}

/** Data folder with the demo data scaled by k (k = 1: the api seeds the demo data itself). */
export function dataDirFor(k) {
  const dir = path.join(DATA_ROOT, `x${k}`);
  if (k > 1 && !fs.existsSync(path.join(dir, 'dashboard.sqlite'))) {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'e2e', 'bench', 'data', 'seedScaled.ts'), dir, String(k)], {
      cwd: path.join(ROOT, 'api'),
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`données ×${k} : ${seeded.stderr}`);
    console.log(`  données ×${k} : ${seeded.stdout.trim()}`);
  }
  return dir;
}

/** Starts the api on API_PORT over the data of scale k; allows the bench origins only. */
export async function startApi(k = 1) {
  const origins = [...APPS.map((a) => a.port), MONO_PORT].map((p) => `http://127.0.0.1:${p}`).join(',');
  const child = start(`api ×${k}`, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, API_PORT: String(API_PORT), API_DATA_DIR: dataDirFor(k), CORS_ORIGINS: origins, LOG_LEVEL: 'warn' },
  });
  await waitFor(`${API}/api/immeubles/recaployers`);
  return child;
}

export function cleanData() {
  fs.rmSync(DATA_ROOT, { recursive: true, force: true });
}

/**
 * A bench tool's work on the served builds of .tmp/bench: the static hosts and the api (demo
 * data) started before, stopped and the data removed after, whether it succeeds or fails (exit 1).
 */
export async function runServed(work) {
  const done = async () => {
    await stopAll();
    cleanData();
  };
  try {
    await startStaticHosts();
    await startApi(1);
    await work();
    await done();
  } catch (error) {
    console.error(error);
    await done();
    process.exit(1);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    cleanData();
    process.exit(130);
  });
}
