/**
 * The charges' regularization and a deposit's return on a 390 px phone, on an api of the file's
 * own (its writes meet no other spec): from /baux the owner opens a lease's first
 * regularization due, downloads the « Décompte de régularisation des charges », regularizes, and
 * sees the balance among next month's rents due; then an ended lease whose deposit is late shows
 * « Délai dépassé » until its return is recorded. Figures are the api's, read here.
 */
import fs from 'node:fs';
import type { ApiProcess } from 'api/process';
import type { ChargeSettlement, RentDue, SettlementDue } from 'area-immo/contract';
import { formatDate, formatEuro } from 'shared-kernel/format';
import { expect, openRoute, test, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let api: ApiProcess;
withOwnApi((started) => (api = started));

const WRITE = { 'x-tableau-de-bord': '1' };
const pad = (n: number) => String(n).padStart(2, '0');
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

async function payload<T>(page: Page, path: string): Promise<T> {
  const reply = await apiGet(page, `${api.url}/api/${path}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { payload: T }).payload;
}

test('a lease’s charges regularized from /baux: its statement as a PDF, then its balance among next month’s rents', async ({ page }) => {
  const dues = await payload<SettlementDue[]>(page, 'baux/regularisations');
  expect(dues.length).toBeGreaterThan(0);
  const due = dues[0]!;
  const s = await payload<ChargeSettlement>(page, `baux/${due.bail_id}/regularisation/${due.annee}`);
  await useOwnApi(page, api);
  await openRoute(page, '/baux', 'Mes baux');

  const item = page.getByRole('listitem').filter({ hasText: `${due.IM_NOM} — ${due.locataire} : charges ${due.annee} à régulariser` });
  await item.getByRole('button', { name: `Préparer la régularisation ${due.annee}` }).click();
  const statement = item.getByRole('table', { name: `Décompte des charges ${due.annee} de ${due.locataire}` });
  await expect(statement.getByRole('row').last()).toHaveText(
    `${s.solde >= 0 ? 'Solde dû par le locataire' : 'Solde à rembourser au locataire'}${formatEuro(Math.abs(s.solde))}`,
  );

  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Télécharger le décompte (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^regularisation-charges-.*\.pdf$/);
  expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // From the first day of next month, the page's default.
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const mois = `${next.getFullYear()}-${pad(next.getMonth() + 1)}`;
  await expect(item.getByLabel('À partir du')).toHaveValue(`${mois}-01`);
  await item.getByRole('button', { name: 'Régulariser' }).click();
  // The list reads again without it; the region says it was recorded.
  await expect(page.getByRole('region', { name: 'Régularisation des charges' }).getByRole('status')).toContainText(
    `Régularisation ${due.annee} de ${due.locataire} (${due.IM_NOM}) enregistrée`,
  );

  const row = (await payload<RentDue[]>(page, `loyers/echeances?mois=${mois}`)).find((r) => r.bail_id === due.bail_id)!;
  // A refund larger than the month's rent is set against it whole, the rest against the next.
  expect(row.regularisation).toBe(Math.max(s.solde, -Math.round((row.loyer_hc + row.charges) * 100) / 100));
  await page.getByRole('combobox', { name: 'Mois' }).selectOption(mois);
  const table = page.getByRole('table', { name: `Loyers de ${monthName.format(new Date(`${mois}-01T00:00:00Z`))}` });
  await expect(table.locator('tbody tr:not(.docs)').filter({ hasText: due.locataire })).toContainText(`dont régularisation des charges ${formatEuro(row.regularisation!)}`);
});

test('a late deposit shows « Délai dépassé » until its return is recorded', async ({ page }) => {
  // An old lease of a property the demo leaves without one, ended in 2012, its deposit never returned.
  const created = await page.request.post(`${api.url}/api/data/baux`, {
    headers: WRITE,
    data: { IM_NOM: 'Marseille Vauban', locataire: 'Ancien locataire', debut: '2012-01-01', fin: '2012-06-30', loyer_hc: 500, charges: 40, depot_garantie: 500, jour_echeance: 5, edl_conforme: 1 },
  });
  expect(created.ok()).toBe(true);
  await useOwnApi(page, api);
  await openRoute(page, '/baux', 'Mes baux');
  const item = page.getByRole('listitem').filter({ hasText: 'Marseille Vauban — Ancien locataire' });
  await expect(item.getByText('Délai dépassé.')).toBeVisible();

  await item.getByRole('button', { name: 'Enregistrer la restitution' }).click();
  const form = item.getByRole('form', { name: 'Restitution du dépôt de Ancien locataire' });
  await form.getByRole('button', { name: 'Ajouter une retenue' }).click();
  await form.getByLabel('Libellé').fill('Nettoyage du four');
  await form.getByLabel('Montant (€)').fill('60');
  await form.getByLabel('Restitué le').fill('2012-07-20');
  await expect(form.getByLabel('Montant restitué (€)')).toHaveValue('440');
  await form.getByRole('button', { name: 'Enregistrer la restitution' }).click();

  await expect(item.getByText(`Restitué le ${formatDate('2012-07-20')}`)).toBeVisible();
  await expect(item.getByText('Délai dépassé.')).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Télécharger la restitution (PDF)' })).toBeVisible();
});
