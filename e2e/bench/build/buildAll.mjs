// Production builds for the bench, into .tmp/bench (never the apps' own dist): each federated
// app alone, one after the other (time and peak memory of each), then the monolith.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, FED_DIR, MONO_DIR, ROOT } from '../config.mjs';
import { measureCommand } from '../lib/processTree.mjs';

const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

async function webpackBuild(label, cwd, args, env) {
  const result = await measureCommand(process.execPath, [WEBPACK, '--mode', 'production', ...args], { cwd, env });
  if (result.code !== 0) throw new Error(`build ${label} en échec :\n${result.output}`);
  console.log(`  ${label.padEnd(12)} ${result.seconds.toFixed(1)} s, ${Math.round(result.peakMiB)} Mio`);
  return { seconds: result.seconds, peakMiB: result.peakMiB };
}

/** Builds one federated app into .tmp/bench/federated/<dir>. */
export function buildFederatedApp(app) {
  return webpackBuild(app.name, path.join(ROOT, app.dir), ['--output-path', path.join(FED_DIR, app.dir)]);
}

export function buildMonolith() {
  return webpackBuild('monolith', path.join(ROOT, 'shell'), ['-c', path.join(ROOT, 'e2e', 'bench', 'monolith', 'webpack.config.cjs')], {
    MONOLITH_OUT: MONO_DIR,
  });
}

/** @returns {Promise<{ federated: Record<string, {seconds:number, peakMiB:number}>, monolith: {seconds:number, peakMiB:number} }>} */
export async function buildAll() {
  fs.rmSync(FED_DIR, { recursive: true, force: true });
  fs.rmSync(MONO_DIR, { recursive: true, force: true });
  console.log('Builds de production (chacun seul) :');
  const federated = {};
  for (const app of APPS) federated[app.name] = await buildFederatedApp(app);
  const monolith = await buildMonolith();
  return { federated, monolith };
}
