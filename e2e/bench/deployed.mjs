#!/usr/bin/env node
/**
 * The owner's phone on the product deployed as README « Installer sur un serveur » says:
 * the apps' builds (their dist/, `pnpm build`, or `--build`) deployed by
 * `scripts/deploy-app.mjs --all` into a temporary APPS_DIR, `pnpm serve --one-address` on a
 * base of its own with the demo data, Caddy in front with deploy/Caddyfile (HTTPS, HTTP/2;
 * e2e/installed.mjs, as the « behind a proxy » spec). Signed in once, then each page from a
 * cold cache on the phone profile applied for real, service worker blocked: the median of
 * the runs for the time the route's content is on screen (the bench's criterion), LCP, FCP,
 * time blocked by long tasks and JS transferred. `--direct`: the same pages again from the
 * one-address server itself (plain HTTP/1.1, no Caddy), to see what the proxy changes.
 *
 *   node e2e/bench/deployed.mjs [--build] [--runs N] [--direct] [/ /depenses …]
 *
 * Prints a Markdown table; the JSON goes to .tmp/bench/deployed.json.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { install } from '../installed.mjs';
import { phoneVisit } from './browser/phoneVisit.mjs';
import { AUDITED, BENCH_DIR, ROOT } from './config.mjs';
import { median } from './lib/stats.mjs';

const NAME = 'tdb.maison.test';
/** Clear of the live product (3000-3005, 8080), the bench (4000-4005, 4100, 8180) and the proxy spec. */
const PORTS = { app: 3420, api: 8420, https: 8463, http: 8108 };
/** Issue 51's goal for the content on screen. */
const GOAL_MS = 2500;

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const pages = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--runs');
const PAGES = pages.length ? pages : AUDITED;

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const s = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2).replace('.', ',')} s`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`;

/** The owner signs in once on the sign-in page; each cold visit then carries his session. */
async function signIn(browser, origin, password) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByLabel('Mot de passe').fill(password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    return await context.cookies(origin);
  } finally {
    await context.close();
  }
}

async function measure(browser, label, origin, cookies) {
  const out = {};
  console.log(`\n${label} (${runs} passage${runs > 1 ? 's' : ''} par page, médianes ; charge au début : ${load()})\n`);
  console.log(`| Page | Contenu à l'écran | ≤ ${s(GOAL_MS)} | LCP | FCP | Temps bloqué (tâches > 50 ms) | JS transféré | Requêtes | Protocole |`);
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const route of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await phoneVisit(browser, origin, route, cookies));
    const m = Object.fromEntries(['contentMs', 'lcpMs', 'fcpMs', 'blockingMs', 'jsBytes', 'requests'].map((k) => [k, median(samples.map((x) => x[k]))]));
    const protocols = [...new Set(samples.flatMap((x) => x.protocols))].join(', ');
    out[route] = { ...m, protocols, runs: samples };
    console.log(
      `| ${route} | ${s(m.contentMs)} | ${m.contentMs <= GOAL_MS ? 'oui' : 'non'} | ${s(m.lcpMs)} | ${s(m.fcpMs)} | ${Math.round(m.blockingMs)} ms | ${kb(m.jsBytes)} | ${m.requests} | ${protocols} |`,
    );
    for (const error of new Set(samples.flatMap((x) => x.errors))) console.log(`  erreur dans la page : ${error}`);
  }
  return out;
}

async function main() {
  // The README's build: each app's dist/, which deploy-app.mjs copies.
  if (argv.includes('--build') && spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('pnpm build en échec');
  const loadAtStart = load();
  const password = randomBytes(12).toString('hex');
  const server = await install({ root: ROOT, name: NAME, ports: PORTS, password });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${NAME} 127.0.0.1`],
    // Chromium reads the certificates it trusts from $HOME/.pki/nssdb: Caddy's root is there.
    env: { ...process.env, HOME: server.browserHome },
  });
  const result = { date: new Date().toISOString(), cpus: os.cpus().length, runs, load: { start: loadAtStart } };
  try {
    const cookies = await signIn(browser, server.origin, password);
    result.caddy = await measure(browser, `Derrière Caddy : ${server.origin}`, server.origin, cookies);
    // On loopback with its own host name, the api asks for no session.
    if (argv.includes('--direct')) result.direct = await measure(browser, `Sans Caddy : http://127.0.0.1:${PORTS.app}`, `http://127.0.0.1:${PORTS.app}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  result.load.end = load();
  console.log(`\nCharge de la machine (1, 5, 15 min) : ${loadAtStart} au début, ${result.load.end} à la fin (${result.cpus} cœurs).`);
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.writeFileSync(path.join(BENCH_DIR, 'deployed.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
