/**
 * Recording a statement (POST /api/releves) on the small base of matchHelpers.ts: decisions or
 * proposals, in one transaction and one journal entry that one undo takes back; duplicates
 * never recorded again; a refused row names its line and field, and nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALLOWED_ORIGIN, tableCounts, type TestApi } from '../helpers';
import { count, errorOf, getData, payloadOf, request, type StoredRow } from '../dataHelpers';
import { csvOf, postStatement, record, smallApi, type Row } from './matchHelpers';

let api: TestApi;
beforeEach(async () => {
  api = await smallApi();
});
afterEach(async () => {
  await api.close();
});

const STATEMENT: Row[] = [
  ['2026-10-06', 'VIR SEPA LOYER OCTOBRE', 750], // 1: proposed loyers, no decision
  ['2026-10-10', 'PRLV CREDIT IMMO', -520], // 2: proposed ignorer (instalment), decided depenses
  ['2026-10-12', 'CB LIBRAIRIE', -25.9], // 3: decided depenses
  ['2026-10-13', 'CB STATION', -60], // 4: decided voitures
  ['2026-10-14', 'PRLV MAIF PNO', -182.4], // 5: decided chargesBiens
  ['2026-10-15', 'VIR INCONNU', 40], // 6: neither
  ['2026-10-16', 'CB RESTAURANT', -35], // 7: decided ignorer
  ['2026-10-17', 'VIR REMBOURSEMENT', 30], // 8: decided depenses (a refund)
];

const DECISIONS = [
  { n: 2, section: 'depenses', row: { COP_DATE: '2026-10-10', COP_LIBELLE: 'Échéance payée deux fois', COP_MONT: 520, COP_GARAGE: null } },
  { n: 3, section: 'depenses', row: { COP_DATE: '2026-10-12', COP_LIBELLE: 'CB LIBRAIRIE', COP_MONT: 25.9, COP_GARAGE: 'Fnac' } },
  { n: 4, section: 'voitures', row: { groupe: 'Citroën C3', date: '2026-10-13', montant: 60, libelle: 'CB STATION' } },
  { n: 5, section: 'chargesBiens', row: { IM_NOM: 'Lyon T2', date: '2026-10-14', montant: 182.4, categorie: 'assurance', libelle: 'PRLV MAIF PNO' } },
  { n: 7, section: 'ignorer', row: null },
  { n: 8, section: 'depenses', row: { COP_DATE: '2026-10-17', COP_LIBELLE: 'VIR REMBOURSEMENT', COP_MONT: -30, COP_GARAGE: null } },
];

const lastRows = async (section: string, n: number) => (await getData<StoredRow[]>(api.app, `/api/data/${section}`)).slice(-n).map(({ id: _id, ...r }) => r);

test('decisions, or else proposals: the rows in each section, the lines remembered, one journal entry, one undo', async () => {
  const before = tableCounts(api.db);
  const journalBefore = count(api.db, 'journal');
  const reply = await record(api.app, csvOf(STATEMENT), { decisions: DECISIONS });
  expect(reply).toEqual({
    enregistrees: 6,
    ignorees: 1,
    doublons: 0,
    sansDecision: 1,
    parSection: { loyers: 1, depenses: 3, voitures: 1, chargesBiens: 1 },
    message: '6 lignes enregistrées (Loyers encaissés : 1, Dépenses : 3, Frais de voiture : 1, Charges des biens : 1), 1 ignorée, 1 ligne sans décision.',
  });
  expect(await lastRows('loyers', 1)).toEqual([{ IM_NOM: 'Lyon T2', date: '2026-10-06', montant: 750, honoraires: 0, bail_id: 1 }]);
  expect(await lastRows('depenses', 3)).toEqual([
    { COP_DATE: '2026-10-10', COP_LIBELLE: 'Échéance payée deux fois', COP_MONT: 520, COP_GARAGE: null },
    { COP_DATE: '2026-10-12', COP_LIBELLE: 'CB LIBRAIRIE', COP_MONT: 25.9, COP_GARAGE: 'Fnac' },
    { COP_DATE: '2026-10-17', COP_LIBELLE: 'VIR REMBOURSEMENT', COP_MONT: -30, COP_GARAGE: null },
  ]);
  expect(await lastRows('voitures', 1)).toEqual([{ groupe: 'Citroën C3', date: '2026-10-13', montant: 60, libelle: 'CB STATION' }]);
  expect(await lastRows('chargesBiens', 1)).toEqual([{ IM_NOM: 'Lyon T2', date: '2026-10-14', montant: 182.4, categorie: 'assurance', libelle: 'PRLV MAIF PNO' }]);
  // Every line recorded or ignored, not the one without a decision.
  expect((await getData<StoredRow[]>(api.app, '/api/data/lignesReleves')).map(({ id: _id, ...l }) => l)).toEqual([
    { date: '2026-10-06', montant: 750, libelle: 'VIR SEPA LOYER OCTOBRE', fitid: null, section: 'loyers', compte: null },
    { date: '2026-10-10', montant: -520, libelle: 'PRLV CREDIT IMMO', fitid: null, section: 'depenses', compte: null },
    { date: '2026-10-12', montant: -25.9, libelle: 'CB LIBRAIRIE', fitid: null, section: 'depenses', compte: null },
    { date: '2026-10-13', montant: -60, libelle: 'CB STATION', fitid: null, section: 'voitures', compte: null },
    { date: '2026-10-14', montant: -182.4, libelle: 'PRLV MAIF PNO', fitid: null, section: 'chargesBiens', compte: null },
    { date: '2026-10-16', montant: -35, libelle: 'CB RESTAURANT', fitid: null, section: 'ignorer', compte: null },
    { date: '2026-10-17', montant: 30, libelle: 'VIR REMBOURSEMENT', fitid: null, section: 'depenses', compte: null },
  ]);
  expect(count(api.db, 'journal')).toBe(journalBefore + 1);
  const [entry] = await getData<Array<{ action: string; section: null; summary: string }>>(api.app, '/api/data/journal');
  expect(entry).toMatchObject({ action: 'import', section: null, summary: 'Relevé bancaire : 6 lignes enregistrées, 1 ignorée', undone: false });
  expect((await getData<Array<{ kind: string }>>(api.app, '/api/data/backups')).map((b) => b.kind)).toContain('avant-releve');

  expect(payloadOf(await request(api.app, 'POST', '/api/data/undo'))).toMatchObject({ undone: 'Relevé bancaire : 6 lignes enregistrées, 1 ignorée' });
  expect({ ...tableCounts(api.db), journal: 0 }).toEqual({ ...before, journal: 0 });
  expect(await getData(api.app, '/api/data/lignesReleves')).toEqual([]);
});

test('a second import of the same file records nothing and says so; a decision cannot record a duplicate', async () => {
  const file = csvOf([STATEMENT[0]!, STATEMENT[1]!]);
  expect(await record(api.app, file)).toMatchObject({ enregistrees: 1, ignorees: 1, message: '1 ligne enregistrée (Loyers encaissés : 1), 1 ignorée.' });
  const counts = tableCounts(api.db);
  const again = await record(api.app, file, { decisions: [{ n: 1, section: 'depenses', row: { COP_DATE: '2026-10-06', COP_LIBELLE: 'x', COP_MONT: 1, COP_GARAGE: null } }] });
  expect(again).toEqual({
    enregistrees: 0,
    ignorees: 0,
    doublons: 2,
    sansDecision: 0,
    parSection: {},
    message: 'Rien à enregistrer : les 2 lignes de ce relevé sont déjà importées.',
  });
  expect(tableCounts(api.db)).toEqual(counts);
  // The same file with one line more: that one only.
  const longer = await record(api.app, csvOf([STATEMENT[0]!, STATEMENT[1]!, STATEMENT[6]!]), { decisions: [{ n: 3, section: 'ignorer', row: null }] });
  expect(longer).toMatchObject({ enregistrees: 0, ignorees: 1, doublons: 2, message: '1 ligne ignorée, 2 lignes déjà importées.' });
});

test('identical lines: the k-th of a file matches the k-th stored one', async () => {
  const coffee: Row = ['2026-10-12', 'CB CAFE', -2.5];
  const decideAll = (n: number) => Array.from({ length: n }, (_, i) => ({ n: i + 1, section: 'ignorer', row: null }));
  expect(await record(api.app, csvOf([coffee, coffee]), { decisions: decideAll(2) })).toMatchObject({ ignorees: 2 });
  expect(await record(api.app, csvOf([coffee, coffee, coffee]), { decisions: decideAll(3) })).toMatchObject({ ignorees: 1, doublons: 2 });
  expect(await record(api.app, csvOf([coffee, coffee, coffee]), { decisions: decideAll(3) })).toMatchObject({ ignorees: 0, doublons: 3 });
});

test('a row refused by its schema: 400 naming the line and the field, nothing written, no backup', async () => {
  const before = tableCounts(api.db);
  const backups = (await getData<unknown[]>(api.app, '/api/data/backups')).length;
  const bad = DECISIONS.map((d) => (d.n === 3 ? { ...d, row: { ...d.row, COP_MONT: '25,90' } } : d));
  const body = errorOf(await postStatement(api.app, csvOf(STATEMENT), { decisions: bad }), 400);
  expect(body).toEqual({
    error: 'invalid_data',
    message: 'Relevé refusé : ligne 3, section « depenses », champ « COP_MONT » : nombre attendu (ex. 1234.5).',
    section: 'depenses',
    ligne: 3,
    champ: 'COP_MONT',
  });
  expect(tableCounts(api.db)).toEqual(before);
  expect((await getData<unknown[]>(api.app, '/api/data/backups')).length).toBe(backups);
});

test('a row the base refuses (an unknown property): 400 naming the line and the field, nothing written', async () => {
  const before = tableCounts(api.db);
  const bad = [{ n: 5, section: 'chargesBiens', row: { ...DECISIONS[3]!.row, IM_NOM: 'Paris T1' } }];
  const body = errorOf(await postStatement(api.app, csvOf(STATEMENT), { decisions: bad }), 400);
  expect(body).toMatchObject({ error: 'invalid_data', section: 'chargesBiens', ligne: 5, champ: 'IM_NOM' });
  expect(body.message).toBe('Relevé refusé : ligne 5, section « chargesBiens », champ « IM_NOM » : bien « Paris T1 » inconnu (aucun bien de ce nom dans immos).');
  expect({ ...tableCounts(api.db), journal: 0 }).toEqual({ ...before, journal: 0 });
});

test('a statement whose backup cannot be taken: 500 backup_failed in French, nothing written', async () => {
  const before = tableCounts(api.db);
  // A file where the backups folder goes: the core cannot take its « avant-releve » copy.
  fs.rmSync(path.join(api.dir, 'backups'), { recursive: true, force: true });
  fs.writeFileSync(path.join(api.dir, 'backups'), 'un fichier à la place du dossier');
  const body = errorOf(await postStatement(api.app, csvOf(STATEMENT), { decisions: DECISIONS }), 500);
  expect(body).toEqual({
    error: 'backup_failed',
    message: "Sauvegarde préalable impossible : dossier des sauvegardes inaccessible ; rien n'a été modifié.",
  });
  expect(tableCounts(api.db)).toEqual(before);
});

test('decisions that cannot be read: 400 in French', async () => {
  const file = csvOf(STATEMENT);
  const cases: Array<[unknown, RegExp]> = [
    ['[{', /le champ « decisions » n'est pas un JSON valide/],
    [[{ n: 1, section: 'autre', row: null }], /champ « decisions », décision 1 \(ligne 1\), champ « section » : valeur attendue parmi/],
    [[{ n: 1, section: 'ignorer', row: null, note: 1 }], /décision 1 \(ligne 1\), champ « note » inconnu/],
    [[{ n: 99, section: 'ignorer', row: null }], /la ligne 99, absente de ce relevé/],
    [[{ n: 1, section: 'ignorer', row: null }, { n: 1, section: 'ignorer', row: null }], /deux décisions pour la ligne 1/],
    [[{ n: 6, section: 'depenses', row: null }], /ligne 6, section « depenses » : la ligne à enregistrer manque/],
  ];
  for (const [decisions, message] of cases) {
    expect(errorOf(await postStatement(api.app, file, { decisions }), 400).message).toMatch(message);
  }
});

test('the write guard and the sign-in, as for every write', async () => {
  const file = csvOf(STATEMENT);
  expect(errorOf(await postStatement(api.app, file, { headers: { 'x-tableau-de-bord': '0' } }), 403).error).toBe('forbidden');
  expect((await postStatement(api.app, file, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
  expect((await postStatement(api.app, file, { headers: { origin: ALLOWED_ORIGIN }, dryRun: true })).statusCode).toBe(200);
  expect(count(api.db, 'statement_lines')).toBe(0);
});
