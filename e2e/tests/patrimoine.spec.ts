/**
 * « Patrimoine » on the demo data (estimates of three properties, listed shares with their
 * ISIN, gold bought then partly sold, bricks): the card, the table by year and the months
 * behind « Voir les données » agree with GET /api/patrimoine; Home's « Patrimoine net » card
 * shows the same net; at 390 px the page holds without overflow or accessibility violation, a
 * card per year its net first.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BricksListe, Patrimoine, PatrimoineMois } from 'area-opvcm/contract';
import { formatEuro } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, scrollUntilVisible, test, type Page } from './fixtures';
import { sideways } from './sideways';

/** « 12/2025 » for 2025-12, as the page writes a month. */
const monthLabel = (mois: string) => `${mois.slice(5, 7)}/${mois.slice(0, 4)}`;
/** The figures of a month in the tables' order: the classes, then the net. */
const figures = (m: PatrimoineMois) => [m.immobilier, m.placements, m.bricks, m.or, m.emprunts, m.net].map((v) => (v === null ? 'non valorisé' : formatEuro(v)));
const YEAR_TABLE = 'Patrimoine par année (décembre, ou le dernier mois connu)';

/** The last month of each year, oldest first (December, or the latest month of this year). */
function yearEnds(mois: readonly PatrimoineMois[]): PatrimoineMois[] {
  const byYear = new Map<string, PatrimoineMois>();
  for (const m of mois) byYear.set(m.mois.slice(0, 4), m);
  return [...byYear.values()];
}

/** The api's default range (the last 36 months), read once the page shows it. */
async function patrimoineOf(page: Page): Promise<PatrimoineMois[]> {
  const { mois, non_valorises } = await apiPayload<Patrimoine>(page.request, 'patrimoine');
  expect(mois).toHaveLength(36);
  // Gold held while no price of it is known (no gold feed here): not valued, named as such.
  expect(non_valorises).toEqual(mois.some((m) => m.or === null) ? ['or'] : []);
  return mois;
}

test('the card, the table by year and the months agree with the api', async ({ page }) => {
  await openRoute(page, '/patrimoine', 'Patrimoine');
  const years = page.getByRole('table', { name: YEAR_TABLE });
  await expect(years).toBeVisible();
  const mois = await patrimoineOf(page);
  const last = mois.at(-1)!;

  // Every class of the demo is there: properties (estimates), holdings, bricks, loans still due.
  const { bricks } = await apiPayload<BricksListe>(page.request, 'immeubles/bricksliste');
  expect(last.bricks).toBe(bricks.reduce((s, b) => s + b.achat, 0));
  expect(last.immobilier).toBeGreaterThan(0);
  expect(last.placements).toBeGreaterThan(0);
  expect(last.emprunts).toBeGreaterThan(0);
  expect(last.net).toBeCloseTo(last.immobilier + last.placements + last.bricks + (last.or ?? 0) - last.emprunts, 2);

  const card = page.getByRole('heading', { level: 2, name: 'Patrimoine net' }).locator('xpath=ancestor::section[1]');
  await expect(card.locator('h2 + p')).toHaveText(formatEuro(last.net));
  if (last.or === null) await expect(card).toContainText('Or non valorisé (aucun cours connu)');
  await expect(card).toContainText(`Fin ${monthLabel(last.mois)} :`);
  await expect(card).toContainText(' sur 12 mois');

  const yearRows = yearEnds(mois).map((m) => [m.mois.endsWith('-12') ? m.mois.slice(0, 4) : `${m.mois.slice(0, 4)} (fin ${monthLabel(m.mois)})`, ...figures(m)]);
  await expect(years.locator('tbody tr')).toHaveCount(yearRows.length);
  for (const [i, row] of yearRows.entries()) await expect(years.locator('tbody tr').nth(i).locator('td')).toHaveText(row);

  // The chart, and its figures month by month for screen readers.
  const figure = page.getByRole('figure', { name: 'Évolution du patrimoine' });
  await expect(figure.getByRole('img', { name: 'Patrimoine par classe et patrimoine net, mois par mois' })).toBeVisible();
  await figure.getByText('Voir les données').click();
  const months = figure.getByRole('table', { name: 'Patrimoine mois par mois' });
  await expect(months.locator('tbody tr')).toHaveCount(mois.length);
  await expect(months.locator('tbody tr').first().locator('td')).toHaveText([monthLabel(mois[0]!.mois), ...figures(mois[0]!)]);
  await expect(months.locator('tbody tr').last().locator('td')).toHaveText([monthLabel(last.mois), ...figures(last)]);
});

test('Home shows the same net under the park overview, and its link opens the page', async ({ page }) => {
  await page.goto('/#/');
  const region = page.getByRole('region', { name: 'Patrimoine net' });
  // Below the fold: its code and data load as it comes near.
  await scrollUntilVisible(page, region.getByRole('heading', { level: 3, name: 'Patrimoine net' }));
  const last = (await patrimoineOf(page)).at(-1)!;
  await expect(region.locator('h3 + p')).toHaveText(formatEuro(last.net));
  if (last.or === null) await expect(region).toContainText('Or non valorisé (aucun cours connu)');
  await region.getByRole('link', { name: 'Voir le patrimoine mois par mois' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patrimoine');
  await expect(page).toHaveURL(/#\/patrimoine$/);
});

test('the Opvcm menu lists « Patrimoine » and opens the page', async ({ page }) => {
  await openRoute(page, '/', 'Tableau de bord');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: /^Opvcm/ }).click();
  await page.locator('#nav-opvcm').getByRole('link', { name: 'Patrimoine', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patrimoine');
  await expect(page.getByRole('table', { name: YEAR_TABLE })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page holds: no overflow, no accessibility violation, a card per year with its net first', async ({ page }) => {
    await openRoute(page, '/patrimoine', 'Patrimoine');
    const years = page.getByRole('list', { name: YEAR_TABLE }).getByRole('listitem');
    await expect(years.first().locator('dt').first()).toHaveText('Patrimoine net');
    await page.getByRole('figure', { name: 'Évolution du patrimoine' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Patrimoine par classe et patrimoine net, mois par mois' }).locator('path').first()).toBeAttached();
    const { overflow, outside } = await page.evaluate(sideways);
    expect(overflow, outside.join('\n')).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: '/tmp/patrimoine-390.png', fullPage: true });
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
