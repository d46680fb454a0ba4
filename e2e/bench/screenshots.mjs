#!/usr/bin/env node
/**
 * Full-page screenshots of a few pages of the bench builds (.tmp/bench), at a phone's and a
 * desktop's width, to compare a page before and after a change. Each page is scrolled to its end
 * first (charts are drawn near the viewport), and its console errors are printed.
 *
 *   node e2e/bench/screenshots.mjs [--label before] [--build] /graphedf …
 *
 * Writes .tmp/bench/shots/<label>-<build>-<page>-<width>.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, BUILDS } from './config.mjs';
import { buildAll } from './build/buildAll.mjs';
import { writeBenchConfigs } from './build/benchConfig.mjs';
import { launchBrowser } from './browser/session.mjs';
import { runServed } from './serve/services.mjs';

const argv = process.argv.slice(2);
const labelAt = argv.indexOf('--label');
const label = labelAt >= 0 ? argv[labelAt + 1] : 'shot';
const routes = argv.filter((a) => a.startsWith('/'));
const WIDTHS = [390, 1280];
const OUT = path.join(BENCH_DIR, 'shots');

async function shoot(browser, build, route, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${build.url}#${route}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Down to the end and back, so that every chart near the viewport on the way is drawn.
  for (let y = 0; y < (await page.evaluate('document.body.scrollHeight')); y += 400) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(150);
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const file = path.join(OUT, `${label}-${build.label}-${route.replace(/\W+/g, '') || 'home'}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  console.log(`${file}${errors.length ? `\n  erreurs : ${errors.join(' | ')}` : ''}`);
  await context.close();
}

if (argv.includes('--build')) await buildAll();
fs.mkdirSync(OUT, { recursive: true });
writeBenchConfigs();
await runServed(async () => {
  const browser = await launchBrowser();
  try {
    for (const route of routes) for (const build of [BUILDS.federated, BUILDS.monolith]) for (const w of WIDTHS) await shoot(browser, build, route, w);
  } finally {
    await browser.close();
  }
});
