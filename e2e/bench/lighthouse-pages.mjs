#!/usr/bin/env node
/**
 * Lighthouse on a few pages only, both builds of .tmp/bench (`pnpm bench` or `--build`), with the
 * bench's settings: a quicker loop than the whole bench while working on one page.
 *
 *   node e2e/bench/lighthouse-pages.mjs [--build] [--runs N] [--desktop] [--federated-only] /graphedf …
 *
 * Prints the median score, LCP and TBT of each page and build, and the audits that cost points.
 */
import { BUILDS } from './config.mjs';
import { buildAll } from './build/buildAll.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { runLighthouse } from './audit/lighthouse.mjs';
import { runServed } from './serve/services.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const routes = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--runs');
if (routes.length === 0) {
  console.error('usage : node e2e/bench/lighthouse-pages.mjs [--build] [--runs N] [--desktop] [--federated-only] /page …');
  process.exit(2);
}
const desktop = argv.includes('--desktop');
const builds = argv.includes('--federated-only') ? [BUILDS.federated] : [BUILDS.federated, BUILDS.monolith];

/** What the last run says of the LCP element and of the main thread. */
function details(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcp = items('largest-contentful-paint-element');
  const element = lcp[0]?.items?.[0]?.node?.snippet ?? '?';
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  const boot = items('bootup-time')
    .slice(0, 6)
    .map((b) => `${b.url.replace(/^https?:\/\/[^/]+\//, '')} ${Math.round(b.total)} ms (script ${Math.round(b.scripting)})`);
  const tasks = items('long-tasks')
    .slice(0, 8)
    .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(/^https?:\/\/[^/]+\//, '')}`);
  return [`    indice CPU de la machine (benchmarkIndex) : ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}`, `    élément du LCP (dernier passage) : ${element}`, `    phases : ${phases}`, `    scripts : ${boot.join(' ; ')}`, `    tâches longues : ${tasks.join(' ; ')}`].join('\n');
}

if (argv.includes('--build')) await buildAll();
writeBenchConfigs();
await runServed(async () => {
  for (const build of builds) {
    console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'}, ${build.label}, médiane de ${runs}`);
    const last = {};
    const results = await runLighthouse(build.url, routes, { runs, desktop, onRun: (route, lhr) => (last[route] = lhr) });
    for (const [route, r] of Object.entries(results)) {
      const m = r.metrics;
      console.log(
        `  ${route} : score ${r.performance} · LCP ${(m['largest-contentful-paint'] / 1000).toFixed(2)} s · TBT ${Math.round(m['total-blocking-time'])} ms · FCP ${(m['first-contentful-paint'] / 1000).toFixed(2)} s · CLS ${m['cumulative-layout-shift'].toFixed(3)} · SI ${(m['speed-index'] / 1000).toFixed(2)} s`,
      );
      console.log(`    audits sous 0,9 : ${r.failing.join(', ') || 'aucun'}`);
      console.log(details(last[route]));
    }
  }
});
