// The rental pages show the api's own figures, in fr-FR.
import type { RecapLoyers, Tdb, Expense } from 'area-immo/contract';
import { formatEuro, formatInteger } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test, type AllData, type Page } from './fixtures';

/** The value of the card titled `title` (the paragraph right after its h3). */
const cardValue = (page: Page, title: string) =>
  page.getByRole('heading', { level: 3, name: title, exact: true }).locator('xpath=following-sibling::p[1]');

test('rent recap cards equal the api totals', async ({ page, request }) => {
  const recap = await apiPayload<RecapLoyers>(request, 'immeubles/recaployers');
  await openRoute(page, '/recap', 'Récap loyers');
  await expect(cardValue(page, 'Loyers théoriques')).toHaveText(formatEuro(recap.totalLoyerTheorique));
  await expect(cardValue(page, 'Loyers perçus')).toHaveText(formatEuro(recap.totalLoyerPercus));
  await expect(cardValue(page, 'Honoraires')).toHaveText(formatEuro(recap.totalHonoraires));
  const monthly = Object.values(recap.immos).reduce((s, i) => s + i.IM_MT_LOYER, 0);
  await expect(cardValue(page, 'Loyers mensuels')).toHaveText(formatEuro(monthly));
  for (const immo of Object.values(recap.immos)) {
    await expect(cardValue(page, immo.IM_NOM)).toHaveText(formatEuro(immo.loyerTheo));
  }
});

test('the unsold list has one row per unsold property and Détail draws one bubble each', async ({ page, request }) => {
  const { immos } = await apiPayload<AllData>(request, 'immeubles/alldata');
  const unsold = immos.filter((i) => i.IM_VENDU === 0);
  await openRoute(page, '/listeappt', 'Liste Appt');
  const table = page.getByRole('table', { name: 'Biens non vendus' });
  await expect(table.locator('tbody tr')).toHaveCount(unsold.length);
  await expect(table.locator('tbody tr.highlight')).toHaveCount(unsold.filter((i) => i.IM_PRET_MT !== 0).length);
  await page.getByRole('button', { name: 'Détail' }).click();
  await expect(page.locator('main svg circle')).toHaveCount(unsold.length);
});

test('the loan table ends with the total row of the api', async ({ page, request }) => {
  const { emprunt } = await apiPayload<Tdb>(request, 'immeubles/tdb/');
  await openRoute(page, '/emprunt/', 'Emprunts');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(Object.keys(emprunt).length);
  const last = rows.last();
  await expect(last).toHaveClass(/total/);
  await expect(last.locator('td').nth(1)).toHaveText(formatEuro(emprunt.total!.total));
  await expect(last.locator('td').nth(5)).toHaveText(formatEuro(emprunt.total!.du));
});

test('choosing a year lists that year’s expenses', async ({ page, request }) => {
  const expenses = await apiPayload<Expense[]>(request, 'immeubles/opedepenses/');
  const year = 2016;
  const ofYear = expenses.filter((e) => e.year === year);
  await openRoute(page, '/depenses', 'Dépenses');
  await expect(page.getByLabel('Année')).toHaveValue(String(new Date().getFullYear()));
  await page.getByLabel('Année').selectOption(String(year));
  await expect(page.locator('tbody tr')).toHaveCount(ofYear.length);
});

test('Home overview counts come from the properties', async ({ page, request }) => {
  const { immos } = await apiPayload<AllData>(request, 'immeubles/alldata');
  await openRoute(page, '/', 'Tableau de bord');
  await expect(cardValue(page, 'Total parc')).toHaveText(formatInteger(immos.length));
  await expect(cardValue(page, 'Nbre vendus')).toHaveText(formatInteger(immos.filter((i) => i.IM_VENDU === 1).length));
  for (const type of ['PROP', 'PRINC', 'NUE', 'INDI'] as const) {
    await expect(cardValue(page, type)).toHaveText(formatInteger(immos.filter((i) => i.IM_TYPE_PROP === type).length));
  }
});
