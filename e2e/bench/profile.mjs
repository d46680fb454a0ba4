#!/usr/bin/env node
/**
 * The ten longest main-thread tasks of a page on the phone profile (4× CPU slowdown, slow 4G,
 * a 412 × 823 touch screen: Lighthouse mobile's settings, applied for real instead of
 * simulated), each with what it evaluates or renders: the kind of work (script evaluation,
 * a timer, a React render…) and the modules its CPU samples fall in, read from the source
 * maps of the served build. Serves the bench builds of .tmp/bench (`pnpm bench` or `--build`).
 *
 *   node e2e/bench/profile.mjs [--build] [--runs N] [--observed] [/ /depenses …]
 *
 * `--observed`: without any slowdown, the trace Lighthouse records and its simulation scales (each
 * task 4× longer, placed on a slow-4G timeline): the tasks its TBT counts, as it sees them.
 *
 * Prints one Markdown table per page and build; the JSON goes to .tmp/bench/profile.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, BUILDS } from './config.mjs';
import { buildAll } from './build/buildAll.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { profileOnce } from './browser/longTasks.mjs';
import { launchBrowser } from './browser/session.mjs';
import { cleanData, startApi, startStaticHosts, stopAll } from './serve/services.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 1;
const pages = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--runs');
const observed = argv.includes('--observed');
const PAGES = pages.length ? pages : ['/', '/depenses'];
async function main() {
  if (argv.includes('--build')) {
    await buildAll();
  }
  writeBenchConfigs();
  await startStaticHosts();
  await startApi(1);
  const browser = await launchBrowser();
  const out = {};
  try {
    for (const route of PAGES) {
      for (const build of [BUILDS.federated, BUILDS.monolith]) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await profileOnce(browser, build, route, { observed }));
        // The run with the median blocking time.
        const r = results.sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(results.length / 2)];
        out[`${build.label} ${route}`] = r;
        console.log(`\n### ${route}, ${build.label === 'federated' ? 'fédéré' : 'monolithe'} : les dix tâches les plus longues ; au-delà de 50 ms par tâche longue : ${r.blockingMs} ms\n`);
        console.log('| À (ms) | Durée | Travail | Modules (échantillons du profil CPU) | Pour le code propre |\n| ---: | ---: | --- | --- | --- |');
        for (const t of r.tasks) console.log(`| ${t.atMs} | ${t.ms} ms | ${t.work.join(' ; ')} | ${t.modules.join(', ')} | ${t.own.join(', ')} |`);
        if (r.beforeLcp) {
          const list = (xs) => xs.map(([k, ms]) => `${k} ${ms} ms`).join(', ');
          console.log(`\nCPU du fil principal avant le LCP : ${r.beforeLcp.totalMs} ms. Par module : ${list(r.beforeLcp.modules)}.\nPour le code propre : ${list(r.beforeLcp.own)}.`);
        }
        const { shifts, lcp } = r.paints;
        console.log(`\nLCP ${lcp?.at} ms : ${lcp?.element} ; CLS ${shifts.reduce((s, x) => s + x.value, 0).toFixed(3)}`);
        for (const x of shifts) console.log(`  décalage ${x.value} à ${x.at} ms : ${x.moved.join(' | ')}`);
      }
    }
  } finally {
    await browser.close();
    await stopAll();
    cleanData();
  }
  fs.writeFileSync(path.join(BENCH_DIR, 'profile.json'), `${JSON.stringify(out, null, 2)}\n`);
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  cleanData();
  process.exit(1);
});
