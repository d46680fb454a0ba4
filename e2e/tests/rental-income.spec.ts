/**
 * The yearly statement on the demo data, on an api of its own (a charge is written): 2025, the
 * year of the Bordeaux roof, is in deficit beyond the 10 700 € ceiling. The screen's lines,
 * deficit and exclusions agree with the api's reply, rounded to the euro as the form asks; a
 * charge added from the statement moves its line, without a reload.
 */
import { formatEuroRound } from 'shared-kernel/format';
import type { Form2044Line, RevenusFonciers } from 'area-immo/contract';
import { expect, openRoute, test, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';
import type { ApiProcess } from 'api/process';

let api: ApiProcess;
withOwnApi((started) => (api = started));

const YEAR = 2025;

/** GET on this file's api, unwrapped. */
async function payload<T>(page: Page, path: string): Promise<T> {
  const reply = await apiGet(page, `${api.url}/api/${path}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { payload: T }).payload;
}

/** To the nearest euro, half away from zero, as on the form. */
const round = (v: number) => (v < 0 ? -Math.round(-v) : Math.round(v));
const whole = (v: number) => formatEuroRound(round(v));

/** The amounts of a line: each property's, then the total (the sum of the rounded lines). */
const lineCells = (page: Page, line: Form2044Line) =>
  page
    .getByRole('table', { name: `Déclaration 2044 des revenus ${YEAR}` })
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${line} `) }) })
    .locator('td');

function expectedCells(r: RevenusFonciers, line: Form2044Line): string[] {
  const each = r.biens.map((b) => round(b.lignes[line]));
  return [...each.map(formatEuroRound), formatEuroRound(each.reduce((s, v) => s + v, 0))];
}

test('2025 on the demo data: the form’s lines, the exclusions and the deficit agree with the api', async ({ page }) => {
  await useOwnApi(page, api);
  const r = await payload<RevenusFonciers>(page, `immeubles/revenusfonciers/${YEAR}`);
  // The year the demo data puts in deficit beyond the ceiling, with the owner's half of an INDI property.
  expect(r.total.lignes['261']).toBeLessThan(-10700);
  expect(r.biens.some((b) => b.quote_part === 50)).toBe(true);

  await openRoute(page, `/revenus-fonciers/${YEAR}`, 'Revenus fonciers');
  const table = page.getByRole('table', { name: `Déclaration 2044 des revenus ${YEAR}` });
  const heads = table.locator('thead th');
  await expect(heads).toHaveCount(r.biens.length + 2);
  for (const [i, b] of r.biens.entries()) {
    await expect(heads.nth(i + 1)).toContainText(b.IM_NOM);
    await expect(heads.nth(i + 1)).toContainText(/quote-part \d+/);
    await expect(heads.nth(i + 1)).toContainText(String(b.quote_part));
  }
  await expect(table.getByRole('rowheader', { name: /^221 Frais d'administration et de gestion/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^229 Provisions pour charges de copropriété payées en 2025/ })).toBeVisible();
  for (const line of ['211', '222', '224', '227', '229', '230', '250'] as const) {
    await expect(lineCells(page, line)).toHaveText(expectedCells(r, line));
  }

  const off = page.getByRole('region', { name: 'Biens hors de la déclaration 2044' });
  const furnished = r.exclus.find((e) => e.raison === 'meuble')!;
  await expect(off.getByRole('listitem')).toHaveCount(r.exclus.length);
  await expect(off).toContainText(`${furnished.IM_NOM} : location meublée, déclarée en BIC (formulaire 2042-C-PRO), pas sur la 2044.`);

  const deficit = page.getByRole('region', { name: 'Déficit foncier' });
  await expect(deficit.locator('dd')).toHaveText([whole(-r.total.lignes['261']), whole(r.deficit.imputable_revenu_global), whole(r.deficit.reportable)]);
  expect(r.deficit.imputable_revenu_global).toBe(r.deficit.plafond);
  await expect(deficit).toContainText(`Plafond d'imputation sur le revenu global : ${formatEuroRound(r.deficit.plafond)}`);
  await expect(deficit).toContainText(`31 décembre ${YEAR + 3}`);
  const carry = deficit.getByRole('table', { name: `Déficits restant à reporter après ${YEAR}` });
  await expect(carry.locator('tbody tr')).toHaveText(r.deficit.a_reporter.map((d) => `${d.annee}${whole(d.montant)}${d.annee + 10}`));
  expect(r.deficit.a_reporter.map((d) => d.annee)).toContain(YEAR);
  await expect(page.getByRole('region', { name: 'Revenu foncier imposable' }).locator('strong')).toHaveText(whole(r.resultat));

  // The next year uses what this one carried.
  const next = await payload<RevenusFonciers>(page, `immeubles/revenusfonciers/${YEAR + 1}`);
  expect(next.deficit.anterieurs_imputes).toContainEqual({ annee: YEAR, montant: r.deficit.reportable });
});

test('a charge added from the statement moves its line; the statement follows without a reload', async ({ page }) => {
  await useOwnApi(page, api);
  const before = await payload<RevenusFonciers>(page, `immeubles/revenusfonciers/${YEAR}`);
  const lyon = before.biens.findIndex((b) => b.IM_NOM === 'Lyon Croix-Rousse');
  expect(before.biens[lyon]!.quote_part).toBe(100);
  await openRoute(page, `/revenus-fonciers/${YEAR}`, 'Revenus fonciers');
  await expect(lineCells(page, '223').nth(lyon)).toHaveText(whole(before.biens[lyon]!.lignes['223']));

  await page.getByRole('button', { name: `Modifier les charges de ${YEAR}` }).click();
  await expect(page.getByRole('table', { name: `Charges de ${YEAR}` })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = page.getByRole('group', { name: 'Ajouter une charge' });
  await form.getByLabel('Bien').selectOption('Lyon Croix-Rousse');
  await form.getByLabel('Date').fill(`${YEAR}-11-02`);
  await form.getByLabel('Catégorie').selectOption({ label: 'Assurance (ligne 223)' });
  await form.getByLabel('Montant (€)').fill('300');
  await form.getByLabel('Libellé').fill('Garantie loyers impayés');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();

  const after = await payload<RevenusFonciers>(page, `immeubles/revenusfonciers/${YEAR}`);
  expect(after.biens[lyon]!.lignes['223']).toBeCloseTo(before.biens[lyon]!.lignes['223'] + 300, 2);
  await expect(lineCells(page, '223')).toHaveText(expectedCells(after, '223'));
  // Line 240 adds the rounded lines, the insurance with them.
  const charges = ['221', '222', '223', '224', '225', '226', '227', '228', '229'] as const;
  const l240 = after.biens.map((b) => charges.reduce((sum, k) => sum + round(b.lignes[k]), 0) - round(b.lignes['230']));
  await expect(lineCells(page, '240')).toHaveText([...l240.map(formatEuroRound), formatEuroRound(l240.reduce((a, v) => a + v, 0))]);
  await expect(page.getByRole('table', { name: `Charges de ${YEAR}` })).toContainText('Garantie loyers impayés');
});

test('the demo’s rules on screen: the years before the first rents, the payments without lease, a property sold in the year', async ({ page }) => {
  await useOwnApi(page, api);
  // 2014: a loan but no rent yet (the first rents are of 2015): no figures, the deficits declared.
  const before = await payload<RevenusFonciers>(page, 'immeubles/revenusfonciers/2014');
  expect(before).toMatchObject({ avant_premiers_loyers: true, biens: [] });
  await openRoute(page, '/revenus-fonciers/2014', 'Revenus fonciers');
  await expect(page.getByRole('region', { name: 'Déclaration 2044 des revenus 2014' })).toContainText(
    'Avant vos premiers loyers enregistrés : indiquez les déficits déclarés dans Mes données',
  );

  // 2016: Marseille Vauban's payments, no lease recorded, counted whole and listed.
  const y2016 = await payload<RevenusFonciers>(page, 'immeubles/revenusfonciers/2016');
  expect(y2016.loyers_sans_bail.length).toBeGreaterThan(0);
  expect(new Set(y2016.loyers_sans_bail.map((p) => p.IM_NOM))).toEqual(new Set(['Marseille Vauban']));
  await openRoute(page, '/revenus-fonciers/2016', 'Revenus fonciers');
  const leaseless = page.getByRole('region', { name: 'Loyers sans bail' });
  await expect(leaseless).toContainText('Rattachez-les à un bail pour ne déclarer que le loyer.');
  await expect(leaseless.getByRole('table', { name: 'Loyers encaissés sans bail' }).locator('tbody tr')).toHaveCount(y2016.loyers_sans_bail.length);

  // Saint-Étienne, sold on 30 June 2020: on 2020's statement, on none after.
  const names = async (annee: number) => (await payload<RevenusFonciers>(page, `immeubles/revenusfonciers/${annee}`)).biens.map((b) => b.IM_NOM);
  expect(await names(2020)).toContain('Saint-Étienne Jacquard');
  expect(await names(2021)).not.toContain('Saint-Étienne Jacquard');
});
