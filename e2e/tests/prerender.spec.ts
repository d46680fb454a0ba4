/**
 * The first screen before any JavaScript: the build writes the navbar and Home (its tiles from
 * the route table) into index.html. And the opening page's remote, started from config.json
 * while the shell still loads, is fetched once.
 */
import { TOPOLOGY, localOrigin } from 'shared-kernel/topology';
import { expect, test } from './fixtures';
import { ROUTES, TILE_ORDER } from './routeTable';

const tileTitles = TILE_ORDER.map((path) => ROUTES.find((r) => r.path === path)!.tile!.title);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Home shows the navbar and the tiles of the route table', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
    const tiles = page.getByRole('list', { name: 'Sections' }).getByRole('link');
    await expect(tiles.locator('strong')).toHaveText(tileTitles);
    // Styled by the pre-rendered stylesheet: a tile is coloured, not a bare link.
    const background = await tiles.first().evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('before the bundle runs', () => {
  // main.js refused: what shows is index.html and its one inline script alone.
  test.use({ allowedErrors: /main\.js|ERR_FAILED|Failed to load resource/ });

  test('another route shows the navbar but not Home’s content', async ({ page }) => {
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/#/depenses');
    await expect(page.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sections' })).toBeHidden();
    await page.goto('/#/');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Sections' })).toBeVisible();
  });
});

test('the opening page’s remote is started early and its manifest fetched once', async ({ page }) => {
  const leisure = localOrigin(TOPOLOGY.remotes.leisure.port);
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url() === `${leisure}/mf-manifest.json`) manifests.push(r.url());
  });
  await page.goto('/#/restau');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
  const preloads = await page.locator('link[rel=preload]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads).toContain(`${leisure}/remoteEntry.js`);
  expect(manifests).toHaveLength(1);
});

test('the pre-rendered screen is painted before main.js is started', async ({ page }) => {
  // Before the page's own scripts: note when the first contentful paint happened and when a
  // script that loads main.js entered the document. (A first paint can come earlier, showing
  // the background alone.)
  await page.addInitScript(() => {
    const w = window as unknown as { times: Record<string, number> };
    w.times = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) w.times.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/main\.js$/.test(node.src)) w.times.main ??= performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // The overview's cards: the app has started.
  await expect(page.getByRole('group', { name: 'Parc immobilier' })).toBeVisible();
  const { paint, main } = await page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
  expect(paint).toBeGreaterThan(0);
  expect(main).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
});
