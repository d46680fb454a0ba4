// The longest main-thread tasks of one page load on the phone profile, with the work and the
// modules each one runs (CPU samples mapped through the served build's source maps), the layout
// shifts and the largest contentful paint's element. Used by e2e/bench/profile.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { dirOfPort } from '../config.mjs';
import { libraryOf, moduleKey } from '../lib/libraries.mjs';
import { sourceLookup } from '../lib/sourceMapSizes.mjs';

const LONG_MS = 50;

/** Layout shifts (with the elements that moved) and the largest contentful paint's element, in the page. */
export const PAINT_RECORDER = () => {
  const describe = (node) => (node?.nodeType === 1 ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''} « ${(node.textContent ?? '').trim().slice(0, 40)} »` : String(node?.nodeName ?? '?'));
  window.__paints = { shifts: [], lcp: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) window.__paints.shifts.push({ at: Math.round(e.startTime), value: Number(e.value.toFixed(4)), moved: e.sources.map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const e = list.getEntries().at(-1);
    window.__paints.lcp = { at: Math.round(e.startTime), element: describe(e.element) };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Lighthouse's mobile profile (Moto G Power, slow 4G as its devtools throttling). */
export const PHONE = {
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
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** The phone's CPU (4× slower) and network (slow 4G) on a page of a PHONE context; returns its CDP session. */
export async function throttleLikePhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

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

/** The libraries' names (lib/libraries.mjs) of the apps' and the kernel's own modules. */
const OWN_CODE = new Set(['app code', 'page code', 'widget code', 'shared-kernel']);

/** Short name of a module for the table: the package, or the first-party path. */
function shortModule(key) {
  const lib = libraryOf(key);
  if (OWN_CODE.has(lib)) {
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

export async function profileOnce(browser, build, route, { observed = false } = {}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(PAINT_RECORDER);
  const cdp = observed ? await context.newCDPSession(page) : await throttleLikePhone(context, page);
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
  const paints = await page.evaluate(() => window.__paints);
  await context.close();
  return { ...longTasks(trace.traceEvents, profile, paints.lcp?.at), paints };
}

/** Samples of the CPU profile as [time µs, node], in the trace's clock; each node knows its caller. */
function samplesOf(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const child of n.children ?? []) nodes.get(child).parent = n;
  const out = [];
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    out.push([t, nodes.get(id)]);
  });
  return out;
}

/** The innermost first-party module of a sample's stack (the component or function the engine or a library was running for). */
function ownModule(node) {
  for (let n = node; n; n = n.parent) {
    const f = n.callFrame;
    if (!f.url) continue;
    const key = moduleAt(f.url, f.lineNumber, f.columnNumber);
    if (key === null || key === '(webpack runtime)') continue;
    if (OWN_CODE.has(libraryOf(key))) return shortModule(key);
  }
  return null;
}

/**
 * The module a sample's time belongs to: the innermost frame in a module of the build; frames
 * in webpack's glue (module loading, unmapped helpers) give their time to the module they run.
 */
function sampleModule(node) {
  let glue = null;
  for (let n = node; n; n = n.parent) {
    const f = n.callFrame;
    if (!f.url) {
      // The engine's own work (parsing, compiling, collecting) stands alone; a built-in gives its time to its caller.
      if (n === node && /^\(.*\)$/.test(f.functionName)) return f.functionName;
      continue;
    }
    const key = moduleAt(f.url, f.lineNumber, f.columnNumber);
    if (key === null) return path.basename(new URL(f.url).pathname);
    if (key !== '(webpack runtime)') return shortModule(key);
    glue ??= 'webpack runtime';
  }
  return glue ?? '(natif)';
}

/** The main thread's CPU time from the navigation to `untilMs`, by module and by own module (ms, the largest first). */
function cpuUntil(samples, fromUs, untilMs) {
  const byModule = new Map();
  const byOwn = new Map();
  const end = fromUs + untilMs * 1000;
  for (let i = 0; i < samples.length; i++) {
    const [t, node] = samples[i];
    if (t < fromUs || t > end) continue;
    const key = sampleModule(node);
    if (key === '(idle)') continue;
    const ms = ((samples[i + 1]?.[0] ?? t) - t) / 1000;
    byModule.set(key, (byModule.get(key) ?? 0) + ms);
    const mine = ownModule(node);
    if (mine) byOwn.set(mine, (byOwn.get(mine) ?? 0) + ms);
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, ms]) => [k, Math.round(ms * 10) / 10]);
  return { totalMs: Math.round([...byModule.values()].reduce((a, b) => a + b, 0)), modules: top(byModule), own: top(byOwn) };
}

function longTasks(events, profile, lcpMs) {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // One event per task: Chromium writes `RunTask` and, nested in it, `ThreadControllerImpl::RunTask`.
  const taskName = events.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const tasksOf = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.name === taskName);
  // The page's main thread: the renderer main thread that worked the most.
  const main = threads
    .map((t) => ({ t, tasks: tasksOf(t) }))
    .sort((a, b) => b.tasks.reduce((s, e) => s + e.dur, 0) - a.tasks.reduce((s, e) => s + e.dur, 0))[0];
  // The page's navigation, not that of the blank page the tab opened on (same renderer at times).
  const navStart =
    events.find((e) => e.name === 'navigationStart' && e.pid === main.t.pid && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))?.ts ??
    Math.min(...main.tasks.map((e) => e.ts));
  const samples = samplesOf(profile);
  const children = events.filter((e) => e.pid === main.t.pid && e.tid === main.t.tid && e.ph === 'X' && KINDS[e.name]);
  // The ten longest, long (over 50 ms) or not: what the page's start spends its time on.
  const tasks = [...main.tasks].sort((a, b) => b.dur - a.dur).slice(0, 10);
  const total = main.tasks.filter((e) => e.dur >= LONG_MS * 1000).reduce((s, e) => s + (e.dur / 1000 - LONG_MS), 0);
  return {
    blockingMs: Math.round(total),
    beforeLcp: lcpMs ? cpuUntil(samples, navStart, lcpMs) : null,
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
      const own = new Map();
      for (const [t, node] of samples) {
        if (t < task.ts || t > end) continue;
        const key = sampleModule(node);
        modules.set(key, (modules.get(key) ?? 0) + 1);
        const mine = ownModule(node);
        if (mine) own.set(mine, (own.get(mine) ?? 0) + 1);
      }
      const sampled = [...modules.values()].reduce((a, b) => a + b, 0) || 1;
      const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
      return {
        atMs: Math.round((task.ts - navStart) / 1000),
        ms: Math.round(task.dur / 1000),
        work: top(kinds, 2).map(([k, ms]) => `${k} ${Math.round(ms)} ms`),
        modules: top(modules, 4).map(([k, n]) => `${k} ${Math.round((100 * n) / sampled)} %`),
        own: top(own, 4).map(([k, n]) => `${k} ${Math.round((100 * n) / sampled)} %`),
      };
    }),
  };
}

