/**
 * A year not over is an estimate (« prévisionnel »): what is recorded, plus the rents its
 * leases still schedule after today and its loans' instalments; the deficit chain of a year
 * never reads a later one. Today is 25 November 2026; rows written here, figures by hand.
 *
 * « Nantes Graslin », let bare from 1 January 2026, 600 € + 50 € of charges due on the 5th:
 * eleven payments of 650 € recorded (January to November). A loan at 0 % from 1 January 2026
 * with 10 € of insurance a month (first instalment 1 February): 11 instalments in 2026, 12 in
 * 2027. Works of 20 000 € already booked for March 2027.
 *  - 2026: 211 = 11 × 600 + December's 600 still due = 7 200; 222 = 20; 250 = 110;
 *    261 = 7 200 − 20 − 110 = 7 070, no deficit.
 *  - 2027: 211 = 12 × 600 = 7 200; 240 = 20 + 20 000 = 20 020; 250 = 120;
 *    261 = 7 200 − 20 020 − 120 = −12 940, none from interest (120 < 7 200): 10 700 on global
 *    income, 2 240 carried — an estimate.
 */
import { emptyBase, letProperty, type Base } from '../rentalBase';

const NAME = 'Nantes Graslin';
let b: Base;
beforeAll(async () => {
  b = await emptyBase();
  await b.post('immos', letProperty(NAME, { IM_MT_LOYER: 650, loyerTheo: 650 }));
  await b.post('baux', { IM_NOM: NAME, locataire: 'Hugo Bernard', debut: '2026-01-01', loyer_hc: 600, charges: 50, depot_garantie: 600, jour_echeance: 5 });
  for (let month = 1; month <= 11; month++) await b.post('loyers', { IM_NOM: NAME, date: `2026-${String(month).padStart(2, '0')}-05`, montant: 650 });
  await b.post('emprunts', { nom: NAME, capital: 12000, taux: 0, duree_mois: 120, debut: '2026-01-01', assurance_mensuelle: 10, IM_NOM: NAME });
  await b.post('chargesBiens', { IM_NOM: NAME, date: '2027-03-01', montant: 20000, categorie: 'travaux', libelle: 'Devis accepté' });
});
afterAll(() => b.host.close());

test('2027 is « prévisionnel »: the lease’s twelve rents and the loan’s instalments, its deficit an estimate', async () => {
  const r = await b.statement(2027);
  expect(r.previsionnel).toBe(true);
  expect(r.total.lignes).toMatchObject({ '211': 7200, '222': 20, '224': 20000, '240': 20020, '250': 120, '261': -12940 });
  expect(r.deficit).toMatchObject({ imputable_revenu_global: 10700, reportable: 2240 });
  expect(r.declaration_2042.reel).toEqual({ '4BA': 0, '4BB': 2240, '4BC': 10700, '4BD': 0 });
});

test('2026, not over either: recorded rents plus December’s; its chain carries nothing of 2027', async () => {
  const r = await b.statement(2026);
  expect(r.previsionnel).toBe(true);
  expect(r.total.lignes).toMatchObject({ '211': 7200, '250': 110, '261': 7070 });
  expect(r.resultat).toBe(7070);
  expect(r.deficit.a_reporter).toEqual([]);
  expect(r.declaration_2042.reel).toEqual({ '4BA': 7070, '4BB': 0, '4BC': 0, '4BD': 0 });
});

test('a year over is final', async () => {
  expect((await b.statement(2025)).previsionnel).toBe(false);
});
