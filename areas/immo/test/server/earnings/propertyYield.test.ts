/**
 * The property sheet's net yield (before financing) and cash-flow (after the loan), for the
 * whole property and for the owner's share, on a property written through the area write whose
 * figures are worked out on paper below: never from the code under test.
 */
import { getPayload } from 'server-kit/testing';
import { bienSchema, type Bien } from '../../../src/contract';
import { emptyBase, type Base } from '../rentalBase';

const NOW = new Date(2025, 5, 15, 10, 0); // 15 June 2025
const NAME = 'Studio Rue Test';

let base: Base;
beforeAll(async () => {
  base = await emptyBase(NOW);
  const { post } = base;
  await post('immos', {
    IM_NOM: NAME,
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 60000,
    IM_FIN_PRET: '2043-01-01',
    IM_MT_LOYER: 600,
    IM_AGENCE: 48,
    IM_DATE_ACHAT: '2022-12-01',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 100000,
    IM_PX_VTE: 0,
    IM_COMMENT: null,
    loyerTheo: 600,
    IM_FRAIS_ACHAT: 8000,
  });
  // Twelve rents of 600 € in 2024, 48 € of agency fees withheld on each.
  for (let month = 1; month <= 12; month++) {
    await post('loyers', { IM_NOM: NAME, date: `2024-${String(month).padStart(2, '0')}-05`, montant: 600, honoraires: 48 });
  }
  await post('taxesFoncieres', { IM_NOM: NAME, annee: 2024, montant: 900, teom: 150 });
  // 60 000 € at 3 % over 240 months from 1 January 2023, 10 € of insurance a month.
  await post('emprunts', { nom: NAME, capital: 60000, taux: 3, duree_mois: 240, debut: '2023-01-01', assurance_mensuelle: 10 });
  const charges: Array<[string, number, string]> = [
    ['2023-01-15', 170, 'assurance'], // last year: not counted
    ['2024-01-15', 180, 'assurance'],
    ['2024-03-01', 120, 'frais_gestion'],
    ['2024-06-10', 150, 'charges_non_recuperees'],
    // Left out of the yield: condominium provisions and their true-up (they pass through, in the
    // cash-flow only), works, a subsidy (neither).
    ['2024-04-05', 400, 'provisions_copro'],
    ['2024-05-20', 60, 'regularisation_copro'],
    ['2024-07-01', 2000, 'travaux'],
    ['2024-09-01', 500, 'subvention'],
  ];
  for (const [date, montant, categorie] of charges) await post('chargesBiens', { IM_NOM: NAME, date, montant, categorie, libelle: null });
});
afterAll(async () => {
  await base.host.close();
});

const bien = async (nom: string, annee: number) =>
  bienSchema.parse(await getPayload(base.host.app, `/api/immeubles/bien/${encodeURIComponent(nom)}?annee=${annee}`)) as Bien;

async function setProperty(fields: Record<string, unknown>) {
  const p = base.list('immos').find((i) => i.IM_NOM === NAME)!;
  base.put('immos', p.id, { ...p, ...fields });
}

describe('net yield before financing, cash-flow after the loan', () => {
  test('the whole property, figures worked out by hand', async () => {
    const b = await bien(NAME, 2024);
    expect(b).toMatchObject({
      loyers: 7200, // 12 × 600
      honoraires: 576, // 12 × 48
      frais_gestion: 120,
      charges_non_recuperees: 150,
      taxe_fonciere: 900,
      teom: 150,
      assurance_proprietaire: 180, // 2024's only
      prix_achat: 100000,
      frais_achat: 8000,
      quote_part: 100,
      meuble: 0,
    });
    // Net result: 7 200 − 576 − 120 − 150 − (900 − 150) − 180 = 5 424 €.
    expect(b.resultat_net).toBe(5424);
    // Net yield: 5 424 / (100 000 + 8 000) = 0.050222… → 5.02 %. The loan interest (about
    // 1 700 € in 2024) and its insurance are not subtracted: before financing.
    expect(b.rendement_net).toBe(5.02);
    expect(b.interets).toBeGreaterThan(1500);
    expect(b.assurance).toBe(120);
    // Instalment: 60 000 × 0.0025 / (1 − 1.0025^−240) = 332.7586 → 332.76 €, plus 10 € of
    // insurance: 12 × 342.76 = 4 113.12 € in 2024.
    expect(b.mensualites).toBe(4113.12);
    // Cash-flow: 7 200 − 576 − 120 − 150 − 900 − 180 − 4 113.12 = 1 160.88 €, then the provisions
    // paid out and their true-up refunded: 1 160.88 − 400 + 60 = 820.88 €, 68.41 € a month.
    expect(b).toMatchObject({ provisions_copro: 400, regularisation_copro: 60, charges_locataires: 0 });
    expect(b.cash_flow_mensuel).toBe(68.41);
    // The share of the whole property is the whole.
    expect(b.part).toMatchObject({ loyers: 7200, resultat_net: 5424, cash_flow_mensuel: 68.41 });
    // The charges count in their month; the tax in October.
    expect(b.mois.find((m) => m.mois === '2024-01')).toMatchObject({ assurance_proprietaire: 180 });
    expect(b.mois.find((m) => m.mois === '2024-10')).toMatchObject({ taxe_fonciere: 900, teom: 150 });
    // Gross yield unchanged: 12 × 600 / 100 000 = 7.2 %.
    expect(b.rendement_brut).toBe(7.2);
  });

  test('a 50 % share: every amount halved, the same yield', async () => {
    await setProperty({ IM_QUOTE_PART: 50 });
    const b = await bien(NAME, 2024);
    expect(b.quote_part).toBe(50);
    // The whole property's figures stay.
    expect([b.loyers, b.resultat_net, b.cash_flow_mensuel, b.rendement_net]).toEqual([7200, 5424, 68.41, 5.02]);
    expect(b.part).toMatchObject({
      loyers: 3600,
      honoraires: 288,
      frais_gestion: 60,
      charges_non_recuperees: 75,
      taxe_fonciere: 450,
      teom: 75,
      assurance_proprietaire: 90,
      mensualites: 2056.56,
      // 3 600 − 288 − 60 − 75 − (450 − 75) − 90 = 2 712 €: over 50 % × 108 000 = 54 000 €, 5.02 %.
      resultat_net: 2712,
      // 3 600 − 288 − 60 − 75 − 450 − 90 − 2 056.56 − 200 + 30 = 410.44 €, 34.20 € a month.
      cash_flow_mensuel: 34.2,
    });
  });

  test('an odd share rounds each amount to the cent, the results follow from those', async () => {
    await setProperty({ IM_QUOTE_PART: 33.33 });
    const b = await bien(NAME, 2024);
    // 7 200 × 0.3333 = 2 399.76; 576 × 0.3333 = 191.9808 → 191.98; 120 → 39.996 → 40.00;
    // 150 → 49.995 → 50.00 (49.995 is 4 999.5 cents, rounded up); 900 → 299.97; 150 (TEOM) → 50.00;
    // 180 → 59.994 → 59.99.
    expect(b.part).toMatchObject({ loyers: 2399.76, honoraires: 191.98, frais_gestion: 40, charges_non_recuperees: 50, taxe_fonciere: 299.97, teom: 50, assurance_proprietaire: 59.99 });
    // 2 399.76 − 191.98 − 40 − 50 − (299.97 − 50) − 59.99 = 1 807.82 €.
    expect(b.part.resultat_net).toBe(1807.82);
  });

  test('INDI without a share counts 50 %; a furnished letting says so; no acquisition costs divide by the price alone', async () => {
    await setProperty({ IM_QUOTE_PART: null, IM_TYPE_PROP: 'INDI', IM_MEUBLE: 1, IM_FRAIS_ACHAT: 0 });
    const b = await bien(NAME, 2024);
    expect(b).toMatchObject({ quote_part: 50, meuble: 1, frais_achat: 0 });
    // 5 424 / 100 000 = 5.424 % → 5.42 %.
    expect(b.rendement_net).toBe(5.42);
    expect(b.part.loyers).toBe(3600);
  });
});
