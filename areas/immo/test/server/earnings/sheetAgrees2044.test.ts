/**
 * One rule for income: the property sheet's rents are the rent part of each payment, as line
 * 211 of form 2044; the tenant's charges and the condominium provisions they repay pass
 * through, apart. The sheet of a calendar year and the property's 2044 column agree.
 *
 * « Lyon Croix-Rousse », leased 720 € + 70 € of charges, due on the 5th, revised to 740 € + 70 €
 * from 1 September 2025; twelve payments in 2025, 50 € of agency fees withheld on each:
 *  - rents: 8 × 720 (January to August) + 4 × 740 = 5 760 + 2 960 = 8 720 €;
 *  - tenant's charges: 12 × 70 = 840 €; provisions paid: 4 × 200 = 800 €;
 *  - agency fees 12 × 50 = 600 € (line 221); taxe foncière 1 000 €, 120 € of TEOM (227: 880 €).
 * Sheet: net result 8 720 − 600 − (1 000 − 120) = 7 240 €; cash-flow 8 720 + 840 − 800 − 600
 * − 1 000 = 7 160 €, 596.67 € a month.
 * 2044: 222 = 20; 240 = 600 + 20 + 880 + 800 = 2 300; 261 = 8 720 − 2 300 = 6 420.
 */
import { bienSchema } from '../../../src/contract';
import { getPayload } from 'server-kit/testing';
import { emptyBase, letProperty, type Base } from '../rentalBase';

const NAME = 'Lyon Croix-Rousse';
let b: Base;
beforeAll(async () => {
  b = await emptyBase();
  await b.post('immos', letProperty(NAME, { IM_MT_LOYER: 810, loyerTheo: 810, IM_AGENCE: 50 }));
  const lease = (await b.post('baux', { IM_NOM: NAME, locataire: 'Camille Dubois', debut: '2022-09-01', loyer_hc: 720, charges: 70, depot_garantie: 720, jour_echeance: 5 })) as { id: number };
  await b.post('revisionsBaux', { bail_id: lease.id, date: '2025-09-01', loyer_hc: 740, charges: 70 });
  for (let month = 1; month <= 12; month++) {
    const montant = month <= 8 ? 790 : 810;
    await b.post('loyers', { IM_NOM: NAME, date: `2025-${String(month).padStart(2, '0')}-05`, montant, honoraires: 50 });
  }
  for (const m of ['01', '04', '07', '10']) await b.post('chargesBiens', { IM_NOM: NAME, date: `2025-${m}-02`, montant: 200, categorie: 'provisions_copro', libelle: null });
  await b.post('taxesFoncieres', { IM_NOM: NAME, annee: 2025, montant: 1000, teom: 120 });
});
afterAll(() => b.host.close());

test('over 2025 the sheet’s rents are line 211, its fees 221, its tax without TEOM 227, its provisions 229', async () => {
  const sheet = bienSchema.parse(await getPayload(b.host.app, `/api/immeubles/bien/${encodeURIComponent(NAME)}?annee=2025`));
  const column = (await b.statement(2025)).biens.find((p) => p.IM_NOM === NAME)!.lignes;
  expect(sheet).toMatchObject({ loyers: 8720, charges_locataires: 840, provisions_copro: 800, honoraires: 600, taxe_fonciere: 1000, teom: 120 });
  expect(column).toMatchObject({ '211': 8720, '221': 600, '227': 880, '229': 800, '261': 6420 });
  expect([sheet.loyers, sheet.honoraires, sheet.taxe_fonciere - sheet.teom, sheet.provisions_copro]).toEqual([
    column['211'],
    column['221'],
    column['227'],
    column['229'],
  ]);
  expect(sheet.resultat_net).toBe(7240);
  expect(sheet.cash_flow_mensuel).toBe(596.67);
});
