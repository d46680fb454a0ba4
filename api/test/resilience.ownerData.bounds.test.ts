/**
 * Impossible figures, as an outside probe sent them: negative prices, rents, capital, fees and
 * kWh, a 500 % loan rate, 5,000 € of agency fees on a 700 € rent, a sale before the purchase,
 * amounts of 1e308, a date in 2924. Each is refused by the data api and in an import document
 * with a 400 naming the field in French, and the store is left as it was. A refund is taken,
 * and the expenses chart never answers null for a year.
 */
import { parseDataset } from '../src/import/parseDataset';
import { createTestApi, getPayload, type TestApi } from './helpers';
import { errorOf, expense, getData, payloadOf, request, type StoredRow } from './dataHelpers';
import { expectUnchanged, storeState } from './integrity';

const NOW = new Date(2025, 2, 20, 9, 0);
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api.close();
});

const property = (fields: Record<string, unknown> = {}) => ({
  IM_NOM: 'Bien sondé',
  IM_INDIVISION: 0,
  IM_TYPE_PROP: 'PROP',
  IM_PRET_MT: 0,
  IM_FIN_PRET: null,
  IM_MT_LOYER: 700,
  IM_AGENCE: 49,
  IM_DATE_ACHAT: '2015-03-01',
  IM_DATE_VTE: null,
  IM_VENDU: 0,
  IM_PA: 150000,
  IM_PX_VTE: 0,
  IM_COMMENT: null,
  loyerTheo: 700,
  ...fields,
});
const rent = (fields: Record<string, unknown>) => ({ IM_NOM: 'Lyon Croix-Rousse', date: '2025-01-05', montant: 720, honoraires: 50.4, ...fields });
const loan = (fields: Record<string, unknown>) => ({ nom: 'Prêt sondé', capital: 100000, taux: 1.85, duree_mois: 240, debut: '2024-01-01', ...fields });

const POSITIVE = 'montant positif ou nul attendu';
const TOO_LARGE = 'montant trop grand (1 000 000 000 € au plus)';

/** [section, what, row, field at fault, French message] */
const IMPOSSIBLE: Array<[string, string, Record<string, unknown>, string, string]> = [
  ['immos', 'a negative purchase price', property({ IM_PA: -150000 }), 'IM_PA', POSITIVE],
  ['immos', 'a negative sale price', property({ IM_VENDU: 1, IM_DATE_VTE: '2024-06-30', IM_PX_VTE: -1 }), 'IM_PX_VTE', POSITIVE],
  ['immos', 'a negative rent', property({ IM_MT_LOYER: -700, IM_AGENCE: 0 }), 'IM_MT_LOYER', POSITIVE],
  ['immos', 'a negative theoretical rent', property({ loyerTheo: -700 }), 'loyerTheo', POSITIVE],
  ['immos', 'a negative loan amount', property({ IM_PRET_MT: -80000 }), 'IM_PRET_MT', POSITIVE],
  ['immos', 'negative agency fees', property({ IM_AGENCE: -49 }), 'IM_AGENCE', POSITIVE],
  ['immos', 'agency fees of 5,000 € on a 700 € rent', property({ IM_AGENCE: 5000 }), 'IM_AGENCE', "les honoraires d'agence ne peuvent pas dépasser le loyer"],
  ['immos', 'a sale before the purchase', property({ IM_VENDU: 1, IM_DATE_VTE: '2014-12-31', IM_PX_VTE: 160000 }), 'IM_DATE_VTE', "la vente ne peut pas précéder l'achat"],
  ['immos', 'a price of 1e308', property({ IM_PA: 1e308 }), 'IM_PA', TOO_LARGE],
  ['immos', 'a purchase in 2924', property({ IM_DATE_ACHAT: '2924-03-01' }), 'IM_DATE_ACHAT', 'date attendue entre 1900 et 2200'],
  ['loyers', 'a negative rent payment', rent({ montant: -720 }), 'montant', POSITIVE],
  ['loyers', 'negative fees', rent({ honoraires: -50 }), 'honoraires', POSITIVE],
  ['emprunts', 'a negative capital', loan({ capital: -100000 }), 'capital', POSITIVE],
  ['emprunts', 'a 500 % rate', loan({ taux: 500 }), 'taux', 'taux attendu entre 0 et 30 %'],
  ['emprunts', 'a negative rate', loan({ taux: -1 }), 'taux', 'taux attendu entre 0 et 30 %'],
  ['emprunts', 'a 500 % insurance rate', loan({ assurance_taux: 500 }), 'assurance_taux', 'taux attendu entre 0 et 30 %'],
  ['emprunts', 'a negative insurance', loan({ assurance_mensuelle: -28 }), 'assurance_mensuelle', POSITIVE],
  ['taxesFoncieres', 'a negative tax', { IM_NOM: 'Lyon Croix-Rousse', annee: 2001, montant: -900 }, 'montant', POSITIVE],
  ['taxesFoncieres', 'a negative TEOM', { IM_NOM: 'Lyon Croix-Rousse', annee: 2001, montant: 900, teom: -1 }, 'teom', POSITIVE],
  ['immos', 'a share of 0 %', property({ IM_QUOTE_PART: 0 }), 'IM_QUOTE_PART', 'quote-part attendue en % : plus de 0, 100 au plus'],
  ['immos', 'a share of 150 %', property({ IM_QUOTE_PART: 150 }), 'IM_QUOTE_PART', 'quote-part attendue en % : plus de 0, 100 au plus'],
  ['immos', 'negative acquisition costs', property({ IM_FRAIS_ACHAT: -7000 }), 'IM_FRAIS_ACHAT', POSITIVE],
  ['chargesBiens', 'a negative charge', { IM_NOM: 'Lyon Croix-Rousse', date: '2025-01-15', montant: -180, categorie: 'assurance' }, 'montant', POSITIVE],
  ['deficitsFonciers', 'a negative deficit', { annee: 2012, montant: -3200 }, 'montant', POSITIVE],
  ['energie', 'negative kWh', { compteur: 'Herm', date: '2025-01-31', kwh: -300 }, 'kwh', 'nombre positif ou nul attendu'],
  ['energie', '1e308 kWh', { compteur: 'Herm', date: '2025-01-31', kwh: 1e308 }, 'kwh', 'nombre trop grand (1 000 000 000 au plus)'],
  ['depenses', 'an expense of 1e308', expense({ COP_MONT: 1e308 }), 'COP_MONT', TOO_LARGE],
  ['depenses', 'an expense of -1e308', expense({ COP_MONT: -1e308 }), 'COP_MONT', 'montant trop grand en valeur absolue (1 000 000 000 € au plus)'],
  ['depenses', 'an expense dated 1066', expense({ COP_DATE: '1066-10-14' }), 'COP_DATE', 'date attendue entre 1900 et 2200'],
  ['voitures', 'a car expense of 1e308', { groupe: 'Assurance', date: '2025-01-05', montant: 1e308 }, 'montant', TOO_LARGE],
  ['opvcm', 'a negative holding', { OP_BQ: 'Linxea', OP_NOM: 'Fonds', OP_MT_VTE: 1000, OP_MT_ACHAT: -1000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Léa', OP_DATE: '2020-01-02' }, 'OP_MT_ACHAT', POSITIVE],
  ['bricks', 'a negative brick purchase', { nom: 'Brick sondée', achat: -2500, loyers: {} }, 'achat', POSITIVE],
  ['bricks', 'a brick rent of 1e308', { nom: 'Brick sondée', achat: 2500, loyers: { 'Loyers 2024': 1e308 } }, 'loyers.Loyers 2024', TOO_LARGE],
];

describe('impossible figures', () => {
  test.each(IMPOSSIBLE)('POST /api/data/%s: %s → 400 naming the field', async (section, what, row, champ, message) => {
    const before = storeState(api.db, api.filesDir);
    const body = errorOf(await request(api.app, 'POST', `/api/data/${section}`, row), 400);
    expect(body).toEqual({
      error: 'invalid_data',
      message: `Ajout refusé : section « ${section} », champ « ${champ} » : ${message}.`,
      section,
      champ,
    });
    expectUnchanged(`bornes : ${section}, ${what} (api données)`, before, storeState(api.db, api.filesDir));
  });

  test.each(IMPOSSIBLE)('import document, %s: %s → 400 naming row and field', async (section, what, row, champ, message) => {
    const before = storeState(api.db, api.filesDir);
    const expected = `Import refusé : section « ${section} », ligne 2, champ « ${champ} » : ${message}.`;
    // A valid row first: the whole document is refused, not just the bad row.
    const doc = { [section]: [validOf(section), row] };
    for (const mode of ['merge', 'replace']) {
      const body = errorOf(await request(api.app, 'POST', `/api/data?mode=${mode}`, doc), 400);
      expect(body).toEqual({ error: 'invalid_data', message: expected, section, ligne: 2, champ });
    }
    // The import file of the command line goes through the same check.
    expect(() => parseDataset(doc)).toThrow(expected);
    expectUnchanged(`bornes : ${section}, ${what} (import)`, before, storeState(api.db, api.filesDir));
  });

  test('PUT of an existing property: agency fees above its rent, a sale before its purchase', async () => {
    const [first] = await getData<StoredRow[]>(api.app, '/api/data/immos');
    const { id, ...fields } = first!;
    const before = storeState(api.db, api.filesDir);
    const fee = errorOf(await request(api.app, 'PUT', `/api/data/immos/${id}`, { ...fields, IM_AGENCE: Number(fields.IM_MT_LOYER) + 1 }), 400);
    expect(fee).toMatchObject({ champ: 'IM_AGENCE', message: expect.stringContaining("les honoraires d'agence ne peuvent pas dépasser le loyer") });
    const sale = errorOf(
      await request(api.app, 'PUT', `/api/data/immos/${id}`, { ...fields, IM_VENDU: 1, IM_PX_VTE: 1, IM_DATE_VTE: '1901-01-01' }),
      400,
    );
    expect(sale).toMatchObject({ champ: 'IM_DATE_VTE', message: expect.stringContaining("la vente ne peut pas précéder l'achat") });
    expectUnchanged('bornes : modification d’un bien', before, storeState(api.db, api.filesDir));
  });
});

/** A valid row of each section, to put before the bad one in a document. */
function validOf(section: string): Record<string, unknown> {
  const VALID: Record<string, Record<string, unknown>> = {
    depenses: expense(),
    immos: property({ IM_NOM: 'Bien valide' }),
    loyers: rent({}),
    emprunts: loan({ nom: 'Prêt valide' }),
    taxesFoncieres: { IM_NOM: 'Lyon Croix-Rousse', annee: 2000, montant: 900 },
    chargesBiens: { IM_NOM: 'Lyon Croix-Rousse', date: '2025-01-15', montant: 180, categorie: 'assurance' },
    deficitsFonciers: { annee: 2012, montant: 3200 },
    energie: { compteur: 'Herm', date: '2025-01-30', kwh: 300 },
    voitures: { groupe: 'Assurance', date: '2025-01-04', montant: 80 },
    opvcm: { OP_BQ: 'Linxea', OP_NOM: 'Fonds valide', OP_MT_VTE: 1000, OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Léa', OP_DATE: '2020-01-02' },
    bricks: { nom: 'Brick valide', achat: 2500, loyers: { 'Loyers 2024': 120 } },
  };
  return VALID[section]!;
}

describe('where a negative value means something', () => {
  test('a refund in personal expenses and in car expenses is taken and kept negative', async () => {
    const refund = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: 'Remboursement perceuse', COP_MONT: -89.9 })));
    expect(refund.COP_MONT).toBe(-89.9);
    const rebate = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/voitures', { groupe: 'Assurance', date: '2025-01-10', montant: -42.5, libelle: 'Ristourne' }));
    expect(rebate.montant).toBe(-42.5);
  });

  test('a correction line of a brick, in an import document', async () => {
    const doc = { bricks: [{ nom: 'Brick corrigée', achat: 2500, loyers: { 'Loyers 2024': 120, 'Correction doublon': -120 } }] };
    payloadOf(await request(api.app, 'POST', '/api/data?mode=merge', doc));
    const bricks = await getData<StoredRow[]>(api.app, '/api/data/bricks');
    expect(bricks.find((b) => b.nom === 'Brick corrigée')?.loyers).toEqual({ 'Loyers 2024': 120, 'Correction doublon': -120 });
  });
});

describe('the expenses chart', () => {
  const chart = (a: TestApi) => a.app.inject({ method: 'GET', url: '/api/immeubles/graphDepPerso' });
  const yearly = (payload: unknown) => JSON.parse((payload as { serie_depenses: string }).serie_depenses)[0].data as unknown[];

  test('two expenses of 1e308 are refused: every yearly sum stays a number', async () => {
    await request(api.app, 'POST', '/api/data/depenses', expense({ COP_DATE: '2024-05-02', COP_MONT: 1e308 }));
    await request(api.app, 'POST', '/api/data/depenses', expense({ COP_DATE: '2024-05-03', COP_MONT: 1e308 }));
    const data = yearly(await getPayload(api.app, '/api/immeubles/graphDepPerso'));
    expect(data.length).toBe(11);
    for (const v of data) expect(Number.isFinite(v)).toBe(true);
  });

  describe('on a legacy base holding huge values', () => {
    let legacy: TestApi;
    beforeEach(async () => {
      legacy = await createTestApi({ seed: false, now: NOW });
    });
    afterEach(async () => {
      await legacy.close();
    });
    const insert = (day: string, amount: number) =>
      legacy.db.prepare("INSERT INTO personal_expenses (spent_on, label, amount) VALUES (?, 'Ancienne ligne', ?)").run(day, amount);

    test.each([
      ['1e308 + 1e308 (Infinity)', [1e308, 1e308]],
      ['Infinity − Infinity (NaN, NULL in SQLite)', [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]],
    ])('%s: a French error naming the chart and the year, never a null', async (_label, amounts) => {
      insert('2023-01-10', 12.5);
      for (const a of amounts) insert('2024-05-02', a);
      const res = await chart(legacy);
      expect(res.body).not.toMatch(/null/);
      expect(errorOf(res, 500)).toEqual({
        error: 'sum_out_of_range',
        message:
          'Graphique « dépenses » : le total de 2024 est trop grand pour être calculé. ' +
          'Une valeur enregistrée cette année-là est aberrante (plus de 1 000 000 000) : corrigez-la.',
      });
    });

    test('a single 1e308 is still summed (shown as it is, so that the owner sees it)', async () => {
      insert('2024-05-02', 1e308);
      const data = yearly(await getPayload(legacy.app, '/api/immeubles/graphDepPerso'));
      expect(data).toContain(1e308);
    });
  });
});
