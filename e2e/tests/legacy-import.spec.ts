/**
 * « Importer depuis mon ancien site » against an api of its own: a small old site (a node http
 * server of this test) answers the spec's section 7 reads; the api reads it, « Mes données »
 * shows the preview and what the site cannot give, the import is confirmed, the new property
 * shows on its screen through the report's link, and the undo bar takes the import back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import { expect, openRoute, test, type AllData, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
withOwnApi((started) => (api = started));

const PROPERTY = 'Vannes Port (ancien site)';
const REPLIES: Record<string, unknown> = {
  'immeubles/alldata': {
    immos: [{ IM_NOM: PROPERTY, IM_INDIVISION: '0', IM_TYPE_PROP: 'PROP', IM_PRET_MT: '0', IM_MT_LOYER: '640.00', IM_AGENCE: '0', IM_DATE_ACHAT: '2018-06-01', IM_VENDU: '0', IM_PA: '98000', IM_PX_VTE: '', loyerTheo: '650' }],
    opvcm: [],
  },
  'immeubles/opedepenses': [{ COP_DATE: '2026-02-03', COP_LIBELLE: 'Cr&eacute;merie', COP_MONT: '7.40', COP_GARAGE: '' }],
  'immeubles/graphTxFonciere/0': { axe_fonciere: '[]', serie_fonciere: '[]' },
  'immeubles/graphTxFonciere/1': { axe_fonciere: '[]', serie_fonciere: '[]' },
  'immeubles/graphedf': { axeHerm: '[]', serieHerm: '[]', axeFleurs: '[]', serieFleurs: '[]' },
};

let oldSite: http.Server;
let oldSiteUrl: string;
test.beforeAll(async () => {
  oldSite = http.createServer((req, res) => {
    const read = (req.url ?? '').replace(/^\/index\.php\/api\//, '');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ payload: REPLIES[read] ?? [] }));
  });
  await new Promise<void>((resolve) => oldSite.listen(0, '127.0.0.1', resolve));
  oldSiteUrl = `http://127.0.0.1:${(oldSite.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  oldSite.closeAllConnections();
  await new Promise((resolve) => oldSite.close(resolve));
});

async function propertyNames(page: Page): Promise<string[]> {
  const reply = await apiGet(page, `${api.url}/api/immeubles/alldata`);
  return ((await reply.json()) as { payload: AllData }).payload.immos.map((p) => p.IM_NOM);
}

test('the old site read by the api, previewed, imported, shown on its screen, then undone', async ({ page }) => {
  await useOwnApi(page, api);
  await openRoute(page, '/donnees', 'Mes données');
  const area = page.getByRole('region', { name: 'Importer depuis mon ancien site' });
  await area.getByLabel('Adresse de votre ancien site').fill(oldSiteUrl);
  await area.getByRole('button', { name: 'Lire le site' }).click();

  const preview = page.getByRole('region', { name: "Aperçu de l'import depuis l'ancien site" });
  const line = (section: string) => preview.getByRole('row').filter({ hasText: `(${section})` }).locator('th, td');
  await expect(line('immos')).toHaveText(['Biens (immos)', '1', '0', '0', '0']);
  await expect(line('depenses')).toHaveText(['Dépenses (depenses)', '1', '0', '0', '0']);
  await expect(preview.getByRole('list', { name: 'À compléter' }).getByRole('link')).toHaveText([
    "L'historique des loyers encaissés",
    'Le taux, la durée et la date de début des emprunts',
    'Les baux et les locataires',
    'Le trimestre IRL de chaque bien',
  ]);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(await propertyNames(page)).not.toContain(PROPERTY);

  await preview.getByRole('button', { name: "Confirmer l'import" }).click();
  const done = page.getByRole('region', { name: "Import depuis l'ancien site effectué" });
  await expect(done.getByRole('status')).toHaveText(/^Import effectué/);
  expect(await propertyNames(page)).toContain(PROPERTY);

  // The report's link to where the IRL quarter is completed: the property list, with the new property.
  await done.getByRole('link', { name: 'Le trimestre IRL de chaque bien' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liste Appt');
  await expect(page.getByText(PROPERTY).first()).toBeVisible();

  const bar = page.getByRole('status').filter({ hasText: 'Import depuis votre ancien site enregistré.' });
  await bar.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Annulé : Import \(fusion\)/ })).toBeVisible();
  expect(await propertyNames(page)).not.toContain(PROPERTY);
});
