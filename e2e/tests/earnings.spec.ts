// What each property earns: the sheet, the loan schedule and the yearly statement show the
// api's figures, and agree with the figures other screens compute their own way.
import type { Bien, RentRevision, RevenusFonciers, Tdb } from 'area-immo/contract';
import { formatEuro, formatEuroRound, formatInteger } from 'shared-kernel/format';
import { API, apiPayload, expect, openRoute, test, type AllData, type Page } from './fixtures';

/** The value of the card titled `title` (the paragraph right after its h4). */
const cardValue = (page: Page, title: string) =>
  page.getByRole('heading', { level: 4, name: title, exact: true }).locator('xpath=following-sibling::p[1]');

type DataRow = Record<string, unknown>;
async function dataRows(request: import('@playwright/test').APIRequestContext, section: string): Promise<DataRow[]> {
  const res = await request.get(`${API}/api/data/${section}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: DataRow[] }).payload;
}

test('a property opened from Liste Appt shows the rents of its last 12 months', async ({ page, request }) => {
  const { immos } = await apiPayload<AllData>(request, 'immeubles/alldata');
  const property = immos.find((i) => i.IM_VENDU === 0 && i.LOYER_MOIS > 0)!;
  await openRoute(page, '/listeappt', 'Liste Appt');
  await page.getByRole('table', { name: 'Biens non vendus' }).getByRole('link', { name: property.IM_NOM, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiche du bien');
  await expect(page.getByRole('heading', { level: 2, name: property.IM_NOM })).toBeVisible();
  // The sheet's 12 months are the recap's: LOYER_MOIS (alldata's own SQL) counts the payments
  // whole, the sheet splits them into rent and the tenant's charges.
  const sheet = await apiPayload<Bien>(request, `immeubles/bien/${encodeURIComponent(property.IM_NOM)}`);
  expect(Math.round((sheet.loyers + sheet.charges_locataires) * 100)).toBe(Math.round(property.LOYER_MOIS * 100));
  await expect(cardValue(page, 'Loyers perçus')).toHaveText(formatEuro(sheet.loyers));
  await expect(cardValue(page, 'Charges des locataires')).toHaveText(formatEuro(sheet.charges_locataires));
  await expect(page.getByText(/Rendement brut = 12 × loyer théorique \/ prix d'achat/)).toBeVisible();
});

test('the sheet’s revision is its current lease’s, on the rent hors charges only', async ({ page, request }) => {
  const name = 'Lyon Croix-Rousse';
  const sheet = await apiPayload<{ revision: RentRevision | null }>(request, `immeubles/bien/${encodeURIComponent(name)}`);
  const revision = sheet.revision!;
  const leases = await dataRows(request, 'baux');
  const lease = leases.find((l) => l.id === revision.bail_id)!;
  expect(lease).toMatchObject({ IM_NOM: name, fin: null });
  // The same reply per lease.
  expect(await apiPayload<RentRevision>(request, `baux/${revision.bail_id}/revision`)).toEqual(revision);
  await openRoute(page, `/bien/${encodeURIComponent(name)}`, 'Fiche du bien');
  const region = page.getByRole('region', { name: 'Révision du loyer' });
  await expect(region).toContainText('Loyer hors charges révisable au');
  await expect(region.getByRole('table', { name: `Révisions du bail de ${String(lease.locataire)}` })).toBeVisible();
});

test('a year of a property: the recorded payments split into rent and charges, its rent line 211 of its 2044 column', async ({ page, request }) => {
  const payments = await dataRows(request, 'loyers');
  const name = 'Lyon Croix-Rousse';
  const year = 2025;
  const cents = payments
    .filter((p) => p.IM_NOM === name && String(p.date).startsWith(`${year}-`))
    .reduce((t, p) => t + Math.round(Number(p.montant) * 100), 0);
  await openRoute(page, `/bien/${encodeURIComponent(name)}`, 'Fiche du bien');
  await page.getByLabel('Période').selectOption(String(year));
  await expect(page.getByRole('heading', { level: 3, name: `Chiffres en ${year}` })).toBeVisible();
  const sheet = await apiPayload<Bien>(request, `immeubles/bien/${encodeURIComponent(name)}?annee=${year}`);
  expect(Math.round((sheet.loyers + sheet.charges_locataires) * 100)).toBe(cents);
  await expect(cardValue(page, 'Loyers perçus')).toHaveText(formatEuro(sheet.loyers));
  // Lyon is owned in full: its 2044 column's line 211 is the sheet's rents, to the euro.
  const statement = await apiPayload<RevenusFonciers>(request, `immeubles/revenusfonciers/${year}`);
  expect(statement.biens.find((b) => b.IM_NOM === name)!.lignes['211']).toBe(Math.round(sheet.loyers));
});

test('a loan opened from the loan table agrees with it, and a total repayment is simulated', async ({ page, request }) => {
  const { emprunt } = await apiPayload<Tdb>(request, 'immeubles/tdb/');
  const loans = await dataRows(request, 'emprunts');
  const [name, row] = Object.entries(emprunt).find(([n, r]) => n !== 'total' && r.delai > 0)!;
  const loan = loans.find((l) => l.nom === name)!;
  await openRoute(page, '/emprunt', 'Emprunts');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Échéancier de l'emprunt");
  await expect(cardValue(page, 'Capital restant dû')).toHaveText(formatEuro(row.du));
  await expect(cardValue(page, 'Échéances restantes')).toHaveText(formatInteger(row.delai));

  await page.getByLabel('Total').check();
  await page.getByRole('button', { name: 'Simuler' }).click();
  // The indemnity: the lower of 6 months of interest on what is repaid and 3 % of it.
  const sixMonths = Math.round((row.du * Number(loan.taux)) / 2) / 100;
  const threePercent = Math.round(row.du * 3) / 100;
  const result = page.getByRole('region', { name: 'Résultat de la simulation' });
  await expect(result).toContainText(`Indemnité de remboursement anticipé${formatEuro(Math.min(sixMonths, threePercent))}`);
  await expect(result).toContainText('soldé : plus aucune échéance');
});

test('the yearly statement: line 211 is the rent part of that year’s payments on the owner’s share, main residence left out', async ({ page, request }) => {
  const year = 2025;
  const [payments, properties, leases, revisions, statement] = await Promise.all([
    dataRows(request, 'loyers'),
    dataRows(request, 'immos'),
    dataRows(request, 'baux'),
    dataRows(request, 'revisionsBaux'),
    apiPayload<RevenusFonciers>(request, `immeubles/revenusfonciers/${year}`),
  ]);
  const main = properties.filter((p) => p.IM_TYPE_PROP === 'PRINC').map((p) => String(p.IM_NOM));
  /**
   * A payment's rent part, in cents: the payment × loyer_hc / (loyer_hc + charges) of its lease
   * (bail_id, else the lease of its property covering its date), the amounts in force on the
   * lease's due day that month; a payment without lease counts whole.
   */
  const rentPart = (p: DataRow) => {
    const date = String(p.date);
    const lease =
      leases.find((l) => l.id === p.bail_id) ??
      leases
        .filter((l) => l.IM_NOM === p.IM_NOM && String(l.debut) <= date && (l.fin == null || String(l.fin) >= date))
        .sort((a, b) => String(b.debut).localeCompare(String(a.debut)) || Number(b.id) - Number(a.id))[0];
    const cents = Math.round(Number(p.montant) * 100);
    if (!lease) return cents;
    const due = `${date.slice(0, 7)}-${String(lease.jour_echeance).padStart(2, '0')}`;
    const inForce = revisions
      .filter((r) => r.bail_id === lease.id && String(r.date) <= (due < String(lease.debut) ? String(lease.debut) : due))
      .sort((a, b) => String(a.date).localeCompare(String(b.date)))
      .at(-1) ?? lease;
    const [hc, ch] = [Number(inForce.loyer_hc), Number(inForce.charges)];
    return Math.round((cents * hc) / (hc + ch));
  };
  /** A property's rent parts of the year, in cents, times the share, to the euro as the form asks. */
  const line211 = (name: string, share: number) => {
    const cents = payments.filter((p) => p.IM_NOM === name && String(p.date).startsWith(`${year}-`)).reduce((t, p) => t + rentPart(p), 0);
    return Math.round(Math.round((cents * share) / 100) / 100);
  };
  await openRoute(page, '/recap', 'Récap loyers');
  await page.getByRole('link', { name: `Revenus fonciers ${year}` }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revenus fonciers');
  const table = page.getByRole('table', { name: `Déclaration 2044 des revenus ${year}` });
  const rents = table.locator('tr').filter({ has: page.getByRole('rowheader', { name: /^211 / }) }).locator('td');
  const each = statement.biens.map((b) => line211(b.IM_NOM, b.quote_part));
  await expect(rents).toHaveText([...each, each.reduce((t, v) => t + v, 0)].map(formatEuroRound));
  for (const name of main) await expect(table).not.toContainText(name);
  await expect(page.getByRole('region', { name: 'Biens hors de la déclaration 2044' })).toContainText(`${main[0]} : résidence principale, sans revenu foncier.`);
  await expect(page.getByText(/pas un conseil fiscal/)).toBeVisible();
});

// The pages look the name up in alldata or the loan table first: no 404, so no console error.
test('an unknown property or loan says so in French', async ({ page }) => {
  await openRoute(page, '/bien/Nulle%20part', 'Fiche du bien');
  await expect(page.getByText('Bien « Nulle part » introuvable', { exact: false })).toBeVisible();
  await openRoute(page, '/emprunt/Aucun', "Échéancier de l'emprunt");
  await expect(page.getByText('Emprunt « Aucun » introuvable', { exact: false })).toBeVisible();
});
