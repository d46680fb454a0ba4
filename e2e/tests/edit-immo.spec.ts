/**
 * Editing in mfe-immo, on an api of its own: a rent recorded from the recap moves « Loyers
 * perçus » and the property's percentage (and « Annuler la dernière modification » brings
 * them back), an expense of 2024 shows in /depenses and in /graphdepenses, a sold property
 * leaves Liste Appt and counts in « Nbre vendus ». Expected figures come from the api's own
 * replies before and after; every screen follows without a reload. Then each form, opened
 * at phone width: no overflow, no accessibility violation, a screenshot to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import { formatEuro, formatInteger, formatPercent } from 'shared-kernel/format';
import { parseGraph } from 'shared-kernel/legacyGraph';
import type { Expense, RecapLoyers } from 'area-immo/contract';
import { expect, openRoute, test, type AllData, type Page } from './fixtures';
import { sideways } from './sideways';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';
import { ROUTES } from './routeTable';

let api: ApiProcess;
withOwnApi((started) => (api = started));

const titleOf = (route: string) => ROUTES.find((r) => r.path === route)!.title;

/** GET on this file's api, unwrapped. */
async function payload<T>(page: Page, path: string): Promise<T> {
  const reply = await apiGet(page, `${api.url}/api/${path}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { payload: T }).payload;
}

/** Euros to the cent, as the api rounds its sums. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** The value of the card titled `title` (the paragraph right after its h3). */
const cardValue = (page: Page, title: string) =>
  page.getByRole('heading', { level: 3, name: title, exact: true }).locator('xpath=following-sibling::p[1]');

/** « Réalisé : x % » of a property's card on the recap. */
const realised = (page: Page, name: string) =>
  page.getByRole('heading', { level: 3, name, exact: true }).locator('xpath=..').locator('p', { hasText: 'Réalisé' }).locator('strong');

/** Goes to another screen as the navbar does: the hash changes, the page is not reloaded. */
async function goWithoutReload(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(route));
}

test('a rent recorded from the recap moves « Loyers perçus » and its property’s percentage; undo brings them back', async ({ page }) => {
  await useOwnApi(page, api);
  const before = await payload<RecapLoyers>(page, 'immeubles/recaployers');
  const property = Object.values(before.immos).find((i) => i.loyerTheo > 0)!;
  const percentage = (loyerMois: number) => formatPercent((100 * loyerMois) / (12 * property.loyerTheo));
  await openRoute(page, '/recap', 'Récap loyers');
  await expect(cardValue(page, 'Loyers perçus')).toHaveText(formatEuro(before.totalLoyerPercus));
  await expect(realised(page, property.IM_NOM)).toHaveText(percentage(property.LOYER_MOIS));

  // From the property's card: the form opens on it, prefilled; keyboard only from there.
  await page.getByRole('button', { name: `Encaisser un loyer : ${property.IM_NOM}` }).click();
  const form = page.getByRole('group', { name: 'Encaisser un loyer' });
  await expect(form.getByLabel('Bien')).toBeFocused();
  await expect(form.getByLabel('Bien')).toHaveValue(property.IM_NOM);
  // What its lease still owes (the rule is checked by hand in phone-flow.spec.ts), else its theoretical rent.
  await expect(form.getByLabel('Montant (€)')).toHaveValue(String(property.reste_du?.reste ?? property.loyerTheo).replace('.', ','));
  await expect(form.getByLabel("Honoraires d'agence (€)")).toHaveValue(String(property.IM_AGENCE).replace('.', ','));
  const amount = 432.1;
  // Tab through the date (Chromium stops on its day, month and year) to the amount.
  const montant = form.getByLabel('Montant (€)');
  for (let i = 0; i < 6 && !(await montant.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(montant).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('432,10');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Loyer encaissé.' })).toBeVisible();
  await expect(form).toHaveCount(0);

  const after = await payload<RecapLoyers>(page, 'immeubles/recaployers');
  expect(after.totalLoyerPercus).toBeCloseTo(cents(before.totalLoyerPercus + amount), 2);
  expect(after.immos[property.IM_NOM]!.LOYER_MOIS).toBeCloseTo(cents(property.LOYER_MOIS + amount), 2);
  await expect(cardValue(page, 'Loyers perçus')).toHaveText(formatEuro(after.totalLoyerPercus));
  await expect(realised(page, property.IM_NOM)).toHaveText(percentage(after.immos[property.IM_NOM]!.LOYER_MOIS));

  // The shell's undo bar: the api reverts the rent, and the figures come back without a reload.
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Annulé' })).toBeVisible();
  await expect(cardValue(page, 'Loyers perçus')).toHaveText(formatEuro(before.totalLoyerPercus));
  await expect(realised(page, property.IM_NOM)).toHaveText(percentage(property.LOYER_MOIS));
  expect((await payload<RecapLoyers>(page, 'immeubles/recaployers')).totalLoyerPercus).toBe(before.totalLoyerPercus);
});

test('an expense added in 2024 shows in the 2024 list and in the expenses chart', async ({ page }) => {
  await useOwnApi(page, api);
  const year = 2024;
  const graphYear = async () => {
    const g = await payload<{ axe_depenses: string; serie_depenses: string }>(page, 'immeubles/graphDepPerso');
    const graph = parseGraph(g.axe_depenses, g.serie_depenses);
    return graph.series[0]!.data[graph.axis.indexOf(String(year))]!;
  };
  const expenses = (await payload<Expense[]>(page, 'immeubles/opedepenses/')).filter((e) => e.year === year);
  const totalBefore = expenses.reduce((s, e) => s + e.COP_MONT, 0);
  const chartBefore = await graphYear();

  await openRoute(page, '/depenses', 'Dépenses');
  await page.getByLabel('Année', { exact: true }).selectOption(String(year));
  const list = page.getByRole('table', { name: `Dépenses de ${year}` });
  await expect(list.locator('tbody tr')).toHaveCount(expenses.length);

  await page.getByRole('button', { name: `Modifier les dépenses de ${year}` }).click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = page.getByRole('group', { name: 'Ajouter une dépense' });
  await expect(form.getByLabel('Date')).toHaveValue(new RegExp(`^${year}-`));
  await form.getByLabel('Date').fill(`${year}-06-15`);
  await form.getByLabel('Libellé').fill('Librairie (e2e)');
  const amount = 57.25;
  await form.getByLabel('Montant (€)').fill('57,25');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dépense ajoutée.' })).toBeVisible();

  await expect(list.locator('tbody tr')).toHaveCount(expenses.length + 1);
  await expect(list.locator('tbody tr', { hasText: 'Librairie (e2e)' })).toContainText(formatEuro(amount));
  await expect(page.getByText(`Total ${year} :`).locator('strong')).toHaveText(formatEuro(cents(totalBefore + amount)));

  const chartAfter = await graphYear();
  expect(chartAfter).toBeCloseTo(cents(chartBefore + amount), 2);
  await goWithoutReload(page, '/graphdepenses');
  const figure = page.getByRole('figure', { name: 'Dépenses personnelles par année' });
  await figure.locator('summary', { hasText: 'Voir les données' }).click();
  const row = figure.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('cell', { name: String(year), exact: true }) });
  await expect(row.locator('td').nth(1)).toHaveText(formatEuro(chartAfter));
});

test('a property sold leaves Liste Appt and « Nbre vendus » grows by one', async ({ page }) => {
  await useOwnApi(page, api);
  const { immos } = await payload<AllData>(page, 'immeubles/alldata');
  const unsold = immos.filter((i) => i.IM_VENDU === 0);
  const soldBefore = immos.length - unsold.length;
  const property = unsold.find((i) => i.IM_TYPE_PROP === 'PROP')!;

  await openRoute(page, '/listeappt', 'Liste Appt');
  const list = page.getByRole('table', { name: 'Biens non vendus' });
  await expect(list.locator('tbody tr')).toHaveCount(unsold.length);
  await expect(list.getByRole('cell', { name: property.IM_NOM, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Modifier les biens' }).click();
  await page.getByRole('button', { name: `Vendre le bien « ${property.IM_NOM} »` }).click();
  const form = page.getByRole('group', { name: `Vendre « ${property.IM_NOM} »` });
  await expect(form.getByLabel('Date de vente')).toBeFocused();
  await form.getByLabel('Prix de vente (€)').fill('215000');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bien vendu.' })).toBeVisible();

  await expect(list.locator('tbody tr')).toHaveCount(unsold.length - 1);
  await expect(list.getByRole('cell', { name: property.IM_NOM, exact: true })).toHaveCount(0);
  const after = (await payload<AllData>(page, 'immeubles/alldata')).immos.find((i) => i.IM_NOM === property.IM_NOM)!;
  expect(after).toMatchObject({ IM_VENDU: 1, IM_PX_VTE: 215000, IM_PA: property.IM_PA });

  await goWithoutReload(page, '/');
  await expect(cardValue(page, 'Nbre vendus')).toHaveText(formatInteger(soldBefore + 1));
});

/** An element's id, given one if it has none (for axe's include). */
const idOf = (el: Element) => (el.id ||= `axe-area-${Math.random().toString(36).slice(2)}`);

/** Each form, as the owner opens it on a phone. */
const FORMS: ReadonlyArray<{
  name: string;
  route: string;
  open: (page: Page) => Promise<void>;
  form: string | RegExp;
  /** The editing panel the form opens in, checked with it (its table and buttons). */
  panel?: string | RegExp;
}> = [
  {
    name: 'loyer',
    route: '/recap',
    open: (page) => page.getByRole('button', { name: 'Encaisser un loyer', exact: true }).click(),
    form: 'Encaisser un loyer',
  },
  {
    name: 'bien',
    route: '/listeappt',
    open: async (page) => {
      await page.getByRole('button', { name: 'Modifier les biens' }).click();
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    },
    form: 'Ajouter un bien',
    panel: 'Gestion des biens',
  },
  {
    name: 'vente',
    route: '/listeappt',
    open: async (page) => {
      await page.getByRole('button', { name: 'Modifier les biens' }).click();
      await page.getByRole('button', { name: /^Vendre le bien/ }).first().click();
    },
    form: /^Vendre « /,
    panel: 'Gestion des biens',
  },
  {
    name: 'taxe',
    route: '/listeappt',
    open: async (page) => {
      await page.getByRole('button', { name: 'Modifier les taxes foncières' }).click();
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    },
    form: 'Ajouter une taxe foncière',
    panel: 'Taxes foncières',
  },
  {
    name: 'emprunt',
    route: '/emprunt',
    open: async (page) => {
      await page.getByRole('button', { name: 'Modifier les emprunts' }).click();
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    },
    form: 'Ajouter un emprunt',
    panel: 'Gestion des emprunts',
  },
  {
    name: 'voiture',
    route: '/carsdetail',
    open: async (page) => {
      await page.getByRole('button', { name: 'Modifier les frais de voiture' }).click();
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    },
    form: 'Ajouter une dépense de voiture',
    panel: 'Gestion des frais de voiture',
  },
  {
    name: 'depense',
    route: '/depenses',
    open: async (page) => {
      await page.getByRole('button', { name: /^Modifier les dépenses de / }).click();
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
      // Sent empty: the shared schema's French message shows at the field.
      await page.getByRole('group', { name: 'Ajouter une dépense' }).getByRole('button', { name: 'Enregistrer' }).click();
      // The message first, then the field's hint (a negative amount is a refund).
      await expect(page.getByLabel('Montant (€)')).toHaveAccessibleDescription(/^nombre attendu \(ex\. 1234\.5\) Négatif pour un remboursement/);
    },
    form: 'Ajouter une dépense',
    panel: /^Gestion des dépenses de /,
  },
];

test.describe('the forms on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const f of FORMS) {
    test(`the ${f.name} form fits 375 px, without accessibility violation`, async ({ page }) => {
      await useOwnApi(page, api);
      await openRoute(page, f.route, titleOf(f.route));
      await f.open(page);
      const form = page.getByRole('group', { name: f.form });
      await expect(form).toBeVisible();
      // In the middle of the screen, clear of the shell's fixed navbar.
      await form.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const { overflow, outside } = await page.evaluate(sideways);
      expect(overflow, outside.join('\n')).toBeLessThanOrEqual(0);
      const box = (await form.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `/tmp/edit-immo-${f.name}.png` });
      // The whole form too, as tall as it is.
      await form.screenshot({ path: `/tmp/edit-immo-${f.name}-form.png` });
      // The button just clicked keeps the pointer's hover colours: checked as the owner reads the form.
      await page.mouse.move(0, 0);
      // The form and its panel: the spec screens around them are checked by their own specs.
      const area = f.panel ? page.getByRole('region', { name: f.panel, exact: true }) : form.locator('xpath=ancestor::form');
      const { violations } = await new AxeBuilder({ page }).include(`#${await area.evaluate(idOf)}`).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
});
