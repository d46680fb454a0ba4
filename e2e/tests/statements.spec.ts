/**
 * « Relevés bancaires » (#/releves) on an api of its own: the demo's CSV sample is analysed as
 * the api proposes it, « Tout accepter » then « Enregistrer » records exactly the proposals in
 * their sections, the same file again is all « déjà importée », and « Annuler la dernière
 * modification » takes the whole statement back. A CSV of unknown columns goes through the
 * mapping step, then the date order step; a file holding a current account and a card shows
 * its accounts first, and with the card the « RELEVE CARTE » total is marked « déjà détaillé »;
 * a file with a spreadsheet formula in a label is refused with its line, and nothing is written. At 390 px the review, a card per line, holds without overflow or accessibility violation,
 * and privacy mode hides its amounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import type { StatementPreview } from 'area-immo/contract';
import { formatInteger } from 'shared-kernel/format';
import { expect, openRoute, test, type Page } from './fixtures';
import { sideways } from './sideways';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
withOwnApi((started) => (api = started));

const SECTIONS = ['loyers', 'depenses', 'voitures', 'chargesBiens', 'lignesReleves'] as const;
const WRITE = { 'x-tableau-de-bord': '1' };

async function payload<T>(page: Page, path: string): Promise<T> {
  const reply = await apiGet(page, `${api.url}/api/${path}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { payload: T }).payload;
}

type Counts = Record<(typeof SECTIONS)[number], number>;

/** How many rows each section holds now. */
async function counts(page: Page): Promise<Counts> {
  const entries = await Promise.all(SECTIONS.map(async (s) => [s, (await payload<unknown[]>(page, `data/${s}`)).length] as const));
  return Object.fromEntries(entries) as Counts;
}

/** The api's own dry run of the demo's CSV sample, for the figures the page must show. */
async function apiPreview(page: Page): Promise<StatementPreview> {
  const file = await apiGet(page, `${api.url}/api/releves/exemples/releve-demo.csv`);
  expect(file.ok()).toBe(true);
  const reply = await page.request.post(`${api.url}/api/releves?dryRun=1`, {
    headers: WRITE,
    multipart: { fichier: { name: 'releve-demo.csv', mimeType: 'text/csv', buffer: await file.body() } },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { payload: StatementPreview }).payload;
}

const plural = (n: number, one: string, many: string) => `${formatInteger(n)} ${n > 1 ? many : one}`;
const summaryOf = ({ resume }: StatementPreview) =>
  `${plural(resume.lignes, 'ligne', 'lignes')} · ${plural(resume.doublons, 'déjà importée', 'déjà importées')} · ${plural(resume.proposees, 'proposée', 'proposées')}`;

async function openStatements(page: Page) {
  await useOwnApi(page, api);
  await openRoute(page, '/releves', 'Relevés bancaires');
}

test('the CSV sample is proposed as the api says, recorded in its sections, recognised the second time, and undone in one step', async ({ page }) => {
  const preview = await apiPreview(page);
  expect(preview.resume.proposees).toBeGreaterThan(0);
  const before = await counts(page);
  await openStatements(page);
  await page.getByRole('button', { name: 'Exemple CSV' }).click();
  await expect(page.getByText('Format : CSV · Encodage : windows-1252')).toBeVisible();
  await expect(page.getByText(summaryOf(preview))).toBeVisible();
  // The first line as the api read and classified it.
  const first = preview.lignes[0]!;
  const row = page.getByRole('table', { name: 'Lignes du relevé' }).locator('tbody tr').first();
  await expect(row).toContainText(first.libelle);
  if (first.proposition) await expect(row).toContainText(first.proposition.raison);

  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Relevé enregistré' })).toBeVisible();

  // What the api stores: each proposal in its section, every decided line remembered.
  const proposed = preview.lignes.filter((l) => l.proposition);
  const bySection = (s: string) => proposed.filter((l) => l.proposition!.section === s).length;
  const after = await counts(page);
  for (const s of ['loyers', 'depenses', 'voitures', 'chargesBiens'] as const) expect(after[s] - before[s], s).toBe(bySection(s));
  expect(after.lignesReleves - before.lignesReleves).toBe(proposed.length);
  const recorded = proposed.length - bySection('ignorer');
  await expect(page.getByRole('region', { name: 'Relevé enregistré' }).getByRole('status')).toContainText(plural(recorded, 'ligne enregistrée', 'lignes enregistrées'));

  // The same file again: the decided lines are « déjà importée », nothing is proposed twice.
  await page.getByRole('button', { name: 'Importer un autre relevé' }).click();
  await page.getByRole('button', { name: 'Exemple CSV' }).click();
  const again = { ...preview, resume: { lignes: preview.resume.lignes, doublons: proposed.length, proposees: 0 } };
  await expect(page.getByText(summaryOf(again))).toBeVisible();

  // One undo takes the whole statement back.
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect.poll(() => counts(page)).toEqual(before);
});

test.describe('answers the page turns into a step or a refusal', () => {
  // The browser logs the api's 422 (columns to name) and 400 (refused file) as failed loads.
  test.use({ allowedErrors: /Failed to load resource: the server responded with a status of (400|422)/ });

  test('a CSV of unknown columns asks which is which, then the order of its dates, then shows its lines', async ({ page }) => {
    await openStatements(page);
    // Nothing in it tells the order of its dates: no day above 12, no other line, a header that
    // is not French, decimal points (a French header or decimal commas would say jour/mois).
    const csv = ['Day;Label;Sum', '02/03/2026;ACHAT LIBRAIRIE;-23.90', '05/03/2026;REMBOURSEMENT MUTUELLE;41.20'].join('\r\n');
    await page.getByLabel('Relevé bancaire (CSV, OFX, QIF ou CAMT)').setInputFiles({ name: 'banque.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'Analyser le relevé' }).click();
    await expect(page.getByRole('group', { name: 'Colonnes du fichier' })).toBeVisible();
    await page.getByLabel('Colonne de la date').selectOption('Day');
    await page.getByLabel('Colonne du libellé').selectOption('Label');
    await page.getByLabel('Colonne du montant').selectOption('Sum');
    await page.getByRole('button', { name: 'Analyser avec ces colonnes' }).click();
    // 02/03 and 05/03 read both ways: the page asks the order, showing the lines read both ways.
    await expect(page.getByRole('group', { name: 'Ordre des dates du fichier' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Deux lignes du fichier lues dans les deux sens' })).toContainText('2 mars 2026');
    await page.getByLabel('Jour/mois/année (jj/mm/aaaa, comme en France)').check();
    await page.getByRole('button', { name: 'Analyser avec cet ordre' }).click();
    const table = page.getByRole('table', { name: 'Lignes du relevé' });
    await expect(table.locator('tbody tr').filter({ hasText: 'ACHAT LIBRAIRIE' })).toContainText('-23,90');
    await expect(table.locator('tbody tr').filter({ hasText: 'REMBOURSEMENT MUTUELLE' })).toContainText('+41,20');
  });

  test('a label that starts like a spreadsheet formula is refused with its line, and nothing is written', async ({ page }) => {
    const before = await counts(page);
    await openStatements(page);
    const csv = ['Date;Libellé;Montant', '02/03/2026;CB BOULANGERIE;-4,20', "03/03/2026;=cmd|' /C calc'!A0;-1,00"].join('\r\n');
    await page.getByLabel('Relevé bancaire (CSV, OFX, QIF ou CAMT)').setInputFiles({ name: 'piege.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'Analyser le relevé' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Relevé refusé');
    await expect(alert).toContainText(/ligne 3/i);
    await expect(alert).toContainText('formule');
    expect(await counts(page)).toEqual(before);
  });
});

test('a current account and its card: the accounts first, the card unticked; with it, the card total « déjà détaillé », without accessibility violation', async ({ page }) => {
  const before = await counts(page);
  await openStatements(page);
  // Laid out as CIC's OFX (bank-files/test/fixtures/releves/README.md): RELEVE CARTE −137,40 on the account, two card purchases.
  const cic = fs.readFileSync(path.join(__dirname, '..', '..', 'bank-files', 'test', 'fixtures', 'releves', 'cic-courant-carte.ofx'));
  await page.getByLabel('Relevé bancaire (CSV, OFX, QIF ou CAMT)').setInputFiles({ name: 'cic.ofx', mimeType: 'application/x-ofx', buffer: cic });
  await page.getByRole('button', { name: 'Analyser le relevé' }).click();
  const accounts = page.getByRole('group', { name: 'Comptes du fichier' });
  await expect(accounts.getByRole('checkbox', { name: /^Compte courant 00020118802/ })).toBeChecked();
  const card = accounts.getByRole('checkbox', { name: /^Carte 5132004412345678/ });
  await expect(card).not.toBeChecked();
  const table = page.getByRole('table', { name: 'Lignes du relevé' });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await card.check();
  await accounts.getByRole('button', { name: 'Relire avec ces comptes' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Cartes et totaux' })).toContainText('On garde les 2 opérations de la carte 5132004412345678 (-137,40 €)');
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table.locator('tbody tr').filter({ hasText: 'RELEVE CARTE 05120417' })).toContainText('déjà détaillé');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await counts(page)).toEqual(before);
});

test('at 390 px the review holds, a card per line, without accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStatements(page);
  await page.getByRole('button', { name: 'Exemple CSV' }).click();
  const table = page.getByRole('list', { name: 'Lignes du relevé' });
  await expect(table).toBeVisible();
  const { overflow, outside } = await page.evaluate(sideways);
  expect(outside).toEqual([]);
  expect(overflow).toBeLessThanOrEqual(0);
  // Privacy mode hides the statement's amounts too.
  await expect(table).toContainText('€');
  await page.getByRole('button', { name: 'Masquer les montants' }).click();
  await expect(table).toContainText('•••');
  await expect(table).not.toContainText('€');
  await page.getByRole('button', { name: 'Masquer les montants' }).click();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/releves-390.png', fullPage: false });
});
