// Lighthouse (default mobile profile, simulated throttling) on Debian's Chromium, started
// here with a debugging port: one Chromium for every page, a fresh tab and storage per run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PORT = 9339;

async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/json/version`)).ok) return { child, profile };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('Chromium ne répond pas sur son port de débogage');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Scores (0-100) per page: the median of `runs` runs, plus the audits that cost points. */
/** `onRun(route, lhr, artifacts)`, when given, receives each run's full report and what Lighthouse gathered (its trace). */
export async function runLighthouse(baseUrl, routes, { runs = 3, desktop = false, onRun } = {}) {
  const config = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const { child, profile } = await startChromium();
  const out = {};
  try {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const flags = { port: PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
        const { lhr, artifacts } = await lighthouse(`${baseUrl}#${route}`, flags, config);
        samples.push(lhr);
        await onRun?.(route, lhr, artifacts);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((l) => Math.round((l.categories[c].score ?? 0) * 100)))]));
      const last = samples[samples.length - 1];
      const metrics = Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
          id,
          median(samples.map((l) => l.audits[id]?.numericValue ?? 0)),
        ]),
      );
      // Audits that cost points in the last run, so a score below target says why.
      const failing = CATEGORIES.flatMap((c) =>
        last.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${c}:${ref.id}`),
      );
      out[route] = { ...scores, metrics, failing };
      console.log(`  lighthouse ${route.padEnd(12)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
    }
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill();
    });
    // Chromium's helpers may still be writing their cache for a moment after it exits.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`profil Chromium laissé dans ${profile} (${error.code ?? error})`);
    }
  }
  return out;
}
