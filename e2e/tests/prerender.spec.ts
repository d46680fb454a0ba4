/**
 * The first screen before any JavaScript: the build writes the navbar and Home (its tiles from
 * the route table) into index.html. And the opening page's remote, started from config.json
 * while the shell still loads, is fetched once.
 */
import { TOPOLOGY, localOrigin } from 'shared-kernel/topology';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { REMOTE_TABLES, ROUTES, TILE_ORDER, navEntries } from './routeTable';

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
    // Home's first section holds its place from this paint, first under the heading (home-first.spec.ts).
    await expect(page.locator('h2').first()).toHaveText('À faire');
    await expect(page.getByRole('region', { name: 'À faire' }).getByRole('status')).toHaveText('Chargement…');
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

  test('a remote’s page shows its heading from the route table, an unknown route none', async ({ page }) => {
    test.setTimeout(120_000); // two loads for each of some thirty routes, on a busy CI machine
    await page.route('**/main.js', (route) => route.abort());
    for (const route of ROUTES.filter((r) => r.owner !== 'shell')) {
      await page.goto(`/#${route.path.replace(/:\w+/g, '1')}`);
      await page.reload(); // a new hash alone does not load the page again
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page).toHaveTitle(`${route.title} · Tableau de bord`);
      await expect(page.getByRole('list', { name: 'Sections' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    }
    await page.goto('/#/nulle-part');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('a page a remote shipped after the shell’s build takes its heading from the table read last time', async ({ page }) => {
    const leisure = REMOTE_TABLES.leisure;
    const stored = { leisure: { ...leisure, routes: [...leisure.routes, { path: '/vins', title: 'Cave à vins' }] } };
    await page.addInitScript((tables) => localStorage.setItem('tableau-de-bord.routes', tables), JSON.stringify(stored));
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/#/vins');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cave à vins');
  });
});

test.describe('a click before the app is drawn', () => {
  /** main.js held back until `release`: the pre-rendered page is all there is, its buttons without handlers. */
  async function holdApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('a menu clicked on the pre-rendered page opens once the app is drawn', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/');
    const appt = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: /^Appt/ });
    await appt.click();
    await expect(page.locator('#nav-appt a')).toHaveCount(0);
    release();
    await expect(page.locator('#nav-appt a')).toHaveText(navEntries('appt').map((r) => r.nav!.label));
    await expect(appt).toHaveAttribute('aria-expanded', 'true');
    await expect(appt).toBeFocused();
  });

  test('a menu opened and closed again before then stays closed', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/');
    const appt = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: /^Appt/ });
    await appt.click();
    await expect(appt).toHaveAttribute('data-pending', '');
    await appt.click();
    await expect(appt).not.toHaveAttribute('data-pending');
    release();
    // The app is drawn (Home's overview) and the menu is still closed.
    await expect(page.getByRole('group', { name: 'Parc immobilier' })).toBeVisible();
    await expect(appt).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#nav-appt a')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('« ☰ Menu » tapped before the app is drawn shows the groups once it is', async ({ page }) => {
      const release = await holdApp(page);
      await page.goto('/#/depenses');
      const burger = page.getByRole('button', { name: 'Menu' });
      await burger.click();
      // The tap shows as taken (outlined) while the app starts.
      await expect(burger).toHaveAttribute('data-pending', '');
      expect(await burger.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');
      await expect(page.getByRole('button', { name: /^Opvcm/ })).toBeHidden();
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES.find((r) => r.path === '/depenses')!.title);
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(burger).not.toHaveAttribute('data-pending');
      await expect(page.getByRole('button', { name: /^Opvcm/ })).toBeVisible();
    });
  });
});

test('a remote’s page keeps its heading in place while its code arrives', async ({ page }) => {
  const leisure = localOrigin(TOPOLOGY.remotes.leisure.port);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${leisure}/remoteEntry.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/restau');
  const heading = page.getByRole('heading', { level: 1 });
  // The app has started (its spinner), the remote's code is held back.
  await expect(page.getByRole('status').filter({ hasText: 'Chargement de la section Loisirs…' })).toBeAttached();
  await expect(heading).toHaveText('Restaurants');
  const before = await heading.boundingBox();
  release();
  await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toBeVisible();
  await expect(heading).toHaveText('Restaurants');
  expect(await heading.boundingBox()).toEqual(before);
});

test('the opening page’s remote is started early, its manifest fetched once, and the shell’s editing pieces with it', async ({ page }) => {
  const leisure = localOrigin(TOPOLOGY.remotes.leisure.port);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/#/restau');
  // The page's own content (its heading is there from the first paint): the remote has run.
  await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toBeVisible();
  const preloads = await page.locator('link[rel=preload]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads).toContain(`${leisure}/remoteEntry.js`);
  expect(requests.filter((url) => url === `${leisure}/mf-manifest.json`)).toHaveLength(1);
  // Its table is the kernel's (shared-kernel/edit): the shell's files of it leave with the page's
  // code, from the start's preloads, instead of once that code has run; each downloaded once.
  const editing = await page.evaluate(() =>
    (JSON.parse(document.getElementById('shared-files')?.textContent ?? '{}') as Record<string, string[]>)['shared-kernel/edit']?.map(
      (file) => new URL(file, document.baseURI).href,
    ),
  );
  expect(editing?.length).toBeGreaterThan(0);
  for (const href of editing ?? []) {
    expect(preloads).toContain(href);
    expect(requests.filter((url) => url === href)).toHaveLength(1);
  }
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
  // On Home, whose content is pre-rendered, no script is even downloaded before that paint:
  // the stylesheet it waits for has the network to itself.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => /\.js$/.test(new URL(r.name).pathname))
      .map((r) => ({ name: r.name, start: r.startTime })),
  );
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.start < (paint ?? 0))).toEqual([]);
});

test('on another route too, the start’s preloads reach the page, main.js and its libraries once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/#/depenses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dépenses');
  const head = await page.evaluate(() => ({
    template: [...(document.querySelector<HTMLTemplateElement>('template[data-start]')?.content.querySelectorAll('link[rel=preload]') ?? [])].map(
      (l) => new URL(l.getAttribute('href')!, document.baseURI).href,
    ),
    added: [...document.head.querySelectorAll('link[rel=preload]')].map((l) => (l as HTMLLinkElement).href),
  }));
  // main.js, config.json and the chunk behind the shell's async boundary at least; each of them in the page, once.
  expect(head.template.length).toBeGreaterThanOrEqual(3);
  expect(head.template.some((href) => href.endsWith('/main.js'))).toBe(true);
  for (const href of head.template) expect(head.added.filter((added) => added === href), href).toHaveLength(1);
  // main.js and the libraries split from it (react-dom alone, zod with react-query, the others): each downloaded once, preload and script alike.
  const scripts = head.template.filter((href) => href.endsWith('.js'));
  expect(scripts.filter((href) => /\/(react-dom|zod-react-query|libraries)\.[0-9a-f]{10}\.js$/.test(href))).toHaveLength(3);
  for (const href of scripts) expect(requested.filter((url) => url === href), href).toHaveLength(1);
});
