/**
 * Privacy mode: the navbar's « Masquer les montants » hides every amount (« ••• ») on every
 * data page, in the text, in the charts' SVG (axes) and in their tooltips; counts,
 * percentages and other quantities stay; the choice survives a reload, and turning it off
 * brings the api's figures back.
 */
import type { RecapLoyers, Tdb } from 'area-immo/contract';
import { formatEuro } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test, type AllData, type Page } from './fixtures';
import { ROUTES } from './routeTable';

const HIDDEN = '•••';
const titleOf = (path: string) => ROUTES.find((r) => r.path === path)!.title;
const TOGGLE = 'Masquer les montants';
/** A euro figure as any formatter writes it: "1 234,50 €", "12 €", "128,3 k €". */
const EURO_FIGURE = /\d[\d\s\u202f\u00a0.,]*\s?(k\s?)?€/;

/** The page's visible text and the text of its SVG (innerText may leave SVG out). */
const pageText = (page: Page) =>
  page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('svg text')].map((t) => t.textContent ?? '')].join('\n'));

/** Scrolls to the bottom and back, so charts drawn when they scroll in are drawn. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Pages that show no figure as they open: a bank statement's amounts once a file is read
 * (statements.spec.ts hides them); the years of the rental-income statement, links only.
 */
const NO_FIGURE_ON_OPENING = ['/releves', '/revenus-fonciers'];

/** The data pages: Home, every immo, opvcm and charts route, and the restaurants (their prices). */
function dataPages(property: string, loan: string): Array<{ path: string; title: string }> {
  const params: Record<string, string> = { '/bien/:nom': property, '/emprunt/:nom': loan };
  const shown = ROUTES.filter((r) => !NO_FIGURE_ON_OPENING.includes(r.path));
  return shown.filter((r) => r.path === '/' || r.path === '/restau' || ['immo', 'opvcm', 'charts'].includes(r.owner)).map((r) => ({
    path: r.path.replace(/:\w+/, encodeURIComponent(params[r.path] ?? r.param?.example ?? '')),
    title: r.title,
  }));
}

test('privacy mode hides every amount on every data page, is remembered, and gives the figures back', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [{ immos }, { emprunt }, recap] = await Promise.all([
    apiPayload<AllData>(request, 'immeubles/alldata'),
    apiPayload<Tdb>(request, 'immeubles/tdb/'),
    apiPayload<RecapLoyers>(request, 'immeubles/recaployers'),
  ]);
  const property = immos.find((i) => i.IM_VENDU === 0 && i.LOYER_MOIS > 0)!.IM_NOM;
  const loan = Object.keys(emprunt).find((n) => n !== 'total')!;
  const theoretical = formatEuro(recap.totalLoyerTheorique);
  const theoreticalCard = page.getByRole('heading', { level: 3, name: 'Loyers théoriques', exact: true }).locator('xpath=following-sibling::p[1]');

  await openRoute(page, '/recap', 'Récap loyers');
  await expect(theoreticalCard).toHaveText(theoretical);
  const toggle = page.getByRole('button', { name: TOGGLE });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Once, from the keyboard.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The page already open follows at once.
  await expect(theoreticalCard).toHaveText(HIDDEN);

  for (const { path, title } of dataPages(property, loan)) {
    await test.step(path, async () => {
      await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
      await scrollThrough(page);
      // Drawn: an amount hidden somewhere (energy only counts kWh: one of those instead).
      const drawn = path === '/graphedf' ? /\d\u00a0kWh/ : HIDDEN;
      await expect.poll(() => pageText(page), { message: `${path} : page dessinée` }).toMatch(drawn);
      expect((await pageText(page)).match(EURO_FIGURE)?.[0], `${path} : montant visible`).toBeUndefined();
    });
  }

  await test.step('counts and percentages stay', async () => {
    await page.evaluate(() => (window.location.hash = '#/recap'));
    await expect(page.getByText(/Réalisé : \d+\u00a0%/).first()).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(
      page.getByRole('heading', { level: 3, name: 'Total parc', exact: true }).locator('xpath=following-sibling::p[1]'),
    ).toHaveText(String(immos.length));
  });

  await test.step('chart tooltips show « ••• »', async () => {
    await openRoute(page, '/graphdepenses', titleOf('/graphdepenses'));
    await page.locator('[data-testid^="bar.item.Dépenses."]').last().hover();
    await expect(page.getByText(new RegExp(`^\\d{4} : ${HIDDEN}$`))).toBeVisible();

    await openRoute(page, '/grapheopvcm', titleOf('/grapheopvcm'));
    const circles = page.getByRole('figure', { name: 'Bulles des placements, regroupés par banque' }).locator('circle');
    await expect(circles.first()).toBeVisible();
    const radii = await circles.evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('r'))));
    await circles.nth(radii.indexOf(Math.max(...radii))).hover();
    await expect(page.getByText(new RegExp(`\\) : ${HIDDEN}$`))).toBeVisible();
  });

  await test.step('remembered after a reload; off brings the figures back', async () => {
    await openRoute(page, '/recap', 'Récap loyers');
    await page.reload();
    await expect(page.getByRole('button', { name: TOGGLE })).toHaveAttribute('aria-pressed', 'true');
    await expect(theoreticalCard).toHaveText(HIDDEN);
    await page.getByRole('button', { name: TOGGLE }).click();
    await expect(page.getByRole('button', { name: TOGGLE })).toHaveAttribute('aria-pressed', 'false');
    await expect(theoreticalCard).toHaveText(theoretical);
    await page.reload();
    await expect(theoreticalCard).toHaveText(theoretical);
  });
});

test('on a phone the toggle sits in the bar, outside the folded menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRoute(page, '/recap', 'Récap loyers');
  const toggle = page.getByRole('button', { name: TOGGLE });
  await expect(page.getByRole('button', { name: /Menu/ })).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const box = (await toggle.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole('heading', { level: 3, name: 'Loyers théoriques', exact: true }).locator('xpath=following-sibling::p[1]')).toHaveText(HIDDEN);
});
