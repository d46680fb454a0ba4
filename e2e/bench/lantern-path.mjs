#!/usr/bin/env node
/**
 * What Lighthouse's mobile simulation (Lantern) waits for, page by page: the nodes of its LCP
 * graph with their simulated start and end, and the tasks its TBT counts. Its LCP is not the
 * page's whole CPU ×4: the graph keeps the requests that ended before the observed LCP, the
 * first evaluation of each script, the layouts, and whatever task or request leads to them. A
 * request started in a long task drags that task (×4) onto the path.
 *
 *   node e2e/bench/lantern-path.mjs [--runs N] [--monolith] /depenses …
 *
 * Serves the federated build of .tmp/bench (`pnpm bench` or lighthouse-pages.mjs --build); the
 * monolith's with `--monolith`.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { BUILDS } from './config.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { runLighthouse } from './audit/lighthouse.mjs';
import { runServed } from './serve/services.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 1;
const routes = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--runs');
const build = argv.includes('--monolith') ? BUILDS.monolith : BUILDS.federated;
if (routes.length === 0) {
  console.error('usage : node e2e/bench/lantern-path.mjs [--runs N] [--monolith] /page …');
  process.exit(2);
}

const short = (url) => String(url).replace(/^https?:\/\/[^/]+\//, '') || '(document)';
const ms = (v) => String(Math.round(v)).padStart(5);
/** The trace events that say what a task did, the way Lantern links it. */
const TOLD = ['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'ParseHTML', 'Layout', 'Paint', 'ResourceSendRequest'];

function describe(node) {
  if (node.type === 'network') return `requête ${short(node.request.url)} [${node.request.priority}]`;
  const told = new Map();
  for (const e of node.childEvents) {
    if (!TOLD.includes(e.name)) continue;
    const data = e.args?.data ?? {};
    const label = e.name + (data.url ? ` ${short(data.url).slice(-28)}` : e.name === 'EventDispatch' ? ` ${data.type}` : '');
    told.set(label, (told.get(label) ?? 0) + 1);
  }
  const what = [...told].slice(0, 7).map(([k, n]) => (n > 1 ? `${k} ×${n}` : k));
  return `tâche de ${Math.round(node.duration / 1000)} ms observés : ${what.join(', ')}`;
}

async function explain(route, lhr, artifacts) {
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const audit = (id) => lhr.audits[id].numericValue;
  console.log(
    `\n### ${build.label} ${route} : score ${Math.round(lhr.categories.performance.score * 100)} · LCP ${Math.round(audit('largest-contentful-paint'))} ms · TBT ${Math.round(audit('total-blocking-time'))} ms`,
  );
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(`Graphe du LCP (pessimiste, ${Math.round(lcp.pessimisticEstimate.timeInMs)} ms ; optimiste ${Math.round(lcp.optimisticEstimate.timeInMs)} ms), temps simulés :`);
  for (const [node, t] of [...lcp.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    console.log(`  ${ms(t.startTime)} – ${ms(t.endTime)}  ${describe(node)}`);
  }
  const tbt = await LanternTotalBlockingTime.request(data, context);
  console.log(`Tâches de plus de 50 ms simulés (TBT pessimiste ${Math.round(tbt.pessimisticEstimate.timeInMs)} ms) :`);
  const long = [...tbt.pessimisticEstimate.nodeTimings].filter(([node, t]) => node.type === 'cpu' && t.duration > 50);
  for (const [node, t] of long.sort((a, b) => a[1].startTime - b[1].startTime)) console.log(`  ${ms(t.startTime)} + ${ms(t.duration)}  ${describe(node)}`);
}

writeBenchConfigs();
await runServed(() => runLighthouse(build.url, routes, { runs, onRun: explain }));
