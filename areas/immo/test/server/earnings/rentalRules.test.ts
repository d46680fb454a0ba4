/**
 * The rules of the 2044 statement that follow the lease and what the owner held, on data
 * written through the area write into empty bases. Every expected figure is worked out by
 * hand in the comments, from the raw rows:
 *  - line 211 takes the rent part of a payment, in the proportion of the rent and charges due
 *    that month (notice 2044: the gross rents exclude the tenant's provisions for charges);
 *  - a property sold during a year counts until its sale, one sold before it not at all;
 *  - the years before the first rent received produce no figures and no deficit;
 *  - joint ownership without a recorded share counts at 50 %.
 * The data core's refusals (a charge after the sale) and the net worth are tested in api/test.
 */
import { getPayload } from 'server-kit/testing';
import type { RevenusFonciers } from '../../../src/contract';
import { emptyBase, letProperty as property, type Base } from '../rentalBase';

const pad = (n: number) => String(n).padStart(2, '0');
/** A payment on the 5th of each month from January to `months`. */
const monthly = (b: Base, IM_NOM: string, year: number, montant: number, months = 12, extra: object = {}) =>
  Promise.all(Array.from({ length: months }, (_, k) => b.post('loyers', { IM_NOM, date: `${year}-${pad(k + 1)}-05`, montant, honoraires: 0, ...extra })));

describe('line 211 holds the rent only', () => {
  let b: Base;
  let r: RevenusFonciers;
  beforeAll(async () => {
    b = await emptyBase();
    await b.post('immos', property('T2 Lyon'));
    await b.post('baux', { IM_NOM: 'T2 Lyon', locataire: 'Camille Dubois', debut: '2024-01-01', loyer_hc: 650, charges: 70, jour_echeance: 5 });
    await monthly(b, 'T2 Lyon', 2024, 720);
    // A property whose payments no lease covers.
    await b.post('immos', property('Garage Caluire', { IM_MT_LOYER: 80, loyerTheo: 80 }));
    await b.post('loyers', { IM_NOM: 'Garage Caluire', date: '2024-03-02', montant: 80, honoraires: 0 });
    r = await b.statement(2024);
  });
  afterAll(() => b.host.close());

  test('a lease of 650 + 70 paid 720 a month for a year: 7 800 on line 211, the charges nowhere', () => {
    // Each payment: 720 × 650 / (650 + 70) = 650. Twelve: 7 800. 222: 20. 261: 7 780.
    const lyon = r.biens.find((p) => p.IM_NOM === 'T2 Lyon')!;
    expect(lyon.lignes).toMatchObject({ '211': 7800, '215': 7800, '222': 20, '225': 0, '240': 20, '261': 7780 });
  });

  test('a payment without lease counts whole, and is listed for the owner to attach it', () => {
    expect(r.biens.find((p) => p.IM_NOM === 'Garage Caluire')!.lignes['211']).toBe(80);
    expect(r.loyers_sans_bail).toEqual([{ IM_NOM: 'Garage Caluire', date: '2024-03-02', montant: 80 }]);
    // 7 800 + 80.
    expect(r.total.lignes['211']).toBe(7880);
  });

  test('after a revision the split follows the amounts due that month', async () => {
    const [lease] = b.list('baux');
    // From July 2025: 660 + 70. Payments of 720 in June (650 + 70), of 730 in July (660 + 70).
    await b.post('revisionsBaux', { bail_id: lease!.id, date: '2025-07-01', loyer_hc: 660, charges: 70 });
    await b.post('loyers', { IM_NOM: 'T2 Lyon', date: '2025-06-05', montant: 720, honoraires: 0 });
    await b.post('loyers', { IM_NOM: 'T2 Lyon', date: '2025-07-05', montant: 730, honoraires: 0 });
    // 650 + 660 = 1 310.
    expect((await b.statement(2025)).biens.find((p) => p.IM_NOM === 'T2 Lyon')!.lignes['211']).toBe(1310);
  });
});

describe('only what the owner held that year', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    // Sold on 30 June 2024: rents, charges and loan until then.
    await b.post('immos', property('Vendu en 2024', { IM_DATE_VTE: '2024-06-30', IM_VENDU: 1 }));
    await monthly(b, 'Vendu en 2024', 2024, 500, 6);
    await b.post('taxesFoncieres', { IM_NOM: 'Vendu en 2024', annee: 2024, montant: 800, teom: 0 });
    await b.post('chargesBiens', { IM_NOM: 'Vendu en 2024', date: '2024-03-01', montant: 200, categorie: 'assurance', libelle: null });
    // At 0 %: the instalments are capital and 10 € of insurance, one on the 10th of each month from January 2024.
    await b.post('emprunts', { nom: 'Prêt 2024', capital: 12000, taux: 0, duree_mois: 120, debut: '2023-12-10', IM_NOM: 'Vendu en 2024', assurance_mensuelle: 10 });
    // Sold on 30 November 2023: its loan still runs and a 2024 tax was recorded by mistake.
    await b.post('immos', property('Vendu en 2023', { IM_DATE_VTE: '2023-11-30', IM_VENDU: 1 }));
    await monthly(b, 'Vendu en 2023', 2023, 400, 11);
    await b.post('taxesFoncieres', { IM_NOM: 'Vendu en 2023', annee: 2024, montant: 900, teom: 0 });
    await b.post('emprunts', { nom: 'Prêt 2023', capital: 12000, taux: 0, duree_mois: 120, debut: '2022-12-10', IM_NOM: 'Vendu en 2023', assurance_mensuelle: 15 });
  });
  afterAll(() => b.host.close());

  test('sold during the year: counted until the sale', async () => {
    const r = await b.statement(2024);
    // 211: 6 × 500 = 3 000. 222: 20. 223: 200. 227: 800. 240: 1 020. 250: 6 instalments
    // (January to June) × 10 = 60. 261: 3 000 − 1 020 − 60 = 1 920.
    expect(r.biens.map((p) => p.IM_NOM)).toEqual(['Vendu en 2024']);
    expect(r.biens[0]!.lignes).toMatchObject({ '211': 3000, '222': 20, '223': 200, '227': 800, '240': 1020, '250': 60, '261': 1920 });
  });

  test('sold before the year: on none of its lines, nor among the exclusions', async () => {
    const r = await b.statement(2024);
    expect(r.biens.map((p) => p.IM_NOM)).not.toContain('Vendu en 2023');
    expect(r.exclus).toEqual([]);
    // 2023: 11 × 400 = 4 400; 20; the loan's 11 instalments of 15 (January to November) = 165.
    const y2023 = await b.statement(2023);
    expect(y2023.biens.find((p) => p.IM_NOM === 'Vendu en 2023')!.lignes).toMatchObject({ '211': 4400, '240': 20, '250': 165, '261': 4215 });
  });
});

describe('the deficits start with the first rent', () => {
  let b: Base;
  // 100 000 € at 6 % over 1 200 months from January 2014: about 6 000 € of interest a year.
  const i = 0.005;
  const m = (100000 * i) / (1 - (1 + i) ** -1200);
  const balance = (k: number) => 100000 * (1 + i) ** k - (m * ((1 + i) ** k - 1)) / i;
  /** Interest of instalments k = from to to − 1 (instalment k + 1 pays balance(k) × i). */
  const interestOf = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => balance(from + k) * i).reduce((s, v) => s + v, 0);
  beforeAll(async () => {
    b = await emptyBase();
    await b.post('immos', property('Neuf Nantes', { IM_MT_LOYER: 1000, loyerTheo: 1000, IM_DATE_ACHAT: '2013-12-01' }));
    await b.post('emprunts', { nom: 'Prêt Nantes', capital: 100000, taux: 6, duree_mois: 1200, debut: '2013-12-10', IM_NOM: 'Neuf Nantes', assurance_mensuelle: null });
    // The deficit declared for 2015 (typed from the filed return).
    await b.post('deficitsFonciers', { annee: 2015, montant: 3000 });
    // The first rents: 2016, 12 × 1 000 with no lease (counted whole).
    await monthly(b, 'Neuf Nantes', 2016, 1000);
  });
  afterAll(() => b.host.close());

  test('2014 and 2015: a loan but no rent, so no statement figures and no deficit of their own', async () => {
    for (const annee of [2014, 2015]) {
      const r = await b.statement(annee);
      expect(r.avant_premiers_loyers).toBe(true);
      expect(r.biens).toEqual([]);
      expect(r.total.lignes['250']).toBe(0);
      expect(r.deficit).toMatchObject({ imputable_revenu_global: 0, reportable: 0 });
      expect(r.deficit.a_reporter.map((d) => d.annee)).not.toContain(annee);
    }
  });

  test('2016: the declared deficit of 2015 is used, none of the interest before the first rent', async () => {
    const r = await b.statement(2016);
    expect(r.avant_premiers_loyers).toBe(false);
    // Instalments 25 to 36 (January to December 2016).
    const l250 = Math.round(interestOf(24, 36));
    expect(Math.abs(r.total.lignes['250'] - l250)).toBeLessThanOrEqual(1);
    // 261 = 12 000 − 20 − 250, positive; the 3 000 of 2015 come off it.
    const l261 = 12000 - 20 - r.total.lignes['250'];
    expect(r.total.lignes['261']).toBe(l261);
    expect(r.deficit.anterieurs_imputes).toEqual([{ annee: 2015, montant: 3000 }]);
    expect(r.resultat).toBe(l261 - 3000);
    expect(r.deficit.a_reporter).toEqual([]);
  });
});

describe('joint ownership without a recorded share', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    // IM_INDIVISION = 1, type PROP, no IM_QUOTE_PART: 50 %.
    await b.post('immos', property('Indivision Vauban', { IM_INDIVISION: 1, IM_MT_LOYER: 1000, loyerTheo: 1000, IM_PA: 150000, IM_DATE_ACHAT: '2020-01-15' }));
    await monthly(b, 'Indivision Vauban', 2024, 1000);
  });
  afterAll(() => b.host.close());

  test('50 % in the statement and on the sheet', async () => {
    const r = await b.statement(2024);
    // 211: 12 000 / 2 = 6 000; 222: 20 / 2 = 10; 261: 5 990.
    expect(r.biens[0]).toMatchObject({ IM_NOM: 'Indivision Vauban', quote_part: 50 });
    expect(r.biens[0]!.lignes).toMatchObject({ '211': 6000, '222': 10, '261': 5990 });
    const sheet = (await getPayload(b.host.app, `/api/immeubles/bien/${encodeURIComponent('Indivision Vauban')}?annee=2024`)) as { quote_part: number; part: { loyers: number } };
    expect(sheet.quote_part).toBe(50);
    expect(sheet.part.loyers).toBe(6000);
  });
});
