/**
 * A CSV whose header ends with « ; » (Fortuneo writes every line so): the columns the owner
 * named are kept under a signature without that empty last cell, and found again for the next
 * file; a profile saved with the old trailing « ; » still applies.
 */
import type { TestApi } from '../helpers';
import { getData, payloadOf, request, type StoredRow } from '../dataHelpers';
import { postStatement, preview, record, smallApi } from './matchHelpers';

const FILE = Buffer.from(['Jour;Opération faite;Valeur;', '14/03/2026;PAIEMENT CB;-8,00;', '15/03/2026;VIREMENT;+100,00;'].join('\r\n') + '\r\n', 'utf8');
const COLUMNS = { date: 'Jour', libelle: 'Opération faite', montant: 'Valeur' };

let api: TestApi;
beforeEach(async () => {
  api = await smallApi();
});
afterEach(async () => {
  await api.close();
});

test('named once, remembered: the next file of that bank needs nothing', async () => {
  expect((await postStatement(api.app, FILE, { dryRun: true })).statusCode).toBe(422);
  await record(api.app, FILE, { colonnes: COLUMNS, decisions: [{ n: 1, section: 'ignorer', row: null }] });
  expect((await getData<StoredRow[]>(api.app, '/api/data/profilsReleves')).map((p) => p.signature)).toEqual(['jour;operation faite;valeur']);
  const again = await preview(api.app, FILE);
  expect(again.lignes.map((l) => [l.date, l.libelle, l.montant])).toEqual([
    ['2026-03-14', 'PAIEMENT CB', -8],
    ['2026-03-15', 'VIREMENT', 100],
  ]);
});

test('a profile saved with the trailing « ; » of the header still applies', async () => {
  payloadOf(await request(api.app, 'POST', '/api/data/profilsReleves', { signature: 'jour;operation faite;valeur;', date: 'jour', libelle: 'operation faite', montant: 'valeur' }));
  expect((await preview(api.app, FILE)).lignes).toHaveLength(2);
});
