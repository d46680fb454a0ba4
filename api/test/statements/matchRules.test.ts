/**
 * The owner's rules (section regles), on the small base of matchHelpers.ts: by text (case and
 * accents aside), by /regex/, within amount bounds, in id order, before the rents and loans.
 */
import type { TestApi } from '../helpers';
import { errorOf, getData, payloadOf, request, type StoredRow } from '../dataHelpers';
import { csvOf, lineOf, preview, smallApi } from './matchHelpers';

let api: TestApi;
beforeEach(async () => {
  api = await smallApi();
});
afterEach(async () => {
  await api.close();
});

const addRule = async (rule: Record<string, unknown>) => payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/regles', rule));
const none = { montant_min: null, montant_max: null };

test('by text: case, accents and punctuation aside; the reason names the rule and where the line goes', async () => {
  const rule = await addRule({ ...none, motif: 'maïf', section: 'chargesBiens', IM_NOM: 'Lyon T2', categorie: 'assurance' });
  const p = await preview(api.app, csvOf([['2026-10-02', 'PRLV SEPA MAIF-ASSURANCE PNO', -182.4], ['2026-10-03', 'PRLV MACIF', -50]]));
  expect(lineOf(p, 'PRLV SEPA MAIF-ASSURANCE PNO').proposition).toEqual({
    section: 'chargesBiens',
    row: { IM_NOM: 'Lyon T2', date: '2026-10-02', montant: 182.4, categorie: 'assurance', libelle: 'PRLV SEPA MAIF-ASSURANCE PNO' },
    raison: `règle n° ${rule.id} : le libellé contient maïf → Charges des biens (Lyon T2, assurance)`,
  });
  expect(lineOf(p, 'PRLV MACIF').proposition).toBeNull();
});

test('by /regex/ with its flags, on the label as written', async () => {
  const rule = await addRule({ ...none, motif: '/^CB .*(LECLERC|CARREFOUR)/i', section: 'depenses' });
  const p = await preview(api.app, csvOf([['2026-10-02', 'cb Carrefour Market', -62.1], ['2026-10-03', 'PRLV CARREFOUR BANQUE', -30]]));
  expect(lineOf(p, 'cb Carrefour Market').proposition).toEqual({
    section: 'depenses',
    row: { COP_DATE: '2026-10-02', COP_LIBELLE: 'cb Carrefour Market', COP_MONT: 62.1, COP_GARAGE: null },
    raison: `règle n° ${rule.id} : le libellé commence par CB, puis LECLERC ou CARREFOUR → Dépenses`,
  });
  expect(lineOf(p, 'PRLV CARREFOUR BANQUE').proposition).toBeNull();
});

test('an invalid regex is refused by the schema, naming motif', async () => {
  const body = errorOf(await request(api.app, 'POST', '/api/data/regles', { ...none, motif: '/(STATION/', section: 'depenses' }), 400);
  expect(body).toMatchObject({ error: 'invalid_data', section: 'regles', champ: 'motif' });
  expect(body.message).toMatch(/expression régulière invalide/);
});

test('amount bounds, without the sign, inclusive; a refund goes the other way', async () => {
  const rule = await addRule({ motif: 'STATION', montant_min: 20, montant_max: 120, section: 'voitures', groupe: 'Citroën C3' });
  const p = await preview(
    api.app,
    csvOf([
      ['2026-10-02', 'CB STATION TOTAL A', -20],
      ['2026-10-02', 'CB STATION TOTAL B', -120],
      ['2026-10-02', 'CB STATION TOTAL C', -19.99],
      ['2026-10-02', 'CB STATION TOTAL D', -120.01],
      ['2026-10-02', 'AVOIR STATION TOTAL', 45],
    ]),
  );
  expect(p.lignes.map((l) => l.proposition?.row ?? null)).toEqual([
    { groupe: 'Citroën C3', date: '2026-10-02', montant: 20, libelle: 'CB STATION TOTAL A' },
    { groupe: 'Citroën C3', date: '2026-10-02', montant: 120, libelle: 'CB STATION TOTAL B' },
    null,
    null,
    { groupe: 'Citroën C3', date: '2026-10-02', montant: -45, libelle: 'AVOIR STATION TOTAL' },
  ]);
  expect(p.lignes[0]!.proposition?.raison).toBe(`règle n° ${rule.id} : le libellé contient STATION → Frais de voiture (Citroën C3)`);
});

test('in id order, the first that matches wins; before the rents and the loans', async () => {
  const first = await addRule({ ...none, motif: 'DUPONT', section: 'ignorer' });
  await addRule({ ...none, motif: 'VIR', section: 'depenses' });
  const loanRule = await addRule({ ...none, motif: 'PRET', section: 'depenses' });
  const p = await preview(api.app, csvOf([['2026-10-06', 'VIR DUPONT', 750], ['2026-10-10', 'PRLV PRET', -520]]));
  // The rent and the instalment would be recognised without the rules.
  expect(lineOf(p, 'VIR DUPONT').proposition).toEqual({ section: 'ignorer', row: null, raison: `règle n° ${first.id} : le libellé contient DUPONT → Ignorer` });
  expect(lineOf(p, 'PRLV PRET').proposition).toMatchObject({ section: 'depenses', raison: `règle n° ${loanRule.id} : le libellé contient PRET → Dépenses` });
  // Once the first rule is gone, the second one takes the rent.
  expect((await request(api.app, 'DELETE', `/api/data/regles/${first.id}`)).statusCode).toBe(204);
  expect(lineOf(await preview(api.app, csvOf([['2026-10-06', 'VIR DUPONT', 750]])), 'VIR DUPONT').proposition?.section).toBe('depenses');
});

test('a rule to loyers takes credits only, with its lease', async () => {
  const rule = await addRule({ ...none, motif: 'CAF', section: 'loyers', IM_NOM: 'Lyon T2', bail_id: 1 });
  const p = await preview(api.app, csvOf([['2026-10-20', 'VIR CAF APL', 212.5], ['2026-10-20', 'PRLV CAF', -10]]));
  expect(lineOf(p, 'VIR CAF APL').proposition).toEqual({
    section: 'loyers',
    row: { IM_NOM: 'Lyon T2', date: '2026-10-20', montant: 212.5, honoraires: 0, bail_id: 1 },
    raison: `règle n° ${rule.id} : le libellé contient CAF → Loyers encaissés (Lyon T2)`,
  });
  expect(lineOf(p, 'PRLV CAF').proposition).toBeNull();
});

test('a rule follows its property: renamed with it, deleted with it (and back with the undo); a deleted lease unlinks it', async () => {
  const rule = await addRule({ ...none, motif: 'CAF', section: 'loyers', IM_NOM: 'Lyon T2', bail_id: 1 });
  const [property] = await getData<StoredRow[]>(api.app, '/api/data/immos');
  const { id, ...fields } = property!;
  payloadOf(await request(api.app, 'PUT', `/api/data/immos/${id}`, { ...fields, IM_NOM: 'Lyon T2 bis' }));
  expect(await getData(api.app, `/api/data/regles/${rule.id}`)).toMatchObject({ IM_NOM: 'Lyon T2 bis', bail_id: 1 });
  expect((await request(api.app, 'DELETE', '/api/data/baux/1')).statusCode).toBe(204);
  expect(await getData(api.app, `/api/data/regles/${rule.id}`)).toMatchObject({ IM_NOM: 'Lyon T2 bis', bail_id: null });
  payloadOf(await request(api.app, 'POST', '/api/data/undo'));
  expect(await getData(api.app, `/api/data/regles/${rule.id}`)).toMatchObject({ bail_id: 1 });
  expect((await request(api.app, 'DELETE', `/api/data/immos/${id}`)).statusCode).toBe(204);
  expect(await getData(api.app, '/api/data/regles')).toEqual([]);
  payloadOf(await request(api.app, 'POST', '/api/data/undo'));
  expect(await getData(api.app, `/api/data/regles/${rule.id}`)).toMatchObject({ IM_NOM: 'Lyon T2 bis', bail_id: 1 });
});
