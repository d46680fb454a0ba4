/**
 * The installable PWA: the French manifest and its icons; the service worker that controls the
 * page after a first visit; offline, Home and a data page open on the last data with
 * « Hors ligne — données du … » and a write says it was not saved; a remote rebuilt while the
 * browser holds the old one is the one that runs at the next visit.
 * The other specs block service workers (page.route cannot see their requests); these allow them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from 'api/process';
import { formatEuro, formatInteger } from 'shared-kernel/format';
import type { Expense } from 'area-immo/contract';
import { TOPOLOGY } from 'shared-kernel/topology';
import { apiPayload, expect, openRoute, scrollUntilVisible, test, type AllData, type Page } from './fixtures';

const repo = path.resolve(__dirname, '..', '..');

/** The value of the card titled `title` (the paragraph right after its h3). */
const cardValue = (page: Page, title: string) =>
  page.getByRole('heading', { level: 3, name: title, exact: true }).locator('xpath=following-sibling::p[1]');

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Width and height written in a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('the French web app manifest is linked, with icons that load', async ({ page, request }) => {
  await openRoute(page, '/', 'Tableau de bord');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href!, page.url());
  const reply = await request.get(manifestUrl.href);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await reply.json()) as { icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> };
  expect(manifest).toMatchObject({
    name: 'Tableau de bord',
    short_name: 'Tableau de bord',
    lang: 'fr',
    start_url: './',
    display: 'standalone',
    theme_color: '#1d232b',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  // The browser itself reads it, under the page's Content-Security-Policy.
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.url).toBe(manifestUrl.href);
  expect(read.errors).toEqual([]);
  const appleIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons.map((i) => ({ url: new URL(i.src, manifestUrl).href, sizes: i.sizes })), { url: new URL(appleIcon!, page.url()).href, sizes: '180x180' }];
  for (const icon of icons) {
    const image = await request.get(icon.url);
    expect(image.status(), icon.url).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  // The worker's script is never kept stale by the HTTP cache: a shell deploy reaches it at once.
  const worker = await request.get(new URL('sw.js', page.url()).href);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it registers and controls the page after a first visit', async ({ page }) => {
    await openRoute(page, '/', 'Tableau de bord');
    await controlled(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Chromium finds nothing missing to install the app (manifest, icons, worker); a test
    // browser context is a private window, where no app is ever installed.
    const cdp = await page.context().newCDPSession(page);
    const missing = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    await expect.poll(missing).toEqual([]);
  });

  test.describe('offline', () => {
    // Offline, what nobody cached (the tide frame's check, the refused write) fails in the console.
    test.use({ allowedErrors: /net::ERR_INTERNET_DISCONNECTED/ });

    test('Home and Dépenses open on the last data with the banner; a write offline is refused and stores nothing', async ({ page, context, request }) => {
      const { immos } = await apiPayload<AllData>(request, 'immeubles/alldata');
      const year = 2024;
      const ofYear = (await apiPayload<Expense[]>(request, 'immeubles/opedepenses/')).filter((e) => e.year === year);
      const total = Math.round(ofYear.reduce((s, e) => s + e.COP_MONT, 0) * 100) / 100;
      const fetchedFrom = Date.now();

      // First visit: the worker installs; the next loads go through it and fill its caches.
      await openRoute(page, '/', 'Tableau de bord');
      await controlled(page);
      await page.reload();
      await expect(cardValue(page, 'Total parc')).toHaveText(formatInteger(immos.length));
      // Home's other area, the net worth card, has its reply too (kept by the worker) before we move on.
      const netWorth = page.getByRole('region', { name: 'Patrimoine net' }).locator('h3 + p');
      await scrollUntilVisible(page, netWorth);
      await expect(netWorth).toHaveText(/€$/);
      const netWorthText = await netWorth.textContent();
      await openRoute(page, '/depenses', 'Dépenses');
      await page.getByLabel('Année', { exact: true }).selectOption(String(year));
      await expect(page.getByRole('table', { name: `Dépenses de ${year}` }).locator('tbody tr')).toHaveCount(ofYear.length);
      // The rows with their ids, which the editing reads, are kept too.
      await page.getByRole('button', { name: `Modifier les dépenses de ${year}` }).click();
      await expect(page.getByRole('button', { name: 'Ajouter', exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);

      await context.setOffline(true);
      await page.goto('/#/');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
      await expect(cardValue(page, 'Total parc')).toHaveText(formatInteger(immos.length));
      await scrollUntilVisible(page, netWorth);
      await expect(netWorth).toHaveText(netWorthText!);
      const banner = page.getByRole('status').filter({ hasText: 'Hors ligne' });
      // The date of the cached replies: between the first read above and now, in the owner's time.
      const minutes = (from: number, to: number) => {
        const format = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
        const texts = new Set<string>();
        for (let t = from - 60_000; t <= to + 60_000; t += 30_000) {
          const p = Object.fromEntries(format.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
          texts.add(`Hors ligne — données du ${p.day}/${p.month}/${p.year} à ${p.hour}:${p.minute}`);
        }
        return [...texts];
      };
      await expect(banner).toBeVisible();
      expect(minutes(fetchedFrom, Date.now())).toContain(await banner.textContent());

      // From Home's tile, as the owner goes: the page's code and data come from the caches too.
      await page.getByRole('link', { name: /^Dépenses/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dépenses');
      await page.getByLabel('Année', { exact: true }).selectOption(String(year));
      const list = page.getByRole('table', { name: `Dépenses de ${year}` });
      await expect(list.locator('tbody tr')).toHaveCount(ofYear.length);
      await expect(page.getByText(`Total ${year} :`).locator('strong')).toHaveText(formatEuro(total));
      await expect(banner).toHaveText(/^Hors ligne — données du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);

      // A write offline: said at once, never queued.
      const label = `Hors ligne (e2e pwa ${Date.now()})`;
      await page.getByRole('button', { name: `Modifier les dépenses de ${year}` }).click();
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
      const form = page.getByRole('group', { name: 'Ajouter une dépense' });
      await form.getByLabel('Date').fill(`${year}-06-15`);
      await form.getByLabel('Libellé').fill(label);
      await form.getByLabel('Montant (€)').fill('12,5');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        page.getByText('Enregistrement impossible : vous êtes hors ligne, la modification n’a pas été enregistrée. Réessayez une fois la connexion revenue.'),
      ).toBeVisible();

      // Reloaded on the data page itself, still offline: the same figures.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dépenses');
      await page.getByLabel('Année', { exact: true }).selectOption(String(year));
      await expect(list.locator('tbody tr')).toHaveCount(ofYear.length);
      await expect(banner).toBeVisible();

      await context.setOffline(false);
      await expect(banner).toHaveCount(0);
      const after = await apiPayload<Expense[]>(request, 'immeubles/opedepenses/');
      expect(after.filter((e) => e.COP_LIBELLE === label)).toEqual([]);
      // Nor anything sent later by the browser.
      await page.waitForTimeout(1500);
      expect((await apiPayload<Expense[]>(request, 'immeubles/opedepenses/')).filter((e) => e.COP_LIBELLE === label)).toEqual([]);
    });
  });

  test('a remote rebuilt while the browser holds the old one runs at the next visit', async ({ page }) => {
    test.setTimeout(240_000);
    // Copies of the shell and of mfe-leisure on ports of their own, on an api of their own:
    // rebuilding this leisure leaves dist/ and the other specs alone.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tdb-pwa-'));
    const shellDir = path.join(dir, 'shell');
    const leisureDir = path.join(dir, 'leisure');
    fs.cpSync(path.join(repo, 'shell', 'dist'), shellDir, { recursive: true });
    fs.cpSync(path.join(repo, TOPOLOGY.remotes.leisure.dir, 'dist'), leisureDir, { recursive: true });
    const configFile = path.join(shellDir, 'config.json');
    const servers: ChildProcess[] = [];
    const shellOrigin = await serveCopy(shellDir, servers);
    const leisureOrigin = await serveCopy(leisureDir, servers);
    const api = await startApiProcess({ env: { CORS_ORIGINS: `${shellOrigin},${leisureOrigin}` } });
    try {
      const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
      const ownConfig = { ...config, apiBase: api.url, movieApiBase: `${api.url}/tmdb/3`, remotes: { leisure: `${leisureOrigin}/mf-manifest.json` } };
      fs.writeFileSync(configFile, JSON.stringify(ownConfig));

      const build = () => page.evaluate(() => (globalThis as { __tdbBuild?: string }).__tdbBuild ?? null);
      const cachedEntry = () =>
        page.evaluate(async (url) => {
          const reply = await caches.match(url);
          return reply ? reply.text() : null;
        }, `${leisureOrigin}/remoteEntry.js`);

      // A visit: the app opened on Home, then Restaurants from its tile.
      const visit = async () => {
        await page.goto(`${shellOrigin}/#/`);
        await page.reload();
        // The shell has read leisure's table as deployed now: a tile followed sooner preloads
        // the page's files the table it knew before names (one wasted request, not a failure).
        const served = (await (await page.request.get(`${leisureOrigin}/routes.json`)).json()) as {
          routes: Array<{ path: string; chunks?: string[] }>;
        };
        const pageFile = served.routes.find((r) => r.path === '/restau')?.chunks?.[0] ?? 'absent';
        await expect.poll(() => page.evaluate(() => localStorage.getItem('tableau-de-bord.routes') ?? '')).toContain(pageFile);
        await page.getByRole('link', { name: /^Restaurants/ }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
        // Its heading shows at once: wait for the page itself.
        await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toBeVisible();
      };
      await visit();
      await controlled(page);
      await visit();
      // The browser holds this build of leisure in the worker's cache.
      expect(await build()).toBeNull();
      await expect.poll(cachedEntry).not.toBeNull();

      // A new build of leisure, deployed in place: a label in every script and in its manifest.
      const oldFiles = new Set(fs.readdirSync(leisureDir));
      const label = `e2e-${Date.now()}`;
      await rebuildLeisure(dir, label);
      fs.rmSync(leisureDir, { recursive: true, force: true });
      fs.cpSync(path.join(dir, 'leisure-new'), leisureDir, { recursive: true });

      await visit();
      await expect.poll(build).toBe(label);
      // Every leisure script the page loaded is a file of the new build.
      const newFiles = new Set(fs.readdirSync(path.join(dir, 'leisure-new')));
      const loaded = await page.evaluate(
        (origin) => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.startsWith(origin) && name.endsWith('.js')),
        leisureOrigin,
      );
      expect(loaded.length).toBeGreaterThan(1);
      for (const url of loaded) expect(newFiles, url).toContain(new URL(url).pathname.slice(1));
      expect(loaded.some((url) => oldFiles.has(new URL(url).pathname.slice(1)) && /\.[0-9a-f]{10}\.js$/.test(url))).toBe(false);
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), `${leisureOrigin}/mf-manifest.json`);
      expect(manifest).toMatchObject({ metaData: { buildInfo: { buildVersion: label } } });
      // And the copy kept for offline is the new one.
      await expect.poll(cachedEntry).toContain(label);
    } finally {
      await api.close();
      for (const server of servers) server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Serves `dir` as the static hosts do (scripts/serve-static.mjs: its CSP from the config.json inside, or the shell's), and returns its origin. */
async function serveCopy(dir: string, servers: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(repo, 'scripts', 'serve-static.mjs'), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('servi sur')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`serve-static ${dir} : code ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/**
 * Builds mfe-leisure for production into `<dir>/leisure-new`, as its own webpack config does,
 * plus a first line `globalThis.__tdbBuild = label` in each script (so the page tells which
 * build runs) and the label as the manifest's buildVersion (MF_BUILD_VERSION).
 */
async function rebuildLeisure(dir: string, label: string): Promise<void> {
  const leisure = path.join(repo, TOPOLOGY.remotes.leisure.dir);
  const configFile = path.join(dir, 'leisure.webpack.config.cjs');
  fs.writeFileSync(
    configFile,
    `const webpack = require(${JSON.stringify(require.resolve('webpack', { paths: [leisure] }))});
const base = require(${JSON.stringify(path.join(leisure, 'webpack.config.js'))});
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.output.path = ${JSON.stringify(path.join(dir, 'leisure-new'))};
  config.plugins.push(new webpack.BannerPlugin({ banner: 'globalThis.__tdbBuild = ${JSON.stringify(label)};', raw: true, test: /\\.js$/ }));
  return config;
};
`,
  );
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [repo] });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--config', configFile, '--mode', 'production'], {
      cwd: leisure,
      env: { ...process.env, MF_BUILD_VERSION: label },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack (mfe-leisure) : code ${code}\n${errors}`))));
  });
}
