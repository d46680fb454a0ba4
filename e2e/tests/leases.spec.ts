/**
 * « Mes baux » on the demo data (a lease per let property, one late rent, one partial payment):
 * the month's rows agree with GET /api/loyers/echeances, the late month shows its days late,
 * a quittance downloads as a PDF, and at 390 px the page holds without overflow or
 * accessibility violation.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { LateRent, RentDue } from 'area-immo/contract';
import { formatDate, formatEuro, formatInteger } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test, type Page } from './fixtures';
import { sideways } from './sideways';

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** « mars 2025 » for 2025-03, as the page writes it. */
const monthLabel = (mois: string) => monthName.format(new Date(`${mois}-01T00:00:00Z`));
const pad = (n: number) => String(n).padStart(2, '0');
/** AAAA-MM `delta` months from this one (the browser and the tests share the machine's clock). */
function monthFromNow(delta = 0): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + delta, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

const STATUS = { paye: 'Payé', partiel: 'Partiel', impaye: 'Impayé', a_venir: 'À venir' } as const;
function statusText(r: Pick<RentDue, 'statut' | 'jours_retard'>): string {
  if (r.jours_retard <= 0 || r.statut === 'paye') return STATUS[r.statut];
  return `${STATUS[r.statut]}, ${formatInteger(r.jours_retard)} jour${r.jours_retard > 1 ? 's' : ''} de retard`;
}

/** The figures row of a lease: its property as row header, then the cells. */
const figuresRow = (page: Page, mois: string, r: RentDue) =>
  page
    .getByRole('table', { name: `Loyers de ${monthLabel(mois)}` })
    .locator('tbody tr:not(.docs)')
    .filter({ has: page.getByRole('rowheader', { name: r.IM_NOM, exact: true }) })
    .filter({ hasText: r.locataire });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectRow(page: Page, mois: string, r: RentDue) {
  await expect(figuresRow(page, mois, r).locator('td')).toHaveText([
    r.locataire,
    formatDate(r.echeance),
    formatEuro(r.du),
    formatEuro(r.recu),
    formatEuro(r.reste),
    // With its lease's earlier months still owed beside it (worded in phone-flow.spec.ts).
    r.arrieres.length === 0
      ? statusText(r)
      : new RegExp(`^${escapeRegExp(`${statusText(r)}Total dû : ${formatEuro(Math.round((r.reste + r.arrieres.reduce((sum, a) => sum + a.reste, 0)) * 100) / 100)}, dont ${formatEuro(r.arrieres[0]!.reste)} d`)}`),
  ]);
}

async function chooseMonth(page: Page, mois: string) {
  await page.getByRole('combobox', { name: 'Mois' }).selectOption(mois);
  await expect(page.getByRole('table', { name: `Loyers de ${monthLabel(mois)}` })).toBeVisible();
}

test('this month’s rows, the late rent and the partial payment agree with the api; a quittance downloads as a PDF', async ({ page, request }) => {
  const thisMonth = monthFromNow();
  const dues = await apiPayload<RentDue[]>(request, `loyers/echeances?mois=${thisMonth}`);
  expect(dues.length).toBeGreaterThan(0);
  await openRoute(page, '/baux', 'Mes baux');
  await expect(page.getByRole('combobox', { name: 'Mois' })).toHaveValue(thisMonth);
  await expect(page.getByRole('table', { name: `Loyers de ${monthLabel(thisMonth)}` }).locator('tbody tr:not(.docs)')).toHaveCount(dues.length);
  for (const r of dues) await expectRow(page, thisMonth, r);

  // The late rent of the demo data, on its month (opened as its link on Home and /recap does).
  const late = await apiPayload<LateRent[]>(request, 'loyers/retards');
  expect(late).toHaveLength(1);
  const rent = late[0]!;
  await page.goto(`/#/baux?mois=${rent.mois}&bail=${rent.bail_id}`);
  await expect(page.getByRole('combobox', { name: 'Mois' })).toHaveValue(rent.mois);
  const ofLateMonth = await apiPayload<RentDue[]>(request, `loyers/echeances?mois=${rent.mois}`);
  const lateRow = ofLateMonth.find((r) => r.bail_id === rent.bail_id)!;
  expect(lateRow).toMatchObject({ reste: rent.reste, jours_retard: rent.jours_retard });
  await expectRow(page, rent.mois, lateRow);
  await expect(figuresRow(page, rent.mois, lateRow)).toHaveAttribute('aria-current', 'true');
  const who = `${lateRow.locataire} (${lateRow.IM_NOM})`;
  await expect(page.getByRole('button', { name: `Télécharger la relance de ${monthLabel(rent.mois)}, ${who}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Télécharger la mise en demeure de ${monthLabel(rent.mois)}, ${who}` })).toBeVisible();

  // The partial payment: in one of the last twelve months, with its receipt offered.
  let partial: RentDue | undefined;
  for (let d = 0; d >= -12 && !partial; d -= 1) {
    partial = (await apiPayload<RentDue[]>(request, `loyers/echeances?mois=${monthFromNow(d)}`)).find((r) => r.statut === 'partiel');
  }
  expect(partial, 'un paiement partiel dans les douze derniers mois').toBeDefined();
  await chooseMonth(page, partial!.mois);
  await expectRow(page, partial!.mois, partial!);
  await expect(page.getByRole('button', { name: `Télécharger le reçu de ${monthLabel(partial!.mois)}, ${partial!.locataire} (${partial!.IM_NOM})` })).toBeVisible();

  // A month paid in full: its quittance, saved as a PDF.
  let paid: RentDue | undefined;
  for (let d = -1; d >= -12 && !paid; d -= 1) {
    paid = (await apiPayload<RentDue[]>(request, `loyers/echeances?mois=${monthFromNow(d)}`)).find((r) => r.statut === 'paye');
  }
  expect(paid, 'un mois payé en entier dans les douze derniers mois').toBeDefined();
  await chooseMonth(page, paid!.mois);
  await expectRow(page, paid!.mois, paid!);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Télécharger la quittance de ${monthLabel(paid!.mois)}, ${paid!.locataire} (${paid!.IM_NOM})` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByText(`La quittance de ${monthLabel(paid!.mois)} : téléchargement lancé.`)).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page holds: no overflow, no accessibility violation, its documents reachable', async ({ page }) => {
    const late = await apiPayload<LateRent[]>(page.request, 'loyers/retards');
    // The late month: the row with the most documents.
    const mois = late[0]?.mois ?? monthFromNow();
    await page.goto(`/#/baux?mois=${mois}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes baux');
    const table = page.getByRole('table', { name: `Loyers de ${monthLabel(mois)}` });
    await expect(table).toBeVisible();
    const { overflow, outside } = await page.evaluate(sideways);
    expect(overflow, outside.join('\n')).toBeLessThanOrEqual(0);
    // Each row's « Télécharger » stays on screen while the figures scroll in their box.
    const first = table.getByRole('button', { name: /^Télécharger / }).first();
    const box = (await first.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The scrolling box takes the keyboard.
    await page.getByRole('region', { name: `Loyers de ${monthLabel(mois)}` }).focus();
    await expect(page.getByRole('region', { name: `Loyers de ${monthLabel(mois)}` })).toBeFocused();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: '/tmp/leases-390.png', fullPage: true });
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
