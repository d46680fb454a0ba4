/**
 * « Mes données » against an api of its own: the export is downloaded, one figure changed in
 * it, the file imported back (the dry run shows the one change, then it is confirmed), the
 * screens show the new figure without a reload, and the undo brings the old one back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import { formatEuro } from 'shared-kernel/format';
import type { RecapLoyers } from 'area-immo/contract';
import { expect, openRoute, test, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
withOwnApi((started) => (api = started));

test.use({
  // The api refuses a bad file (400) and an undo with nothing left (409): the browser logs both.
  allowedErrors: /Failed to load resource: the server responded with a status of (400|409)/,
});

interface Property {
  id: number;
  IM_NOM: string;
  IM_VENDU: number;
  loyerTheo: number;
}
type ExportFile = Record<string, Array<Record<string, unknown>>> & { immos: Property[] };

async function payload<T>(page: Page, apiPath: string): Promise<T> {
  const reply = await apiGet(page, `${api.url}/api/${apiPath}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { payload: T }).payload;
}

const theoreticalRents = (page: Page) =>
  page.getByRole('heading', { level: 3, name: 'Loyers théoriques', exact: true }).locator('xpath=following-sibling::p[1]');

test('export, change a rent in the file, import it back, see it everywhere, then undo it', async ({ page }) => {
  const oldRecap = await payload<RecapLoyers>(page, 'immeubles/recaployers');
  await useOwnApi(page, api);
  await openRoute(page, '/recap', 'Récap loyers');
  await expect(theoreticalRents(page)).toHaveText(formatEuro(oldRecap.totalLoyerTheorique));

  // Home links to the page; the navbar does not.
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Mes données' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes données');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mes données' })).toHaveCount(0);

  // The export: the api's file, as it was downloaded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mes données' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tableau-de-bord-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as ExportFile;
  expect(exported).toEqual(await payload<ExportFile>(page, 'data'));

  // One theoretical rent raised by 100 € a month, in the file.
  const property = exported.immos.find((p) => p.loyerTheo > 0 && !p.IM_VENDU)!;
  property.loyerTheo += 100;
  const file = path.join(os.tmpdir(), `tableau-de-bord-e2e-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(exported, null, 2));

  await page.getByLabel('Fichier à importer (JSON)').setInputFiles(file);
  await page.getByRole('radio', { name: 'Remplacer' }).check();
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  const simulation = page.getByRole('region', { name: "Simulation de l'import" });
  const line = (section: string) => simulation.getByRole('row').filter({ hasText: `(${section})` }).locator('th, td');
  // Section, ajoutées, modifiées, supprimées, inchangées.
  await expect(line('immos')).toHaveText(['Biens (immos)', '0', '1', '0', String(exported.immos.length - 1)]);
  await expect(line('depenses')).toHaveText(['Dépenses (depenses)', '0', '0', '0', String(exported.depenses!.length)]);
  // Nothing written yet.
  expect((await payload<RecapLoyers>(page, 'immeubles/recaployers')).totalLoyerTheorique).toBe(oldRecap.totalLoyerTheorique);

  await simulation.getByRole('button', { name: "Confirmer l'import" }).click();
  await expect(page.getByRole('region', { name: 'Import effectué' })).toBeVisible();
  const newRecap = await payload<RecapLoyers>(page, 'immeubles/recaployers');
  expect(newRecap.totalLoyerTheorique).toBe(oldRecap.totalLoyerTheorique + 1200);
  // The journal and the backups show the import.
  await expect(page.getByText(/^« Import \(remplacement\)/)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Sauvegardes/ }).getByRole('cell', { name: 'Avant un import' }).first()).toBeVisible();

  // Another screen, no reload: the new figure.
  await page.evaluate(() => {
    window.location.hash = '#/recap';
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Récap loyers');
  await expect(theoreticalRents(page)).toHaveText(formatEuro(newRecap.totalLoyerTheorique));

  // The undo bar takes it back, and the old figure returns.
  const bar = page.getByRole('status').filter({ hasText: 'Import (remplacement) enregistré.' });
  await bar.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Annulé : Import \(remplacement\)/ })).toBeVisible();
  await expect(theoreticalRents(page)).toHaveText(formatEuro(oldRecap.totalLoyerTheorique));
  expect((await payload<RecapLoyers>(page, 'immeubles/recaployers')).totalLoyerTheorique).toBe(oldRecap.totalLoyerTheorique);
  fs.rmSync(file, { force: true });
});

test('a refused file shows the api message naming section, ligne and champ; nothing to undo says so', async ({ page }) => {
  const file = path.join(os.tmpdir(), `tableau-de-bord-refuse-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ depenses: [{ COP_DATE: '2024-03-12', COP_LIBELLE: 'Pain', COP_MONT: '12,5' }] }));
  await useOwnApi(page, api);
  await openRoute(page, '/donnees', 'Mes données');
  await page.getByLabel('Fichier à importer (JSON)').setInputFiles(file);
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByRole('region', { name: 'Importer un fichier' }).getByRole('alert')).toHaveText(/^Import refusé : section « depenses », ligne 1, champ « COP_MONT » : /);
  await expect(page.getByRole('region', { name: "Simulation de l'import" })).toHaveCount(0);
  fs.rmSync(file, { force: true });

  const pending = (await payload<Array<{ undone: boolean }>>(page, 'data/journal')).filter((e) => !e.undone);
  expect(pending).toEqual([]);
  await expect(page.getByText('Aucune modification à annuler.')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('region', { name: 'Dernière modification' }).getByRole('alert')).toHaveText('Rien à annuler : aucune modification en attente dans le journal.');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('« Mes données » and its import report fit 375 px, without accessibility violation', async ({ page }) => {
    const exported = await payload<ExportFile>(page, 'data');
    const file = path.join(os.tmpdir(), `tableau-de-bord-phone-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(exported));
    await useOwnApi(page, api);
    await openRoute(page, '/donnees', 'Mes données');
    await expect(page.getByRole('table', { name: /^Sauvegardes/ })).toBeVisible();
    await page.getByLabel('Fichier à importer (JSON)').setInputFiles(file);
    await page.getByRole('radio', { name: 'Fusionner' }).check();
    await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await expect(page.getByRole('region', { name: "Simulation de l'import" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fs.rmSync(file, { force: true });
  });
});
