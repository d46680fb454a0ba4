/**
 * The charts remote in the browser: every chart page draws as many marks as the api's series
 * have values, in French and fr-FR, readable on a phone; nivo is downloaded on these pages
 * only, never on Home; a failed or malformed load degrades to a message with Réessayer.
 */
import type { Locator, Page, Request } from '@playwright/test';
// The parser the charts use (its own export: the package's main entry pulls the React UI).
import { parseGraph, type ParsedGraph } from 'shared-kernel/legacyGraph';
import { apiPayload, expect, openRoute, test } from './fixtures';
import { ROUTES } from './routeTable';

interface FigureSpec {
  title: string;
  path: string;
  axe: string;
  serie: string;
  kind: 'bar' | 'line';
  axisTitles: string[];
}

interface PageSpec {
  route: string;
  figures: FigureSpec[];
}

const YEAR_EUROS = (y: string) => ['Année', y];
const PAGES: PageSpec[] = [
  {
    route: '/graphedf',
    figures: [
      { title: 'Herm : consommation par année', path: 'immeubles/graphedf', axe: 'axeHerm', serie: 'serieHerm', kind: 'line', axisTitles: ['Année', 'Consommation (kWh)'] },
      { title: 'Fleurs : consommation par année', path: 'immeubles/graphedf', axe: 'axeFleurs', serie: 'serieFleurs', kind: 'line', axisTitles: ['Année', 'Consommation (kWh)'] },
      { title: 'Fleurs : consommation par mois', path: 'immeubles/graphedf', axe: 'axeFleursMois', serie: 'serieFleursMois', kind: 'line', axisTitles: ['Mois', 'Consommation (kWh)'] },
    ],
  },
  {
    route: '/graphtxfronciere',
    figures: [
      { title: 'Taxe foncière par bien', path: 'immeubles/graphTxFonciere/0', axe: 'axe_fonciere', serie: 'serie_fonciere', kind: 'bar', axisTitles: YEAR_EUROS('Taxe foncière (€)') },
      { title: 'Taxe foncière totale', path: 'immeubles/graphTxFonciere/1', axe: 'axe_fonciere', serie: 'serie_fonciere', kind: 'bar', axisTitles: YEAR_EUROS('Taxe foncière (€)') },
    ],
  },
  {
    route: '/bank',
    figures: [
      { title: 'Achats cumulés par banque', path: 'immeubles/graphcumulbk', axe: 'axe', serie: 'serie', kind: 'bar', axisTitles: YEAR_EUROS('Achats cumulés (€)') },
      { title: 'Achats cumulés par bénéficiaire', path: 'immeubles/graphcumulbenef', axe: 'axe', serie: 'serie', kind: 'bar', axisTitles: YEAR_EUROS('Achats cumulés (€)') },
    ],
  },
  {
    route: '/graphbybenef',
    figures: [
      { title: 'Achats cumulés par bénéficiaire', path: 'immeubles/graphcumulbenef', axe: 'axe', serie: 'serie', kind: 'line', axisTitles: YEAR_EUROS('Achats cumulés (€)') },
    ],
  },
  {
    route: '/graphdepenses',
    figures: [
      { title: 'Dépenses personnelles par année', path: 'immeubles/graphDepPerso', axe: 'axe_depenses', serie: 'serie_depenses', kind: 'bar', axisTitles: YEAR_EUROS('Dépenses (€)') },
    ],
  },
];

const titleOf = (route: string) => ROUTES.find((r) => r.path === route)!.title;
const MARKS = { bar: '[data-testid^="bar.item."]', line: '[data-testid^="line.point."]' } as const;

async function graphFromApi(request: import('@playwright/test').APIRequestContext, f: FigureSpec): Promise<ParsedGraph> {
  const payload = await apiPayload<Record<string, string>>(request, f.path);
  return parseGraph(payload[f.axe]!, payload[f.serie]!);
}

/** Bounding boxes of the x-axis tick labels of a chart (texts under the plot, not rotated). */
async function xTickBoxes(figure: Locator, labels: readonly string[]) {
  return figure.locator('svg text').evaluateAll(
    (texts, all) =>
      texts
        .filter((t) => all.includes(t.textContent ?? ''))
        .map((t) => {
          const r = t.getBoundingClientRect();
          return { text: t.textContent, left: r.left, right: r.right };
        }),
    [...labels],
  );
}

async function checkFigures(page: Page, request: import('@playwright/test').APIRequestContext, spec: PageSpec) {
  await openRoute(page, spec.route, titleOf(spec.route));
  for (const f of spec.figures) {
    const graph = await graphFromApi(request, f);
    const values = graph.series.reduce((n, s) => n + s.data.length, 0);
    expect(values, `${f.title} : la démo a des données`).toBeGreaterThan(0);

    const figure = page.getByRole('figure', { name: f.title });
    // Scrolled to, as the owner would: a chart is drawn when it comes near the viewport.
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByRole('img')).toBeVisible();
    // One mark per value of the api's series.
    await expect(figure.locator(MARKS[f.kind])).toHaveCount(values);
    // French axis titles, the most recent label always printed.
    const svgTexts = await figure.locator('svg text').allTextContents();
    expect(svgTexts).toEqual(expect.arrayContaining([...f.axisTitles, graph.axis.at(-1)!]));
    // A legend naming the series when there are several.
    const legend = figure.getByRole('list', { name: 'Légende' });
    if (graph.series.length > 1) await expect(legend.getByRole('listitem')).toHaveText(graph.series.map((s) => s.name));
    else await expect(legend).toHaveCount(0);

    // Category labels never overlap and stay inside the page.
    const boxes = await xTickBoxes(figure, graph.axis);
    expect(boxes.length).toBeGreaterThan(0);
    const viewport = page.viewportSize()!.width;
    boxes.forEach((b, i) => {
      expect(b.left, `${b.text} dans la page`).toBeGreaterThanOrEqual(0);
      expect(b.right, `${b.text} dans la page`).toBeLessThanOrEqual(viewport);
      if (i > 0) expect(b.left, `${boxes[i - 1]!.text} / ${b.text}`).toBeGreaterThan(boxes[i - 1]!.right);
    });
  }
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const spec of PAGES) {
  test(`${spec.route} draws one mark per value of the api's series`, async ({ page, request }) => {
    await checkFigures(page, request, spec);
  });

  test(`${spec.route} is readable on a phone (375 px)`, async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await checkFigures(page, request, spec);
  });
}

test('on a phone, a chart below the fold is drawn once scrolled to, in a box that keeps its height', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await openRoute(page, '/graphedf', titleOf('/graphedf'));
  const [herm, , monthly] = PAGES.find((p) => p.route === '/graphedf')!.figures;
  await expect(page.getByRole('figure', { name: herm!.title }).locator(MARKS.line).first()).toBeVisible();
  // A few frames later, the chart far below is still a box, named like the chart, of the chart's height.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
  const figure = page.getByRole('figure', { name: monthly!.title });
  const box = figure.getByRole('img', { name: /consommation mensuelle/ });
  await expect(box).toHaveJSProperty('tagName', 'DIV');
  await expect(figure.locator('svg')).toHaveCount(0);
  const height = (await box.boundingBox())!.height;
  expect(height).toBeGreaterThan(300);

  await figure.scrollIntoViewIfNeeded();
  const graph = await graphFromApi(request, monthly!);
  await expect(figure.locator(MARKS.line)).toHaveCount(graph.axis.length);
  const drawn = figure.locator('svg[role="img"]');
  await expect(drawn).toHaveAccessibleName(/consommation mensuelle/);
  expect((await drawn.boundingBox())!.height).toBe(height);
  // Nothing moved on the page while the charts were drawn.
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shifts).toBe(0);
});

test('from Home, the navbar leads to the bank charts, drawn in full', async ({ page, request }) => {
  await openRoute(page, '/', 'Tableau de bord');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: /^Infos/ }).click();
  await page.locator('#nav-infos').getByRole('link', { name: 'Gr. Bank' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('/bank'));
  for (const f of PAGES.find((p) => p.route === '/bank')!.figures) {
    const graph = await graphFromApi(request, f);
    const figure = page.getByRole('figure', { name: f.title });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator(MARKS.bar)).toHaveCount(
      graph.series.length * graph.axis.length,
    );
  }
});

test('a tooltip gives the exact amount in fr-FR euros', async ({ page, request }) => {
  const f = PAGES.find((p) => p.route === '/graphdepenses')!.figures[0]!;
  const graph = await graphFromApi(request, f);
  await openRoute(page, '/graphdepenses', titleOf('/graphdepenses'));
  const i = graph.axis.length - 1;
  await page.getByRole('figure', { name: f.title }).locator(`[data-testid="bar.item.Dépenses.${i}"]`).hover();
  const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(graph.series[0]!.data[i]!);
  await expect(page.getByText(`${graph.axis[i]} : ${amount}`)).toBeVisible();
});

test('the figures of a chart are reachable with the keyboard, as a table', async ({ page, request }) => {
  const f = PAGES.find((p) => p.route === '/graphtxfronciere')!.figures[1]!;
  const graph = await graphFromApi(request, f);
  await openRoute(page, '/graphtxfronciere', titleOf('/graphtxfronciere'));
  const figure = page.getByRole('figure', { name: f.title });
  await expect(figure.getByRole('img')).toBeVisible();
  const summary = figure.locator('summary', { hasText: 'Voir les données' });
  // Tab until the summary has the focus, then open it with the keyboard.
  for (let i = 0; i < 40 && !(await summary.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const table = figure.getByRole('table', { name: f.title });
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(graph.axis.length);
});

/** Script URLs a page requests while `action` runs. */
async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<Map<string, Request>> {
  const scripts = new Map<string, Request>();
  const onRequest = (r: Request) => {
    if (r.resourceType() === 'script') scripts.set(r.url(), r);
  };
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return scripts;
}

/** Whether a script holds nivo's code (its default palette is in @nivo/core and @nivo/colors). */
async function holdsNivo(request: import('@playwright/test').APIRequestContext, url: string): Promise<boolean> {
  const body = await (await request.get(url)).text();
  return body.includes('#e8c1a0');
}

test('Home downloads no nivo code; a chart page does', async ({ browser, request }) => {
  const home = await browser.newPage();
  const homeScripts = await scriptsDuring(home, async () => {
    await openRoute(home, '/', 'Tableau de bord');
  });
  await home.close();

  const charts = await browser.newPage();
  const chartScripts = await scriptsDuring(charts, async () => {
    await openRoute(charts, '/graphedf', titleOf('/graphedf'));
    await expect(charts.getByRole('figure').first().getByRole('img')).toBeVisible();
  });
  await charts.close();

  const nivoOnCharts: string[] = [];
  for (const url of chartScripts.keys()) if (await holdsNivo(request, url)) nivoOnCharts.push(url);
  expect(nivoOnCharts.length, 'la page de graphiques charge nivo').toBeGreaterThan(0);

  for (const url of homeScripts.keys()) {
    expect(nivoOnCharts, `Home charge ${url}`).not.toContain(url);
    expect(await holdsNivo(request, url), `Home charge du code nivo : ${url}`).toBe(false);
  }
});

test.describe('when a chart cannot be had', () => {
  test.use({ allowedErrors: /unable to load graph depenses|unable to load graph cumul benef|Failed to load resource|status of 500/ });

  test('a failed load shows the spec message with Réessayer, which recovers', async ({ page, request }) => {
    await page.route('**/api/immeubles/graphDepPerso', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'panne', message: 'panne simulée' }) }),
    );
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await openRoute(page, '/graphdepenses', titleOf('/graphdepenses'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('unable to load graph depenses', { timeout: 15_000 });
    expect(logged.some((t) => t.includes('unable to load graph depenses'))).toBe(true);

    await page.unroute('**/api/immeubles/graphDepPerso');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    const f = PAGES.find((p) => p.route === '/graphdepenses')!.figures[0]!;
    const graph = await graphFromApi(request, f);
    await expect(page.getByRole('figure', { name: f.title }).locator(MARKS.bar)).toHaveCount(graph.axis.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a malformed series shows a clear French message instead of the chart', async ({ page }) => {
    await page.route('**/api/immeubles/graphcumulbenef', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ payload: { axe: '[2024,2025]', serie: '[{"name":"Léa","data":[1]}]' } }),
      }),
    );
    await openRoute(page, '/graphbybenef', titleOf('/graphbybenef'));
    const figure = page.getByRole('figure', { name: 'Achats cumulés par bénéficiaire' });
    const alert = figure.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Graphique illisible' })).toBeVisible();
    // (Singular « 1 valeur » once the shell is rebuilt with this kernel; earlier builds say « valeurs ».)
    await expect(alert).toContainText(/série « Léa » : 1 valeurs? pour 2 libellés/);
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(figure.getByRole('img')).toHaveCount(0);
  });

  test("when nivo's code cannot be downloaded, the page's text stays and each chart offers Réessayer", async ({ page, request }) => {
    // Every script holding nivo fails until the owner retries (a dropped connection).
    let down = true;
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      if (down && (await response.text()).includes('#e8c1a0')) return route.abort('connectionreset');
      return route.fulfill({ response });
    });
    await openRoute(page, '/graphedf', titleOf('/graphedf'));
    const [herm, fleurs] = PAGES.find((p) => p.route === '/graphedf')!.figures;
    const figure = page.getByRole('figure', { name: herm!.title });
    // The page came without the chart code: its sentences are there.
    await expect(figure.getByText(/Électricité consommée au compteur Herm/)).toBeVisible();
    await expect(figure.getByRole('alert')).toContainText("Le graphique n'a pas pu être chargé.", { timeout: 15_000 });
    await expect(figure.locator(MARKS.line)).toHaveCount(0);
    const summary = figure.locator('summary', { hasText: 'Voir les données' });
    const before = (await summary.boundingBox())!.y;

    down = false;
    await figure.getByRole('button', { name: 'Réessayer' }).click();
    const graph = await graphFromApi(request, herm!);
    await expect(figure.locator(MARKS.line)).toHaveCount(graph.axis.length);
    // The message held the chart's place: nothing under it moved.
    expect((await summary.boundingBox())!.y).toBe(before);
    // The chart next to it, of the same kind, is drawn by the same retry.
    const other = page.getByRole('figure', { name: fleurs!.title });
    await expect(other.locator(MARKS.line)).toHaveCount((await graphFromApi(request, fleurs!)).axis.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
