/**
 * Editing the energy readings on /graphedf, on an api of this file's own: a reading added
 * shows in the charts' figures (month and year of its meter) without a reload, and its delete,
 * asked first, takes it out again. Expected figures come from the api's replies before and
 * after. The form, opened, has no accessibility violation and fits a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import { formatDate, formatInteger } from 'shared-kernel/format';
import type { GraphEdf } from 'area-charts/contract';
import { parseGraph, type ParsedGraph } from 'shared-kernel/legacyGraph';
import { expect, openRoute, test, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
withOwnApi((started) => (api = started));

const MONTHLY = 'Fleurs : consommation par mois';
const YEARLY = 'Fleurs : consommation par année';
/** As the charts write kWh: 3314 → "3 314 kWh". */
const kwh = (value: number) => `${formatInteger(value)}\u00a0kWh`;
const pad = (n: number) => String(n).padStart(2, '0');

/** The 15th of last month: inside the monthly chart, never the day of a demo reading (month ends, today). */
function lastMonth15(): { iso: string; month: string; year: string } {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 15);
  return { iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-15`, month: `${pad(d.getMonth() + 1)}/${d.getFullYear()}`, year: String(d.getFullYear()) };
}

async function graphs(page: Page): Promise<{ monthly: ParsedGraph; yearly: ParsedGraph }> {
  const reply = await apiGet(page, `${api.url}/api/immeubles/graphedf`);
  expect(reply.status()).toBe(200);
  const edf = ((await reply.json()) as { payload: GraphEdf }).payload;
  return { monthly: parseGraph(edf.axeFleursMois, edf.serieFleursMois), yearly: parseGraph(edf.axeFleurs, edf.serieFleurs) };
}
const valueAt = (graph: ParsedGraph, label: string) => graph.series[0]!.data[graph.axis.indexOf(label)]!;

/** A chart's figure in its table behind « Voir les données ». */
async function shownValue(page: Page, title: string, label: string) {
  const figure = page.getByRole('figure', { name: title });
  const table = figure.getByRole('table', { name: title });
  if (!(await table.isVisible())) await figure.locator('summary', { hasText: 'Voir les données' }).click();
  return table.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) }).getByRole('cell').nth(1);
}

async function expectNoViolations(page: Page) {
  // Away from the button just clicked: the kernel Button's hover colours are 4.3:1 (reported).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).include('form').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Modifier : Relevés des compteurs' });

test('a reading added shows in the Fleurs charts at once; deleted, it is gone again', async ({ page }) => {
  await useOwnApi(page, api);
  const day = lastMonth15();
  const added = 1234;
  const before = await graphs(page);
  expect(before.monthly.axis).toContain(day.month);

  await openRoute(page, '/graphedf', 'Graph EDF');
  await expect(await shownValue(page, MONTHLY, day.month)).toHaveText(kwh(valueAt(before.monthly, day.month)));

  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = panel.getByRole('group', { name: 'Ajouter un relevé' });
  await expect(form.getByLabel('Compteur')).toBeFocused();
  await expect(form.getByLabel('Compteur')).toHaveValue('Fleurs');
  await form.getByLabel('Date du relevé').fill(day.iso);
  await form.getByLabel('Consommation (kWh)').fill(String(added));
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Relevé ajouté.' })).toBeVisible();

  const after = await graphs(page);
  expect(valueAt(after.monthly, day.month)).toBeCloseTo(valueAt(before.monthly, day.month) + added, 2);
  expect(valueAt(after.yearly, day.year)).toBeCloseTo(valueAt(before.yearly, day.year) + added, 2);
  await expect(await shownValue(page, MONTHLY, day.month)).toHaveText(kwh(valueAt(after.monthly, day.month)));
  await expect(await shownValue(page, YEARLY, day.year)).toHaveText(kwh(valueAt(after.yearly, day.year)));
  // The new reading is listed, newest first.
  const row = panel.getByRole('row').filter({ hasText: formatDate(day.iso) }).filter({ hasText: kwh(added) });
  await expect(row.getByRole('cell').first()).toHaveText('Fleurs');

  await row.getByRole('button', { name: `Supprimer le relevé Fleurs du ${formatDate(day.iso)}` }).click();
  await expect(panel.getByRole('alertdialog')).toContainText(`Supprimer le relevé Fleurs du ${formatDate(day.iso)} ?`);
  await panel.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Relevé supprimé.' })).toBeVisible();
  const gone = await graphs(page);
  expect(valueAt(gone.monthly, day.month)).toBeCloseTo(valueAt(before.monthly, day.month), 2);
  await expect(await shownValue(page, MONTHLY, day.month)).toHaveText(kwh(valueAt(gone.monthly, day.month)));
});

test('a reading edited with the keyboard changes its month', async ({ page }) => {
  await useOwnApi(page, api);
  const rows = (await (await apiGet(page, `${api.url}/api/data/energie`)).json()) as { payload: Array<{ id: number; compteur: string; date: string; kwh: number }> };
  const before = await graphs(page);
  // The newest Fleurs reading of a complete month shown in the monthly chart.
  const target = rows.payload
    .filter((r) => r.compteur === 'Fleurs' && before.monthly.axis.includes(`${r.date.slice(5, 7)}/${r.date.slice(0, 4)}`))
    .sort((a, b) => b.date.localeCompare(a.date))[1]!;
  const month = `${target.date.slice(5, 7)}/${target.date.slice(0, 4)}`;

  await openRoute(page, '/graphedf', 'Graph EDF');
  const edit = panelOf(page).getByRole('button', { name: `Modifier le relevé Fleurs du ${formatDate(target.date)}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const field = panelOf(page).getByLabel('Consommation (kWh)');
  await expect(panelOf(page).getByLabel('Compteur')).toBeFocused();
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(target.kwh + 100));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Relevé modifié.' })).toBeVisible();
  const after = await graphs(page);
  expect(valueAt(after.monthly, month)).toBeCloseTo(valueAt(before.monthly, month) + 100, 2);
  await expect(await shownValue(page, MONTHLY, month)).toHaveText(kwh(valueAt(after.monthly, month)));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the reading form fits 375 px, with the message at its field', async ({ page }) => {
    await useOwnApi(page, api);
    await openRoute(page, '/graphedf', 'Graph EDF');
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await panel.getByLabel('Consommation (kWh)').fill('-3');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(panel.getByLabel('Consommation (kWh)')).toHaveAccessibleDescription(/nombre positif ou nul attendu/);
    const form = panel.locator('form');
    await form.scrollIntoViewIfNeeded();
    const box = (await form.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
    await form.screenshot({ path: '/tmp/edit-energy.png' });

    // And the edit form, which opens under its row of the table.
    await panel.getByRole('button', { name: 'Annuler', exact: true }).click();
    await panel.getByRole('button', { name: /^Modifier le relevé / }).first().click();
    const edit = panel.locator('form');
    await edit.scrollIntoViewIfNeeded();
    const editBox = (await edit.boundingBox())!;
    expect(editBox.x + editBox.width).toBeLessThanOrEqual(375);
    await edit.screenshot({ path: '/tmp/edit-energy-row.png' });
  });
});
