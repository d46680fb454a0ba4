import type { BankEntry, BricksListe, Opvcm } from 'area-opvcm/contract';
import { formatEuro, formatPercent } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test, type AllData } from './fixtures';

const cents = (n: number) => Math.round(n * 100) / 100;
const signed = (n: number) => (n > 0 ? `+${formatEuro(n)}` : formatEuro(n));
const saleTotal = (ops: readonly Opvcm[]) => formatEuro(cents(ops.reduce((s, o) => s + o.OP_MT_VTE, 0)));

test('bank tiles show the api figures and Diff / sum of Diff, rounded', async ({ page, request }) => {
  const banks = await apiPayload<BankEntry[]>(request, 'immeubles/oplistebybk');
  expect(banks.length).toBeGreaterThan(1);
  await openRoute(page, '/listebybk', 'Placements par banque');
  const tiles = page.getByRole('region', { name: 'Placements par banque' }).locator('section');
  await expect(tiles).toHaveCount(banks.length);
  const sumDiff = banks.reduce((s, b) => s + b.Diff, 0);
  for (const [i, bank] of banks.entries()) {
    const tile = tiles.nth(i);
    await expect(tile.getByRole('heading', { level: 3 })).toHaveText(bank.NOM);
    await expect(tile.locator('h3 + p')).toHaveText(formatEuro(bank.Solde));
    await expect(tile.locator('dd')).toHaveText([
      String(bank.nbre),
      signed(bank.Diff),
      formatPercent(Math.round((100 * bank.Diff) / sumDiff)),
    ]);
  }
});

test('the type buttons change the cards and the total; the pressed one is announced', async ({ page, request }) => {
  const { opvcm } = await apiPayload<AllData>(request, 'immeubles/alldata');
  await openRoute(page, '/listeopvcm', 'Placements par type');
  const group = page.getByRole('group', { name: 'Type de placement' });
  await expect(group.getByRole('button')).toHaveText(['All', 'Assv', 'Assv-0', 'act.', 'PEA']);
  const total = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Total de la sélection' }) });

  const cases: Array<[string, (o: Opvcm) => boolean]> = [
    ['Assv-0', (o) => o.OP_TYPE_PLCMT === 'ASSV0'], // the default
    ['PEA', (o) => o.OP_TYPE_PLCMT === 'PEA'],
    ['act.', (o) => o.OP_TYPE_PLCMT === 'ACT'],
    ['Assv', (o) => o.OP_TYPE_PLCMT === 'ASSV'],
    ['All', () => true],
  ];
  for (const [label, keep] of cases) {
    const button = group.getByRole('button', { name: label, exact: true });
    if (label !== 'Assv-0') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
    const ops = opvcm.filter(keep);
    const cards = page.getByRole('region', { name: `Placements ${label}` }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(ops.map((o) => o.OP_NOM));
    await expect(total.locator('h2 + p')).toHaveText(saleTotal(ops));
  }
});

test('the table lists the selection and All lists every holding', async ({ page, request }) => {
  const { opvcm } = await apiPayload<AllData>(request, 'immeubles/alldata');
  await openRoute(page, '/listetabopvcm', 'Tableau des placements');
  const assv0 = opvcm.filter((o) => o.OP_TYPE_PLCMT === 'ASSV0');
  await expect(page.getByRole('table', { name: 'Placements Assv-0' }).locator('tbody tr')).toHaveCount(assv0.length);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const table = page.getByRole('table', { name: 'Placements All' });
  await expect(table.locator('tbody tr')).toHaveCount(opvcm.length);
  await table.getByRole('button', { name: 'Vente' }).click();
  const smallest = [...opvcm].sort((a, b) => a.OP_MT_VTE - b.OP_MT_VTE)[0]!;
  await expect(table.locator('tbody tr').first().locator('td').nth(5)).toHaveText(formatEuro(smallest.OP_MT_VTE));
});

test('the bubble chart draws one bubble per holding, with a fr-FR tooltip', async ({ page, request }) => {
  const { opvcm } = await apiPayload<AllData>(request, 'immeubles/alldata');
  await openRoute(page, '/grapheopvcm', 'Graphe bulles');
  const chart = page.getByRole('figure', { name: 'Bulles des placements, regroupés par banque' });
  const bubbles = new Set(opvcm.filter((o) => o.OP_MT_VTE > 0).map((o) => `${o.OP_BQ}.${o.OP_NOM}`));
  await expect(chart.locator('circle')).toHaveCount(bubbles.size);
  const box = await chart.locator('svg').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(450);

  const biggest = [...opvcm].sort((a, b) => b.OP_MT_VTE - a.OP_MT_VTE)[0]!;
  const circles = chart.locator('circle');
  const radii = await circles.evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('r'))));
  await circles.nth(radii.indexOf(Math.max(...radii))).hover();
  await expect(page.getByText(`${biggest.OP_NOM} (${biggest.OP_BQ}) :`)).toBeVisible();
  await expect(page.getByText(formatEuro(biggest.OP_MT_VTE), { exact: true }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a bubble tapped at the edge of the chart is named, whole, under it', async ({ page, request }) => {
    const { opvcm } = await apiPayload<AllData>(request, 'immeubles/alldata');
    await openRoute(page, '/grapheopvcm', 'Graphe bulles');
    const chart = page.getByRole('figure', { name: 'Bulles des placements, regroupés par banque' });
    const circles = chart.locator('circle');
    await expect(circles.first()).toBeVisible();
    const rights = await circles.evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().right));
    await circles.nth(rights.indexOf(Math.max(...rights))).click();
    const caption = chart.locator('[aria-live]');
    const text = (await caption.textContent()) ?? '';
    const holding = opvcm.find((o) => text.startsWith(`${o.OP_NOM} (${o.OP_BQ}) : `));
    expect(holding, text).toBeDefined();
    // Its amount, the sum of that fund at that bank (one bubble), in fr-FR euros.
    const sum = opvcm.filter((o) => o.OP_NOM === holding!.OP_NOM && o.OP_BQ === holding!.OP_BQ).reduce((s, o) => s + o.OP_MT_VTE, 0);
    await expect(caption).toHaveText(`${holding!.OP_NOM} (${holding!.OP_BQ}) : ${formatEuro(Math.round(sum * 100) / 100)}`);
    const box = (await caption.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test('bricks: a card per brick and two pies drawn, one slice per brick', async ({ page, request }) => {
  const { bricks } = await apiPayload<BricksListe>(request, 'immeubles/bricksliste');
  await openRoute(page, '/brickssynthese', 'Bricks');
  await expect(page.getByRole('region', { name: 'Bricks' }).getByRole('heading', { level: 3 })).toHaveText(bricks.map((b) => b.nom));
  for (const title of ['Achats', 'Loyers']) {
    const pie = page.getByRole('img', { name: `${title} par brick` });
    await pie.scrollIntoViewIfNeeded(); // a chart is drawn when it comes near the viewport
    await expect(pie.locator('path[fill]:not([fill="none"])')).toHaveCount(bricks.length);
  }
  const rents = bricks.map((b) => cents(Object.values(b.loyers).reduce((s, v) => s + v, 0)));
  const legend = page.getByRole('list', { name: 'Loyers : détail' }).locator('li');
  await expect(legend).toHaveCount(bricks.length);
  for (const [i, b] of bricks.entries()) await expect(legend.nth(i)).toContainText(`${b.nom}${formatEuro(rents[i]!)}`);
});

test('the holdings come from the shared alldata cache: no second request after /recap', async ({ page }) => {
  const alldata: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/api/immeubles/alldata')) alldata.push(r.url());
  });
  await openRoute(page, '/recap', 'Récap loyers');
  await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
  const afterRecap = alldata.length;

  await page.evaluate(() => (window.location.hash = '#/listeopvcm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Placements par type');
  await expect(page.getByRole('region', { name: 'Placements Assv-0' })).toBeVisible();
  // Loaded at most once in all: by /recap's remote if it needed it, else by this page.
  expect(alldata).toHaveLength(Math.max(afterRecap, 1));

  for (const [hash, heading] of [
    ['#/listetabopvcm', 'Tableau des placements'],
    ['#/grapheopvcm', 'Graphe bulles'],
    ['#/listeappt', 'Liste Appt'], // another remote reads the same cache
    ['#/listeopvcm', 'Placements par type'],
  ] as const) {
    await page.evaluate((h) => (window.location.hash = h), hash);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
  }
  expect(alldata).toHaveLength(1);
});

test.describe('when the by-bank list fails', () => {
  test.use({ allowedErrors: /Failed to load resource|unable to load opvcm on opvcm store init/ });

  test("shows 'erreur magasin' with the spec message; Réessayer loads the tiles", async ({ page }) => {
    const path = '**/api/immeubles/oplistebybk';
    await page.route(path, (route) => route.fulfill({ status: 500, json: { error: 'failure', message: 'panne' } }));
    await page.goto('/#/listebybk');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'erreur magasin' })).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('unable to load opvcm on opvcm store init');
    await page.unroute(path);
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('region', { name: 'Placements par banque' }).locator('section').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
