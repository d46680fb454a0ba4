/**
 * POST /api/releves on files holding several accounts (CIC's OFX: a current account and a
 * card whose purchases the current account also carries as a « RELEVE CARTE » total): the
 * accounts listed first, cards left out by default, a card's lines and the totals never both
 * recorded, the choice remembered per account number. Amounts from
 * test/fixtures/releves/cic-courant-carte.ofx: card lines −45,90 and −91,50 (−137,40), one
 * total « RELEVE CARTE 05120417 » of −137,40.
 */
import { bankFixture } from 'bank-files/fixtures';
import { tableCounts, type TestApi } from '../helpers';
import { errorOf, getData } from '../dataHelpers';
import { lineOf, postStatement, preview, record, smallApi } from './matchHelpers';

const CIC = bankFixture('cic-courant-carte.ofx');
const CURRENT = '00020118802';
const CARD = '5132004412345678';
const TOTAL = 'RELEVE CARTE 05120417';
const options = { fileName: 'cic.ofx' };

let api: TestApi;
beforeEach(async () => {
  api = await smallApi();
});
afterEach(async () => {
  await api.close();
});

test('the accounts first; by default the current account only, the card left out, the total kept', async () => {
  const p = await preview(api.app, CIC, options);
  expect(p.comptes).toEqual([
    { numero: CURRENT, type: 'courant', intitule: null, lignes: 4, du: '2026-03-03', au: '2026-04-02', importe: true, memorise: false },
    { numero: CARD, type: 'carte', intitule: null, lignes: 2, du: '2026-03-08', au: '2026-03-15', importe: false, memorise: false },
  ]);
  expect(p.lignes.map((l) => l.n)).toEqual([1, 2, 3, 4]);
  expect(p.cartes).toBeNull();
  expect(lineOf(p, TOTAL).proposition).toBeNull();
});

test('the card chosen too: its lines kept, the total marked « déjà détaillé », with the amounts', async () => {
  const p = await preview(api.app, CIC, { ...options, comptes: [CURRENT, CARD] });
  expect(p.lignes.map((l) => l.n)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(p.cartes).toEqual({
    choix: 'detail',
    carte: { comptes: [CARD], lignes: 2, montant: -137.4 },
    totaux: { lignes: 1, montant: -137.4 },
    explication:
      'On garde les 2 opérations de la carte 5132004412345678 (-137,40 €) ; le total « RELEVE CARTE » du compte courant (-137,40 €) est marqué « déjà détaillé », pour ne pas compter deux fois les mêmes achats.',
  });
  expect(lineOf(p, TOTAL).proposition).toEqual({
    section: 'ignorer',
    row: null,
    raison: 'déjà détaillé : les achats de ce total sont les 2 opérations de la carte 5132004412345678, importées',
  });
});

test('recorded: the card purchases once in Dépenses, the total ignored; a decision recording the total is refused, nothing written', async () => {
  const both = { ...options, comptes: [CURRENT, CARD] };
  const before = tableCounts(api.db);
  const refused = await postStatement(api.app, CIC, { ...both, decisions: [{ n: 3, section: 'depenses', row: null }] });
  expect(errorOf(refused, 400).message).toBe(
    'Relevé refusé : ligne 3, section « depenses » : total des cartes déjà détaillé par les opérations de la carte importées (ignorez-le, ou choisissez de garder les totaux : cartes = totaux).',
  );
  expect(tableCounts(api.db)).toEqual(before);

  const decisions = [5, 6].map((n) => ({ n, section: 'depenses', row: null }));
  // A decision without a row takes the proposed one: these lines have none, so the rows are sent.
  const rows = decisions.map((d) => ({ ...d, row: { COP_DATE: d.n === 5 ? '2026-03-08' : '2026-03-15', COP_LIBELLE: d.n === 5 ? 'MONOPRIX LYON 3' : 'DÉCATHLON VILLEURBANNE', COP_MONT: d.n === 5 ? 45.9 : 91.5, COP_GARAGE: null } }));
  const done = await record(api.app, CIC, { ...both, decisions: rows });
  expect(done.parSection).toEqual({ depenses: 2 });
  const expenses = (await getData<Array<Record<string, unknown>>>(api.app, '/api/data/depenses')).filter((r) => String(r.COP_DATE).startsWith('2026-03'));
  // 45,90 + 91,50 = 137,40 once: the total of 137,40 is not there a second time.
  expect(expenses.map((r) => r.COP_MONT).sort()).toEqual([45.9, 91.5]);
  const ignored = (await getData<Array<Record<string, unknown>>>(api.app, '/api/data/lignesReleves')).filter((r) => r.section === 'ignorer');
  expect(ignored.map((r) => r.libelle)).toEqual([TOTAL]);

  // Remembered per account number: the next file of these accounts has them both, and the detail kept.
  expect((await getData<Array<Record<string, unknown>>>(api.app, '/api/data/comptesReleves')).map((r) => [r.numero, r.importe, r.cartes])).toEqual([
    [CURRENT, 1, null],
    [CARD, 1, 'detail'],
  ]);
  const again = await preview(api.app, CIC, options);
  expect(again.comptes!.map((c) => [c.numero, c.importe, c.memorise])).toEqual([
    [CURRENT, true, true],
    [CARD, true, true],
  ]);
  expect(again.cartes?.choix).toBe('detail');
});

test('« totaux »: the card totals kept, the card lines left out; the side chosen stays when a later file has no totals', async () => {
  const p = await preview(api.app, CIC, { ...options, comptes: [CURRENT, CARD], cartes: 'totaux' });
  expect(p.lignes.map((l) => l.n)).toEqual([1, 2, 3, 4]);
  expect(p.cartes?.explication).toBe(
    'On garde le total « RELEVE CARTE » du compte courant (-137,40 €) ; les 2 opérations de la carte 5132004412345678 (-137,40 €) sont laissées de côté, pour ne pas compter deux fois les mêmes achats.',
  );
  expect(lineOf(p, TOTAL).proposition).toBeNull();
  await record(api.app, CIC, { ...options, comptes: [CURRENT, CARD], cartes: 'totaux', decisions: [{ n: 1, section: 'ignorer', row: null }] });
  // The next file of that card has no total in it: nothing to choose, the side stays « totaux ».
  const cardOnly = Buffer.from(CIC.toString('latin1').replace('RELEVE CARTE 05120417', 'PRLV SEPA EDF'), 'latin1');
  await record(api.app, cardOnly, { ...options, comptes: [CURRENT, CARD], decisions: [{ n: 2, section: 'ignorer', row: null }] });
  const accounts = await getData<Array<Record<string, unknown>>>(api.app, '/api/data/comptesReleves');
  expect(accounts.map((r) => [r.numero, r.cartes])).toEqual([
    [CURRENT, null],
    [CARD, 'totaux'],
  ]);
});

test('Boursorama « tous comptes »: the current account by default, the Livret A left out until ticked', async () => {
  const bourso = bankFixture('boursorama-tous-comptes.csv');
  const p = await preview(api.app, bourso, { fileName: 'bourso.csv' });
  expect(p.comptes!.map((c) => [c.numero, c.type, c.lignes, c.importe])).toEqual([
    ['00040211293', 'courant', 3, true],
    ['00040998877', 'epargne', 1, false],
  ]);
  expect(p.lignes.map((l) => l.libelle)).not.toContain('INTERETS 2026');
  const both = await preview(api.app, bourso, { fileName: 'bourso.csv', comptes: ['00040211293', '00040998877'] });
  expect(both.lignes.map((l) => l.libelle)).toContain('INTERETS 2026');
});

test('an account the file does not hold, or a wrong card choice: 400 in French', async () => {
  expect(errorOf(await postStatement(api.app, CIC, { ...options, dryRun: true, comptes: ['FR00'] }), 400).message).toBe(
    'Relevé refusé : champ « comptes » : le compte « FR00 » n\'est pas dans ce fichier (comptes du fichier : 00020118802, 5132004412345678).',
  );
  expect(errorOf(await postStatement(api.app, CIC, { ...options, dryRun: true, cartes: 'tout' }), 400).message).toBe(
    'Relevé refusé : champ « cartes » : detail ou totaux attendu (detail : garder les opérations de la carte ; totaux : garder les totaux « RELEVE CARTE »).',
  );
  // A decision for a line of an account left out names a line absent from the statement.
  expect(errorOf(await postStatement(api.app, CIC, { ...options, decisions: [{ n: 5, section: 'ignorer', row: null }] }), 400).message).toBe(
    'Relevé refusé : une décision nomme la ligne 5, absente de ce relevé.',
  );
});
