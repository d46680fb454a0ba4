/**
 * The furnished lets, declared as BIC on form 2042-C-PRO: the receipts charges included, the
 * micro-BIC of the year (CGI art. 50-0: 50 %, 305 € at least, 77 700 € of receipts at most for
 * a classic furnished let, income 2023 to 2025), box 5ND; above the ceiling or au réel, the
 * figures an accountant's 2031 needs. Rows written here, figures worked out by hand.
 *
 *  - « Studio meublé », leased 500 € + 50 € of charges from 2024: twelve payments of 550 € in
 *    2025, 6 600 € of receipts (the 600 € of charges included); taxe foncière 2025 of 400 €,
 *    50 € of TEOM: 350 € of charges known. Micro-BIC: 50 % of 6 600 = 3 300 €, net 3 300 €.
 *  - « Loft meublé », no lease: twelve payments of 6 500 € in 2024, 78 000 € of receipts, above
 *    77 700 €; taxe foncière 2024 of 1 200 €, 100 € of TEOM: 1 100 € of charges known.
 */
import { emptyBase, letProperty, type Base } from '../rentalBase';

let b: Base;
const monthly = async (IM_NOM: string, year: number, montant: number) => {
  for (let month = 1; month <= 12; month++) await b.post('loyers', { IM_NOM, date: `${year}-${String(month).padStart(2, '0')}-10`, montant });
};
beforeAll(async () => {
  b = await emptyBase();
  await b.post('immos', letProperty('Studio meublé', { IM_MEUBLE: 1, IM_MT_LOYER: 550, loyerTheo: 550 }));
  await b.post('baux', { IM_NOM: 'Studio meublé', locataire: 'Léa Petit', debut: '2024-01-01', loyer_hc: 500, charges: 50, depot_garantie: 1000, jour_echeance: 10 });
  await monthly('Studio meublé', 2025, 550);
  await b.post('taxesFoncieres', { IM_NOM: 'Studio meublé', annee: 2025, montant: 400, teom: 50 });
  await b.post('immos', letProperty('Loft meublé', { IM_MEUBLE: 1, IM_MT_LOYER: 6500, loyerTheo: 6500 }));
  await monthly('Loft meublé', 2024, 6500);
  await b.post('taxesFoncieres', { IM_NOM: 'Loft meublé', annee: 2024, montant: 1200, teom: 100 });
});
afterAll(() => b.host.close());

test('under the ceiling: the receipts with the charges, box 5ND, the 50 % allowance; nothing on the 2044', async () => {
  const r = await b.statement(2025);
  expect(r.biens).toEqual([]);
  expect(r.meubles).toMatchObject({
    biens: [{ IM_NOM: 'Studio meublé', quote_part: 100, recettes: 6600, charges_connues: 350 }],
    recettes: 6600,
    regime: { plafond: 77700, abattement_taux: 50, abattement_minimum: 305, case: '5ND', confirme: true },
    micro: { case: '5ND', recettes: 6600, abattement: 3300, revenu_net: 3300 },
    reel: null,
  });
});

test('above the ceiling: no micro-BIC, an accountant’s 2031 and 2033, the receipts and charges known', async () => {
  const r = await b.statement(2024);
  expect(r.meubles).toMatchObject({
    biens: [{ IM_NOM: 'Loft meublé', recettes: 78000, charges_connues: 1100 }],
    recettes: 78000,
    micro: null,
    reel: { raison: 'plafond', charges_connues: 1100 },
  });
});

test('au réel by choice: the same, said to be his choice', async () => {
  await b.post('fiscalite', { tmi: 11, regime_foncier: null, regime_meuble: 'reel' });
  expect((await b.statement(2025)).meubles).toMatchObject({ micro: null, reel: { raison: 'choix', charges_connues: 350 } });
});

test('a year whose notice is not checked says so', async () => {
  await b.post('loyers', { IM_NOM: 'Studio meublé', date: '2026-01-10', montant: 550 });
  expect((await b.statement(2026)).meubles?.regime.confirme).toBe(false);
});
