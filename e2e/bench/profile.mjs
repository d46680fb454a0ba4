#!/usr/bin/env node
/**
 * The ten longest main-thread tasks of a page on the phone profile (4× CPU slowdown, slow 4G,
 * a 412 × 823 touch screen: Lighthouse mobile's settings, applied for real instead of
 * simulated), each with what it evaluates or renders: the kind of work (script evaluation,
 * a timer, a React render…) and the modules its CPU samples fall in, read from the source
 * maps of the served build. Serves the bench builds of .tmp/bench (`pnpm bench` or `--build`).
 *
 *   node e2e/bench/profile.mjs [--build] [--runs N] [/ /depenses …]
 *
 * Prints one Markdown table per page and build; the JSON goes to .tmp/bench/profile.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, BUILDS, dirOfPort } from './config.mjs';
import { buildAll } from './build/buildAll.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { launchBrowser } from './browser/session.mjs';
import { libraryOf, moduleKey } from './lib/libraries.mjs';
import { sourceLookup } from './lib/sourceMapSizes.mjs';
import { cleanData, startApi, startStaticHosts, stopAll } from './serve/services.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 1;
const pages = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--runs');
const PAGES = pages.length ? pages : ['/', '/depenses'];
const LONG_MS = 50;

/** Lighthouse's mobile profile (Moto G Power, slow 4G as its devtools throttling). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  serviceWorkers: 'block',
};
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const lookups = new Map();
/** Module (source path) of a position in a served script, via its source map. */
function moduleAt(url, line, column) {
  let file = null;
  try {
    const u = new URL(url);
    const dir = dirOfPort(Number(u.port));
    if (dir) file = path.join(dir, u.pathname);
  } catch {
    return null;
  }
  if (!file || !fs.existsSync(`${file}.map`)) return null;
  if (!lookups.has(file)) lookups.set(file, sourceLookup(file));
  return moduleKey(lookups.get(file)(line, column));
}

/** Short name of a module for the table: the package, or the first-party path. */
function shortModule(key) {
  const lib = libraryOf(key);
  if (lib === 'app code' || lib === 'page code' || lib === 'widget code' || lib === 'shared-kernel') {
    return key.replace(/^.*?(shared-kernel|contract-kit|areas\/\w+|shell|mfe-\w+|monolith)\//, '$1/').replace(/^\.\/|\.\.\//g, '');
  }
  return lib;
}

const KINDS = {
  EvaluateScript: (a) => `évaluation de ${path.basename(new URL(a.data?.url ?? 'http://x/?').pathname) || 'script'}`,
  'v8.evaluateModule': () => 'évaluation de module',
  FunctionCall: (a) => `appel ${a.data?.functionName || '(anonyme)'} (${path.basename(a.data?.url ?? '') || '?'})`,
  TimerFire: () => 'minuterie',
  EventDispatch: (a) => `événement ${a.data?.type ?? ''}`,
  FireAnimationFrame: () => 'requestAnimationFrame',
  ParseHTML: () => 'analyse du HTML',
  Layout: () => 'mise en page',
  UpdateLayoutTree: () => 'recalcul des styles',
  Paint: () => 'peinture',
  RunMicrotasks: () => 'microtâches',
  'v8.compile': () => 'compilation',
  'v8.parseOnBackground': () => 'analyse de script',
  ParseAuthorStyleSheet: () => 'analyse de feuille de style',
};

async function profileOnce(browser, build, route) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing'] });
  await cdp.send('Profiler.start');
  const url = `${build.url}${route === '/' ? '' : `#${route}`}`;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return longTasks(trace.traceEvents, profile);
}

/** Samples of the CPU profile as [time µs, node], in the trace's clock. */
function samplesOf(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = [];
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    out.push([t, nodes.get(id)]);
  });
  return out;
}

function longTasks(events, profile) {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  // The page's main thread: the renderer main thread that worked the most.
  const main = threads
    .map((t) => ({ t, tasks: tasksOf(t) }))
    .sort((a, b) => b.tasks.reduce((s, e) => s + e.dur, 0) - a.tasks.reduce((s, e) => s + e.dur, 0))[0];
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main.t.pid)?.ts ?? Math.min(...main.tasks.map((e) => e.ts));
  const samples = samplesOf(profile);
  const children = events.filter((e) => e.pid === main.t.pid && e.tid === main.t.tid && e.ph === 'X' && KINDS[e.name]);
  const tasks = main.tasks.filter((e) => e.dur >= LONG_MS * 1000).sort((a, b) => b.dur - a.dur).slice(0, 10);
  const total = main.tasks.filter((e) => e.dur >= LONG_MS * 1000).reduce((s, e) => s + (e.dur / 1000 - LONG_MS), 0);
  return {
    blockingMs: Math.round(total),
    tasks: tasks.map((task) => {
      const end = task.ts + task.dur;
      const inside = children.filter((c) => c.ts >= task.ts && c.ts + (c.dur ?? 0) <= end);
      const kinds = new Map();
      for (const c of inside) {
        // Only the outermost events of a kind (a FunctionCall inside an EvaluateScript is part of it).
        if (inside.some((o) => o !== c && o.ts <= c.ts && o.ts + o.dur >= c.ts + c.dur && o.dur > c.dur)) continue;
        const label = KINDS[c.name](c.args ?? {});
        kinds.set(label, (kinds.get(label) ?? 0) + c.dur / 1000);
      }
      const modules = new Map();
      for (const [t, node] of samples) {
        if (t < task.ts || t > end) continue;
        const f = node.callFrame;
        const name = f.url ? (moduleAt(f.url, f.lineNumber, f.columnNumber) ?? path.basename(f.url)) : f.functionName ? `(${f.functionName})` : '(natif)';
        const key = f.url ? shortModule(name) : name;
        modules.set(key, (modules.get(key) ?? 0) + 1);
      }
      const sampled = [...modules.values()].reduce((a, b) => a + b, 0) || 1;
      const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
      return {
        atMs: Math.round((task.ts - navStart) / 1000),
        ms: Math.round(task.dur / 1000),
        work: top(kinds, 2).map(([k, ms]) => `${k} ${Math.round(ms)} ms`),
        modules: top(modules, 4).map(([k, n]) => `${k} ${Math.round((100 * n) / sampled)} %`),
      };
    }),
  };
}

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
        for (let i = 0; i < runs; i++) results.push(await profileOnce(browser, build, route));
        // The run with the median blocking time.
        const r = results.sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(results.length / 2)];
        out[`${build.label} ${route}`] = r;
        console.log(`\n### ${route}, ${build.label === 'federated' ? 'fédéré' : 'monolithe'} : tâches de plus de 50 ms, au-delà de 50 ms ${r.blockingMs} ms\n`);
        console.log('| À (ms) | Durée | Travail | Modules (échantillons du profil CPU) |\n| ---: | ---: | --- | --- |');
        for (const t of r.tasks) console.log(`| ${t.atMs} | ${t.ms} ms | ${t.work.join(' ; ')} | ${t.modules.join(', ')} |`);
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
