#!/usr/bin/env node
/**
 * The first visit of a remote's page from Home, on the phone profile (4× CPU slowdown, slow 4G,
 * a touch screen): the owner touches its tile, and the bench notes the time from that touch to
 * the page's content, and the network waterfall after it (each request's start and end, in ms
 * from the touch), to see whether the page's data leaves with its code or after it. Serves the
 * federated bench build of .tmp/bench (`pnpm bench` or `--build`).
 *
 *   node e2e/bench/firstVisit.mjs [--build] [--runs N] [--open] [/depenses /films …]
 *
 * `--open`: the page opened at its address instead (a cold start), timed from the navigation.
 *
 * Prints, per page, the median time and the waterfall of the median run.
 */
import { FIRST_VISITS } from './config.mjs';
import { buildAll } from './build/buildAll.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { launchBrowser } from './browser/session.mjs';
import { visitOnce } from './browser/touchVisit.mjs';
import { median } from './lib/stats.mjs';
import { cleanData, startApi, startStaticHosts, stopAll } from './serve/services.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const pages = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--runs');
const open = argv.includes('--open');
const PAGES = pages.length ? pages : FIRST_VISITS.map((v) => v.path);

async function main() {
  if (argv.includes('--build')) await buildAll();
  writeBenchConfigs();
  await startStaticHosts();
  await startApi(1);
  const browser = await launchBrowser();
  try {
    for (const path of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await visitOnce(browser, path, { open }));
      const ms = median(results.map((r) => r.ms));
      const run = results.find((r) => r.ms === ms) ?? results[0];
      console.log(`\n### ${path} : ${open ? 'de la navigation' : 'du toucher'} au contenu ${ms} ms (médiane de ${runs} : ${results.map((r) => r.ms).join(', ')})\n`);
      console.log('| Départ (ms) | Fin (ms) | Quoi | Fichier |\n| ---: | ---: | --- | --- |');
      for (const r of run.requests) console.log(`| ${r.at} | ${r.to} | ${r.kind} | ${r.file} |`);
    }
  } finally {
    await browser.close();
    await stopAll();
    cleanData();
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
