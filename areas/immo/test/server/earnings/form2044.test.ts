/**
 * Form 2044 line by line, the exclusions, the deficit and the micro-foncier, on data written
 * through the area write into empty bases. Every expected figure is worked out by hand in the
 * comments, from the rules the notice of form 2044 and CGI art. 156 I 3° state:
 *  - each line in whole euros; 222 is 20 € per property let; 240 = 221 to 229 − 230;
 *    261 = 215 − 240 − 250;
 *  - a deficit offsets global income up to 10 700 € (more with energy works paid 2023 to 2025,
 *    21 400 € at most), the loan interest never; the rest is carried 10 years, oldest first.
 */
import type { RevenusFonciers } from '../../../src/contract';
import { emptyBase, letProperty, type Base } from '../rentalBase';

/** The properties of this file are let 1 000 € a month. */
const property = (IM_NOM: string, fields: object = {}) => letProperty(IM_NOM, { IM_MT_LOYER: 1000, loyerTheo: 1000, ...fields });
const monthly = (b: Base, IM_NOM: string, year: number, montant: number, honoraires = 0, months = 12) =>
  Promise.all(
    Array.from({ length: months }, (_, k) =>
      b.post('loyers', { IM_NOM, date: `${year}-${String(12 - k).padStart(2, '0')}-05`, montant, honoraires }),
    ),
  );
const charge = (b: Base, IM_NOM: string, date: string, montant: number, categorie: string) =>
  b.post('chargesBiens', { IM_NOM, date, montant, categorie, libelle: null });

/** Every line, the ones not given at 0. */
const lines = (given: Record<string, number>) => ({
  ...Object.fromEntries(['211', '213', '215', '221', '222', '223', '224', '225', '226', '227', '228', '229', '230', '240', '250', '261'].map((l) => [l, 0])),
  ...given,
});

describe('joint ownership at 50 %, the exclusions, the micro-foncier on the share', () => {
  let b: Base;
  let r: RevenusFonciers;
  beforeAll(async () => {
    b = await emptyBase();
    // INDI without a share recorded: 50 %.
    await b.post('immos', property('Indivision Lyon', { IM_TYPE_PROP: 'INDI', IM_INDIVISION: 1, IM_MT_LOYER: 2400, loyerTheo: 2400 }));
    await monthly(b, 'Indivision Lyon', 2024, 2400);
    await b.post('taxesFoncieres', { IM_NOM: 'Indivision Lyon', annee: 2024, montant: 1200, teom: 200 });
    await charge(b, 'Indivision Lyon', '2024-01-15', 300, 'assurance');
    for (const m of ['01', '04', '07', '10']) await charge(b, 'Indivision Lyon', `2024-${m}-05`, 250, 'provisions_copro');
    await charge(b, 'Indivision Lyon', '2024-05-20', 120, 'regularisation_copro');
    await charge(b, 'Indivision Lyon', '2024-06-01', 100, 'frais_gestion');
    // A charge of 2023 and one of 2025: not this year's.
    await charge(b, 'Indivision Lyon', '2023-12-31', 999, 'travaux');
    await charge(b, 'Indivision Lyon', '2025-01-01', 999, 'travaux');
    // Left off the 2044.
    await b.post('immos', property('Studio meublé', { IM_MEUBLE: 1 }));
    await monthly(b, 'Studio meublé', 2024, 500);
    await b.post('immos', property('Nue Grenoble', { IM_TYPE_PROP: 'NUE', IM_MT_LOYER: 0, loyerTheo: 0 }));
    await b.post('taxesFoncieres', { IM_NOM: 'Nue Grenoble', annee: 2024, montant: 641.7, teom: 0 });
    await b.post('immos', property('Maison', { IM_TYPE_PROP: 'PRINC', IM_MT_LOYER: 0, loyerTheo: 0 }));
    // Sold before 2024: neither on the statement nor among the exclusions.
    await b.post('immos', property('Vendue', { IM_TYPE_PROP: 'PRINC', IM_DATE_VTE: '2020-06-30', IM_VENDU: 1 }));
    r = await b.statement(2024);
  });
  afterAll(() => b.host.close());

  test('each line at 50 %, with its number', () => {
    expect(r.biens.map((p) => [p.IM_NOM, p.quote_part])).toEqual([['Indivision Lyon', 50]]);
    // 211: 12 × 2 400 = 28 800, half 14 400. 221: 100 / 2 = 50. 222: 20 / 2 = 10. 223: 300 / 2.
    // 227: (1 200 − 200 of TEOM) / 2 = 500. 229: 4 × 250 / 2 = 500. 230: 120 / 2 = 60.
    // 240: 50 + 10 + 150 + 500 + 500 − 60 = 1 150. 261: 14 400 − 1 150 = 13 250.
    const expected = lines({ '211': 14400, '215': 14400, '221': 50, '222': 10, '223': 150, '227': 500, '229': 500, '230': 60, '240': 1150, '261': 13250 });
    expect(r.biens[0]!.lignes).toEqual(expected);
    expect(r.total.lignes).toEqual(expected);
    expect(r.biens[0]).toMatchObject({ loyers: 14400, honoraires: 0, taxe_fonciere: 500, interets: 0, assurance: 0, revenu_net: 13250 });
    expect(r.resultat).toBe(13250);
  });

  test('the furnished letting, the bare ownership without rent and the main residence are left off, said so', () => {
    expect(r.exclus).toEqual([
      { IM_NOM: 'Maison', raison: 'residence_principale' },
      { IM_NOM: 'Nue Grenoble', raison: 'nue_propriete_sans_revenu' },
      { IM_NOM: 'Studio meublé', raison: 'meuble' },
    ]);
  });

  test('micro-foncier: 28 800 € of rents, but his share of 14 400 € is under the ceiling, and taxes less', () => {
    // 30 % of 14 400 = 4 320; 14 400 − 4 320 = 10 080 < 13 250.
    expect(r.micro_foncier).toEqual({ applicable: true, abattement: 4320, revenu_net: 10080 });
    expect(r.regime_le_plus_favorable).toBe('micro');
  });

  test('a recorded share wins over the default', async () => {
    const [lyon] = b.list('immos');
    const row = { ...property('Indivision Lyon', { IM_TYPE_PROP: 'INDI', IM_INDIVISION: 1, IM_MT_LOYER: 2400, loyerTheo: 2400 }), IM_QUOTE_PART: 25 };
    expect(lyon!.IM_NOM).toBe('Indivision Lyon');
    expect(b.put('immos', lyon!.id, row)).toBe(true);
    const quarter = await b.statement(2024);
    // 28 800 / 4 = 7 200: now above 30 % of it and back under the real regime? 7 200 − (1 150 / 2 = 575) = 6 625 against 5 040.
    expect(quarter.biens[0]).toMatchObject({ quote_part: 25, loyers: 7200, revenu_net: 6625 });
    expect(quarter.micro_foncier).toEqual({ applicable: true, abattement: 2160, revenu_net: 5040 });
  });
});

describe('a deficit above 10 700 €, carried forward; an old one expires', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    await b.post('immos', property('T2 Rennes', { IM_MT_LOYER: 700, loyerTheo: 700 }));
    // Recorded deficits of years before the data: 2013 (usable up to 2023) and 2015 (up to 2025).
    await b.post('deficitsFonciers', { annee: 2013, montant: 5000 });
    await b.post('deficitsFonciers', { annee: 2015, montant: 2000 });
    for (const year of [2024, 2025]) {
      await monthly(b, 'T2 Rennes', year, 700);
      await b.post('taxesFoncieres', { IM_NOM: 'T2 Rennes', annee: year, montant: 800, teom: 0 });
      await charge(b, 'T2 Rennes', `${year}-01-15`, 200, 'assurance');
    }
    await charge(b, 'T2 Rennes', '2024-03-10', 20000, 'travaux');
  });
  afterAll(() => b.host.close());

  test('2024: 10 700 € offset global income, 1 920 € carried; 2013 is gone, 2015 waits', async () => {
    const r = await b.statement(2024);
    // 215: 8 400. 240: 20 (222) + 200 (223) + 20 000 (224) + 800 (227) = 21 020. 261: −12 620.
    expect(r.total.lignes).toMatchObject({ '215': 8400, '240': 21020, '250': 0, '261': -12620 });
    expect(r.deficit).toEqual({
      imputable_revenu_global: 10700,
      plafond: 10700,
      // 12 620 − 10 700.
      reportable: 1920,
      anterieurs_imputes: [],
      a_reporter: [
        { annee: 2015, montant: 2000 },
        { annee: 2024, montant: 1920 },
      ],
    });
    expect(r.resultat).toBe(0);
    // Even the micro-foncier's 5 880 taxes more than a deficit that lowers global income.
    expect(r.micro_foncier.applicable).toBe(true);
    expect(r.regime_le_plus_favorable).toBe('reel');
  });

  test('2025: the income takes the oldest deficits first', async () => {
    const r = await b.statement(2025);
    // 261: 8 400 − (20 + 200 + 800) = 7 380; less 2 000 (2015) and 1 920 (2024): 3 460.
    expect(r.total.lignes['261']).toBe(7380);
    expect(r.deficit.anterieurs_imputes).toEqual([
      { annee: 2015, montant: 2000 },
      { annee: 2024, montant: 1920 },
    ]);
    expect(r.deficit.a_reporter).toEqual([]);
    expect(r.deficit).toMatchObject({ imputable_revenu_global: 0, reportable: 0 });
    expect(r.resultat).toBe(3460);
  });

  test('before the data: the 2013 deficit is carried after 2022, not after 2023, its tenth year', async () => {
    const r2022 = await b.statement(2022);
    expect(r2022.biens).toEqual([]);
    expect(r2022.deficit.a_reporter).toEqual([
      { annee: 2013, montant: 5000 },
      { annee: 2015, montant: 2000 },
    ]);
    expect((await b.statement(2023)).deficit.a_reporter).toEqual([{ annee: 2015, montant: 2000 }]);
  });
});

describe('interest above the rents', () => {
  let b: Base;
  afterAll(() => b.host.close());

  test('the interest beyond the receipts is only carried; the other charges offset global income', async () => {
    b = await emptyBase();
    await b.post('immos', property('Neuf Nantes', { IM_MT_LOYER: 500, loyerTheo: 500 }));
    await monthly(b, 'Neuf Nantes', 2024, 500, 0, 2);
    await charge(b, 'Neuf Nantes', '2024-04-02', 3000, 'travaux');
    // 100 000 € at 6 % over 1 200 months, first instalment in January 2024.
    await b.post('emprunts', { nom: 'Prêt Nantes', capital: 100000, taux: 6, duree_mois: 1200, debut: '2023-12-10', IM_NOM: 'Neuf Nantes', assurance_mensuelle: 10 });
    const r = await b.statement(2024);
    // Textbook annuity: i = 0.5 % a month, m = C·i / (1 − (1 + i)^−n); interest of instalment k
    // = balance(k − 1) · i. Twelve instalments: a little under 12 × 500 = 6 000.
    const i = 0.005;
    const m = (100000 * i) / (1 - (1 + i) ** -1200);
    const balance = (k: number) => 100000 * (1 + i) ** k - (m * ((1 + i) ** k - 1)) / i;
    const interest = Array.from({ length: 12 }, (_, k) => balance(k) * i).reduce((s, v) => s + v, 0);
    // 250: interest + 12 × 10 of insurance, to the nearest euro (the schedule rounds each
    // instalment to the cent: a cent or two from the formula, never a euro).
    const l250 = Math.round(interest + 120);
    expect(Math.abs(r.total.lignes['250'] - l250)).toBeLessThanOrEqual(1);
    // 215: 1 000; 240: 20 + 3 000 = 3 020; deficit = 3 020 + 250 − 1 000.
    expect(r.total.lignes).toMatchObject({ '215': 1000, '224': 3000, '240': 3020 });
    // The other charges' part is the 3 020 € (all of them: the rents went to the interest).
    expect(r.deficit.imputable_revenu_global).toBe(3020);
    expect(r.deficit.reportable).toBe(r.total.lignes['250'] - 1000);
    expect(r.deficit.a_reporter).toEqual([{ annee: 2024, montant: r.deficit.reportable }]);
    expect(r.resultat).toBe(0);
  });
});

describe('energy renovation works raise the ceiling, from 2023 to 2025 only', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    await b.post('immos', property('Maison Brest', { IM_MT_LOYER: 500, loyerTheo: 500 }));
    for (const year of [2024, 2026]) {
      await monthly(b, 'Maison Brest', year, 500, 0, 6);
      await charge(b, 'Maison Brest', `${year}-02-01`, 15000, 'travaux_energie');
      await charge(b, 'Maison Brest', `${year}-03-01`, 5000, 'travaux');
    }
  });
  afterAll(() => b.host.close());

  test('2024: 15 000 € of energy works, the ceiling is 21 400 € and the whole deficit offsets global income', async () => {
    const r = await b.statement(2024);
    // 215: 3 000; 240: 20 + 20 000 = 20 020; deficit 17 020 ≤ 10 700 + min(15 000, 10 700).
    expect(r.total.lignes).toMatchObject({ '215': 3000, '224': 20000, '240': 20020, '261': -17020 });
    expect(r.deficit).toMatchObject({ plafond: 21400, imputable_revenu_global: 17020, reportable: 0, a_reporter: [] });
  });

  test('2026: the same works, the ceiling back at 10 700 €', async () => {
    const r = await b.statement(2026);
    expect(r.deficit).toMatchObject({ plafond: 10700, imputable_revenu_global: 10700, reportable: 6320, a_reporter: [{ annee: 2026, montant: 6320 }] });
  });
});
