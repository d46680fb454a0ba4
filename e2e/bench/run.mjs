#!/usr/bin/env node
/**
 * `pnpm bench`: the federated app against a monolithic build of itself.
 * Builds both into .tmp/bench, serves them compressed on their own ports, measures in
 * Chromium, loads the api, audits, then prints one table, writes bench-results.json and,
 * after a full run, rewrites the table section of docs/performance.md
 * (report/performanceDoc.mjs).
 *
 * Flags: --runs N (5)  --lighthouse-runs N (3)  --quick (1 run, 2 s of load, 1 Lighthouse
 *        run, mobile only)  --skip-build (reuse .tmp/bench)  --skip-lighthouse  --skip-axe
 *        --skip-large  --skip-load  --only-data (write latency, round trip, backup, reads during an import; nothing else)  --no-doc (leave docs/performance.md alone)  --doc (write
 *        it even after a --quick or --skip-* run, whose table misses sections or runs)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { API, AUDITED, BUILDS, LARGE_PAGES, RESULTS_FILE, ROUTES, SCALES } from './config.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { buildAll } from './build/buildAll.mjs';
import { provideLeisureIndependence } from './build/independence.mjs';
import { launchBrowser } from './browser/session.mjs';
import { homeAndVisits, tour } from './browser/pages.mjs';
import { measureLargePage } from './browser/largeData.mjs';
import { LOAD_ENDPOINTS, loadEndpoint } from './load/apiLoad.mjs';
import { measureWrites } from './load/dataWrites.mjs';
import { measureDataFigures } from './data/dataFigures.mjs';
import { measureReadsDuringImport } from './data/readsDuringImport.mjs';
import { measureStatementImport } from './data/statementImport.mjs';
import { runLighthouse } from './audit/lighthouse.mjs';
import { runAxe } from './audit/axe.mjs';
import { medianOf } from './lib/stats.mjs';
import { evaluateGoals } from './report/goals.mjs';
import { renderGoals, renderMachine, renderTable } from './report/table.mjs';
import { PERFORMANCE_DOC, renderReport, updatePerformanceDoc } from './report/performanceDoc.mjs';
import { cleanData, dataDirFor, startApi, startStaticHosts, stop, stopAll } from './serve/services.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const quick = flag('quick');
const runs = option('runs', quick ? 1 : 5);
const load = { connections: 8, seconds: quick ? 2 : 5 };
const lighthouseRuns = option('lighthouse-runs', quick ? 1 : 3);

function machine() {
  const chromium = (() => {
    try {
      return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'Chromium';
    }
  })();
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'CPU',
    cores: os.cpus().length,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromium.split(' built')[0],
    loadStart: os.loadavg().map((l) => l.toFixed(1)).join(' '),
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
  };
}

/** Alternates federated and monolith, starting with the other one every other run. */
function* alternating(n) {
  for (let i = 0; i < n; i++) yield i % 2 === 0 ? [BUILDS.federated, BUILDS.monolith] : [BUILDS.monolith, BUILDS.federated];
}

async function measurePages(browser, filmId) {
  const samples = { federated: [], monolith: [] };
  const tours = { federated: [], monolith: [] };
  for (const order of alternating(runs)) {
    for (const build of order) {
      samples[build.label].push(await homeAndVisits(browser, build));
      tours[build.label].push(await tour(browser, build, filmId));
    }
  }
  const pages = {};
  const libraries = {};
  const duplicates = {};
  const errors = {};
  for (const label of ['federated', 'monolith']) {
    const s = samples[label];
    pages[label] = {
      home: medianOf(s.map((x) => x.home)),
      first: medianOf(s.map((x) => x.first)),
      revisit: medianOf(s.map((x) => x.revisit)),
      tour: medianOf(tours[label].map((t) => ({ ms: t.ms, jsBytes: t.jsBytes, requests: t.requests }))),
    };
    // Worst run: a library downloaded twice in any tour counts.
    libraries[label] = Object.fromEntries(
      Object.keys(tours[label][0].libraries).map((lib) => [
        lib,
        {
          copies: Math.max(...tours[label].map((t) => t.libraries[lib]?.copies ?? 0)),
          bytes: Math.max(...tours[label].map((t) => t.libraries[lib]?.bytes ?? 0)),
        },
      ]),
    );
    errors[label] = [...new Set([...s.flatMap((x) => x.errors), ...tours[label].flatMap((t) => t.errors)])];
    duplicates[label] = [...new Set(tours[label].flatMap((t) => t.duplicates))];
  }
  return { pages, libraries, duplicates, errors, samples, tours: Object.fromEntries(Object.entries(tours).map(([k, v]) => [k, v.map((t) => t.perRoute)])) };
}

async function measureLarge(browser, scale) {
  const out = { federated: {}, monolith: {} };
  for (const spec of LARGE_PAGES) {
    const samples = { federated: [], monolith: [] };
    for (const order of alternating(runs)) {
      for (const build of order) samples[build.label].push(await measureLargePage(browser, build, spec));
    }
    for (const label of Object.keys(out)) out[label][spec.path] = medianOf(samples[label]);
    const f = out.federated[spec.path];
    console.log(`  ×${scale} ${spec.path.padEnd(15)} rendu ${Math.round(f.renderMs)} ms, filtre ${Math.round(f.filterMs)} ms (${f.rows} lignes)`);
  }
  return out;
}

async function measureApi() {
  const out = {};
  for (const { name, path } of LOAD_ENDPOINTS) {
    out[name] = await loadEndpoint(path, load);
    console.log(`  ${name.padEnd(12)} p50 ${out[name].p50} ms, p95 ${out[name].p95} ms, p99 ${out[name].p99} ms, ${Math.round(out[name].rps)} req/s`);
  }
  return out;
}

/** Reads during a 10 MB import, on an api of its own over the ×10 data (the import replaces them). */
async function readsDuringImport() {
  const api = await startApi(10);
  try {
    console.log('Lectures pendant un import de 10 Mo (×10)');
    const r = await measureReadsDuringImport();
    console.log(`  ${r.n} lectures : p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms ; import ${r.importMs} ms`);
    return r;
  } finally {
    await stop(api);
  }
}

/** A 10 000-line bank statement proposed, recorded, then sent again, on an api of its own over the ×10 data. */
async function statementImport() {
  const api = await startApi(10);
  try {
    console.log('Relevé bancaire de 10 000 lignes (×10)');
    const r = await measureStatementImport();
    console.log(`  proposé en ${r.proposeMs} ms, enregistré en ${r.recordMs} ms (${r.recorded} lignes) ; 2e import : ${r.recordedAgain} ligne(s) en ${r.againMs} ms`);
    return r;
  } finally {
    await stop(api);
  }
}

async function main() {
  const started = Date.now();
  const results = { machine: machine(), runs, load, lighthouseRuns, tourRoutes: ROUTES.length, failures: {} };
  // A section that fails is reported, and the rest of a long run still counts.
  const attempt = async (name, fn) => {
    try {
      await fn();
    } catch (error) {
      console.error(`${name} en échec :`, error);
      results.failures[name] = String(error?.message ?? error);
    }
  };

  if (flag('only-data')) {
    const api = await startApi(10);
    console.log('Écritures ×10');
    results.data = { writes: await measureWrites() };
    await stop(api);
    results.data.figures = measureDataFigures(dataDirFor(10), dataDirFor(100));
    results.data.readsDuringImport = await readsDuringImport();
    results.data.statementImport = await statementImport();
    await stopAll();
    cleanData();
    console.log(`\n${renderTable(results)}`);
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    return;
  }

  if (!flag('skip-build')) {
    results.builds = await buildAll();
    writeBenchConfigs();
    console.log('Indépendance : rebuild de mfe-leisure seul');
    results.independence = await provideLeisureIndependence();
    writeBenchConfigs();
  } else {
    writeBenchConfigs();
  }

  await startStaticHosts();
  let api = await startApi(1);
  const browser = await launchBrowser();
  try {
    const films = await (await fetch(`${API}/tmdb/3/movie/popular`)).json();
    const filmId = films.results[0].id;

    console.log(`Navigateur : ${runs} passage(s) par build, en alternance`);
    Object.assign(results, await measurePages(browser, filmId));

    if (!flag('skip-axe')) {
      console.log('axe-core');
      await attempt('axe', async () => (results.axe = await runAxe(browser, BUILDS.federated.url, filmId)));
    }
    if (!flag('skip-lighthouse')) {
      // Both builds, so that a score below target says whether federation is the cause.
      results.lighthouse = {};
      for (const preset of quick ? ['mobile'] : ['mobile', 'desktop']) {
        results.lighthouse[preset] = {};
        for (const build of [BUILDS.federated, BUILDS.monolith]) {
          console.log(`Lighthouse ${preset}, ${build.label}`);
          await attempt(`lighthouse ${preset} ${build.label}`, async () => {
            results.lighthouse[preset][build.label] = await runLighthouse(build.url, AUDITED, { runs: lighthouseRuns, desktop: preset === 'desktop' });
          });
        }
      }
    }

    if (!flag('skip-large') || !flag('skip-load')) {
      results.large = {};
      results.api = {};
      for (const scale of SCALES) {
        await stop(api);
        api = await startApi(scale);
        if (!flag('skip-load')) {
          console.log(`api ×${scale} sous charge`);
          await attempt(`api ×${scale}`, async () => (results.api[`x${scale}`] = await measureApi()));
          if (scale === 10) await attempt('écritures ×10', async () => (results.data = { writes: await measureWrites() }));
        }
        if (!flag('skip-large')) {
          console.log(`Données ×${scale}`);
          await attempt(`données ×${scale}`, async () => (results.large[`x${scale}`] = await measureLarge(browser, scale)));
        }
      }
    }
    if (!flag('skip-load')) {
      await attempt('aller-retour et sauvegarde', async () => {
        results.data = { ...results.data, figures: measureDataFigures(dataDirFor(10), dataDirFor(100)) };
      });
      await stop(api);
      await attempt('lectures pendant un import', async () => (results.data = { ...results.data, readsDuringImport: await readsDuringImport() }));
      await attempt('relevé bancaire', async () => (results.data = { ...results.data, statementImport: await statementImport() }));
    }
  } finally {
    await browser.close();
    await stopAll();
    cleanData();
  }

  results.machine.loadEnd = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  results.minutes = (Date.now() - started) / 60000;
  results.goals = evaluateGoals(results);
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const table = renderTable(results);
  const goals = renderGoals(results.goals);
  const machineLine = `Machine : ${renderMachine(results.machine)}`;
  console.log(`\n${table}\n\n${goals}\n\n${machineLine}\nDurée : ${results.minutes.toFixed(1)} min. Détail : ${RESULTS_FILE}`);
  for (const [label, errs] of Object.entries(results.errors ?? {})) if (errs.length) console.log(`Erreurs console (${label}) : ${errs.join(' | ')}`);
  for (const [label, dups] of Object.entries(results.duplicates ?? {})) if (dups.length) console.log(`Modules téléchargés plusieurs fois (${label}) : ${dups.join(', ')}`);
  for (const [name, message] of Object.entries(results.failures)) console.log(`Section en échec : ${name} : ${message}`);
  if (Object.keys(results.failures).length) process.exitCode = 1;
  // A partial run (--quick, --skip-*) would replace the page's full figures with fewer: only on request.
  if (flag('readme')) console.log('--readme : le tableau vit désormais dans docs/performance.md (option --doc).');
  const partial = quick || argv.some((a) => a.startsWith('--skip-'));
  if (!flag('no-doc') && (!partial || flag('doc') || flag('readme'))) {
    updatePerformanceDoc(renderReport(results));
    console.log(`Tableau réécrit dans ${PERFORMANCE_DOC}`);
  } else {
    console.log(`docs/performance.md inchangé${partial ? ' (passage partiel : --doc pour l’écrire)' : ''}. Pour l’écrire depuis ${RESULTS_FILE} : node e2e/bench/report/performanceDoc.mjs`);
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  cleanData();
  process.exit(1);
});
