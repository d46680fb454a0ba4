/**
 * POST /api/releves and the date order: a QIF whose dates read both ways is answered 422 with
 * two lines read both ways; the owner's choice (ordre_dates) reads it and is remembered for
 * that bank's profile. A line in another currency is proposed « ignorer ». The tenant's name
 * in a label decides between two leases of the same rent.
 */
import { bankFixture as fixture } from 'bank-files/fixtures';
import { unknownDateOrderSchema } from '../../src/contracts';
import { tableCounts, type TestApi } from '../helpers';
import { errorOf, getData, payloadOf, request } from '../dataHelpers';
import { csvOf, lineOf, postStatement, preview, record, SMALL_BASE, smallApi } from './matchHelpers';

const LCL = fixture('lcl-money-date-us.qif');

let api: TestApi;
beforeEach(async () => {
  api = await smallApi();
});
afterEach(async () => {
  await api.close();
});

test('no day above 12: 422 ordre_dates_inconnu with two lines read both ways, nothing written', async () => {
  const before = tableCounts(api.db);
  const reply = await postStatement(api.app, LCL, { ordre_dates: null, fileName: 'lcl.qif' });
  expect(reply.statusCode).toBe(422);
  const body = unknownDateOrderSchema.parse(reply.json());
  expect(body.exemples).toEqual([
    { ligne: 2, brut: '03/02/26', libelle: 'CB  RETRAIT DU  01/03', jma: '2026-02-03', mja: '2026-03-02' },
    { ligne: 19, brut: '03/09/26', libelle: '', jma: '2026-09-03', mja: '2026-03-09' },
  ]);
  expect(tableCounts(api.db)).toEqual(before);
  expect(errorOf(await postStatement(api.app, LCL, { ordre_dates: 'md', dryRun: true }), 400).message).toBe(
    'Relevé refusé : champ « ordre_dates » : jma ou mja attendu (jma : jour/mois/année ; mja : mois/jour/année).',
  );
});

test('mja chosen: read month first, and remembered for « qif bank »', async () => {
  const p = await preview(api.app, LCL, { ordre_dates: 'mja' });
  expect(p.ordreDates).toBe('mja');
  expect(lineOf(p, 'VIR M. THOMAS ROUX LOYER MARS').date).toBe('2026-03-05');
  await record(api.app, LCL, { ordre_dates: 'mja', decisions: [{ n: 1, section: 'ignorer', row: null }] });
  expect((await getData<Array<Record<string, unknown>>>(api.app, '/api/data/datesReleves')).map((r) => [r.signature, r.ordre])).toEqual([['qif bank', 'mja']]);
  const next = await preview(api.app, LCL, { ordre_dates: null });
  expect(next.ordreDates).toBe('mja');
  expect(next.lignes[0]!.date).toBe('2026-03-02');
});

test('a line in CHF is shown as such and proposed « ignorer », as is one the bank reverted', async () => {
  const p = await preview(api.app, fixture('revolut.csv'), { ordre_dates: null });
  expect(lineOf(p, 'Coop Geneve')).toMatchObject({
    devise: 'CHF',
    montant: -38,
    proposition: { section: 'ignorer', row: null, raison: "opération en CHF, montant non converti en euros : à ignorer, sauf si vous l'enregistrez vous-même" },
  });
  expect(lineOf(p, 'Leroy Merlin').devise).toBeUndefined();
  expect(lineOf(p, 'Amazon').proposition).toEqual({
    section: 'ignorer',
    row: null,
    raison: "opération REVERTED selon la banque (non aboutie) : à ignorer, sauf si vous l'enregistrez vous-même",
  });
});

test('two leases of 750 € due on the 5th: the tenant named in the label takes the credit, the other lease the unnamed one', async () => {
  const second = {
    ...SMALL_BASE.immos[0]!,
    IM_NOM: 'Lyon T3',
  };
  const base = {
    ...SMALL_BASE,
    immos: [...SMALL_BASE.immos, second],
    baux: [...SMALL_BASE.baux, { ...SMALL_BASE.baux[0]!, id: 2, IM_NOM: 'Lyon T3', locataire: 'Marie Lefèvre' }],
  };
  payloadOf(await request(api.app, 'POST', '/api/data?mode=replace', base));
  // The named credit is on the 5th: by date alone it would take lease 1, the first of the two equally close.
  const p = await preview(api.app, csvOf([['2026-10-05', 'VIR SEPA M. OU MME LEFEVRE LOYER', 750], ['2026-10-07', 'VIR SEPA LOYER OCTOBRE', 750]]));
  expect(lineOf(p, 'VIR SEPA M. OU MME LEFEVRE LOYER').proposition).toMatchObject({
    section: 'loyers',
    row: { IM_NOM: 'Lyon T3', bail_id: 2 },
    raison: 'loyer du bail de Marie Lefèvre (nommé dans le libellé), 750 € attendu le 5',
  });
  expect(lineOf(p, 'VIR SEPA LOYER OCTOBRE').proposition).toMatchObject({ section: 'loyers', row: { IM_NOM: 'Lyon T2', bail_id: 1 }, raison: 'loyer du bail de Jean Dupont, 750 € attendu le 5' });
});
