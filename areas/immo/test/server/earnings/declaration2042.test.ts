/**
 * The boxes of form 2042 the owner types from his 2044 (notice 2042, cadre 4: 4BA the net
 * income of line 420, 4BB the deficit carried, 4BC the deficit on global income within
 * 10 700 €, 4BD the earlier deficits not yet used, 4BE the micro-foncier's gross rents, 4BN when
 * the rents stop), on rows written here, every figure worked out by hand below.
 *
 * One property let bare 1 000 € a month from 2023 (no lease: each payment counts whole), a
 * taxe foncière of 800 € a year, 15 000 € of deficit of 2021 filed before the data:
 *  - 2023: 211 = 12 000; 240 = 20 (222) + 800 (227) = 820; 261 = 11 180. The 2021 deficit
 *    takes 11 180: 3 820 of it is left.
 *  - 2024: 25 000 € of works besides. 240 = 20 + 25 000 + 800 = 25 820; 261 = 12 000 − 25 820
 *    = −13 820, no interest: 10 700 offsets global income, 3 120 is carried. The 3 820 of 2021
 *    wait (a year in deficit uses none).
 *  - 2025: as 2023, 261 = 11 180; the owner declares under the micro-foncier: 4BE = 12 000.
 *    Earlier deficits at its start: 3 820 (2021) + 3 120 (2024) = 6 940.
 *  - 2026: no rent (the year is not over on 25 November 2026, and no lease schedules any).
 */
import { emptyBase, letProperty, type Base } from '../rentalBase';

const NAME = 'Paris Bastille';
let b: Base;
beforeAll(async () => {
  b = await emptyBase();
  await b.post('immos', letProperty(NAME, { IM_MT_LOYER: 1000, loyerTheo: 1000 }));
  await b.post('deficitsFonciers', { annee: 2021, montant: 15000 });
  for (const year of [2023, 2024, 2025]) {
    for (let month = 1; month <= 12; month++) await b.post('loyers', { IM_NOM: NAME, date: `${year}-${String(month).padStart(2, '0')}-05`, montant: 1000 });
    await b.post('taxesFoncieres', { IM_NOM: NAME, annee: year, montant: 800, teom: 0 });
  }
  await b.post('chargesBiens', { IM_NOM: NAME, date: '2024-06-15', montant: 25000, categorie: 'travaux', libelle: 'Toiture' });
});
afterAll(() => b.host.close());

test('a year with income and an earlier deficit used: 4BA the income before it, 4BD the deficit, the tax office offsets them', async () => {
  const r = await b.statement(2023);
  expect(r.total.lignes['261']).toBe(11180);
  expect(r.declaration_2042.reel).toEqual({ '4BA': 11180, '4BB': 0, '4BC': 0, '4BD': 15000 });
  // 12 000 € of rents, under the 15 000 € ceiling: the micro-foncier is the law's default.
  expect(r.declaration_2042.micro).toEqual({ '4BE': 12000, '4BD': 15000 });
  expect(r.declaration_2042).toMatchObject({ regime: 'micro', regime_source: 'defaut', '4BN': false });
  expect(r.declaration_2042.notice).toContain('revenus 2023');
  expect(r.resultat).toBe(0);
  expect(r.deficit.a_reporter).toEqual([{ annee: 2021, montant: 3820 }]);
});

test('a year in deficit beyond 10 700 €: 4BC the ceiling, 4BB the rest, 4BD the older deficit still waiting', async () => {
  const r = await b.statement(2024);
  expect(r.total.lignes['261']).toBe(-13820);
  expect(r.declaration_2042.reel).toEqual({ '4BA': 0, '4BB': 3120, '4BC': 10700, '4BD': 3820 });
  expect(r.deficit.a_reporter).toEqual([
    { annee: 2021, montant: 3820 },
    { annee: 2024, montant: 3120 },
  ]);
});

test('a year under the micro-foncier chosen in « Mes données »: 4BE the gross rents, 4BD the deficits at its start', async () => {
  await b.post('fiscalite', { tmi: 30, regime_foncier: 'micro', regime_meuble: null });
  const r = await b.statement(2025);
  expect(r.declaration_2042).toMatchObject({ regime: 'micro', regime_source: 'choix', micro: { '4BE': 12000, '4BD': 6940 } });
  expect(r.declaration_2042.reel).toEqual({ '4BA': 11180, '4BB': 0, '4BC': 0, '4BD': 6940 });
});

test('the réel chosen: the réel boxes shown even under the ceiling', async () => {
  // Undoing that choice is the data core's (api/test/declaration2042Undo.test.ts).
  const [row] = b.list('fiscalite');
  expect(b.put('fiscalite', row!.id, { tmi: 30, regime_foncier: 'reel', regime_meuble: null })).toBe(true);
  expect((await b.statement(2025)).declaration_2042).toMatchObject({ regime: 'reel', regime_source: 'choix' });
});

test('rents that stop: 4BN ticked the year after the last', async () => {
  const r = await b.statement(2026);
  expect(r.total.lignes['215']).toBe(0);
  expect(r.declaration_2042['4BN']).toBe(true);
  expect((await b.statement(2025)).declaration_2042['4BN']).toBe(false);
});
