#!/usr/bin/env node
// Screenshots of running pages, to look at what a person sees.
// Usage: node e2e/scripts/screenshot.mjs <out-dir> <route> [route…]  (BASE_URL, WIDTH env)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [outDir = '.tmp/shots', ...routes] = process.argv.slice(2);
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const width = Number(process.env.WIDTH ?? 1280);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
for (const route of routes.length ? routes : ['/']) {
  await page.goto(`${base}/#${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const file = `${outDir}/${route.replace(/[^\w]+/g, '_') || 'home'}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
