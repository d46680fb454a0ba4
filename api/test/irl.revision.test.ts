/**
 * Which IRL quarter a rent revision calls for (art. 17-1 loi du 6 juillet 1989: the latest
 * index published at the revision date, of the lease's quarter; INSEE publishes T1 in April,
 * T2 in July, T3 in October, T4 in January, counted here from the 10th), and the reply when
 * the series lacks it: no revised rent on an older index, the missing quarter named. Expected
 * quarters and rents worked out by hand from the demo leases and INSEE's values.
 */
import { irlDueOn, irlPublicationDate } from '../src/earnings/irlPublication';
import { bienSchema, type Bien } from '../src/contracts';
import { createTestApi, getPayload, type TestApi } from './helpers';
import { payloadOf, request } from './dataHelpers';

describe('the quarter a revision date calls for', () => {
  test.each([
    // [lease quarter, revision date, quarter called for]
    [2, '2026-09-01', '2026 T2'], // T2 2026 is out since mid-July 2026
    [2, '2026-07-09', '2025 T2'], // not yet on the 9th
    [2, '2026-07-10', '2026 T2'],
    [1, '2026-03-31', '2025 T1'], // T1 2026 comes out in April
    [1, '2026-04-10', '2026 T1'],
    [3, '2026-10-15', '2026 T3'],
    [3, '2026-10-01', '2025 T3'],
    [4, '2026-01-09', '2024 T4'], // T4 2025 comes out in January 2026
    [4, '2026-01-10', '2025 T4'],
    [4, '2026-12-31', '2025 T4'], // T4 2026 only in January 2027
  ])('quarter %i, revision on %s: %s', (quarter, date, expected) => {
    const due = irlDueOn(quarter, date);
    expect(`${due.annee} T${due.trimestre}`).toBe(expected);
  });

  test('publication days', () => {
    expect(irlPublicationDate({ annee: 2025, trimestre: 3 })).toBe('2025-10-10');
    expect(irlPublicationDate({ annee: 2025, trimestre: 4 })).toBe('2026-01-10');
    expect(irlPublicationDate({ annee: 2026, trimestre: 1 })).toBe('2026-04-10');
    expect(irlPublicationDate({ annee: 2026, trimestre: 2 })).toBe('2026-07-10');
  });
});

describe('the revision on the property sheet, on 20 August 2025 (series shipped up to 2025 T3)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: new Date(2025, 7, 20, 10, 0) });
  });
  afterAll(async () => {
    await api.close();
  });
  const revisionOf = async (nom: string) =>
    (bienSchema.parse(await getPayload(api.app, `/api/immeubles/bien/${encodeURIComponent(nom)}`)) as Bien).revision;

  test('a revision whose quarter is published and stored: loyer × nouvel IRL / ancien IRL', async () => {
    // Lyon: lease of 1 September 2022, quarter 2, 720 €. On 1 September 2025 the latest T2 is 2025's (146.68).
    expect(await revisionOf('Lyon Croix-Rousse')).toEqual({
      date_bail: '2022-09-01',
      trimestre: 2,
      date_revision: '2025-09-01',
      loyer_actuel: 720,
      loyer_revise: 727.49, // 720 × 146.68 / 145.17 = 727.489…
      irl_nouveau: { annee: 2025, trimestre: 2, valeur: 146.68 },
      irl_ancien: { annee: 2024, trimestre: 2, valeur: 145.17 },
      irl_manquant: null,
    });
    // Chambéry Bissy: 1 September 2019, quarter 2, 760 €: 760 × 146.68 / 145.17 = 767.905…
    expect(await revisionOf('Chambéry Bissy')).toMatchObject({ date_revision: '2025-09-01', loyer_revise: 767.91, irl_manquant: null });
  });

  test('a revision whose quarter is not in the series yet: no revised rent, the missing quarter named', async () => {
    // Montpellier: 1 February 2022, quarter 4. On 1 February 2026, T4 2025 (out in January 2026) is due; the series stops at T4 2024.
    expect(await revisionOf('Montpellier Antigone')).toEqual({
      date_bail: '2022-02-01',
      trimestre: 4,
      date_revision: '2026-02-01',
      loyer_actuel: 830,
      loyer_revise: null,
      irl_nouveau: null,
      irl_ancien: { annee: 2024, trimestre: 4, valeur: 144.64 },
      irl_manquant: { annee: 2025, trimestre: 4, publication: '2026-01-10' },
    });
    // Bordeaux: 1 June 2023, quarter 1: on 1 June 2026, T1 2026 (out in April 2026).
    expect(await revisionOf('Bordeaux Chartrons')).toMatchObject({
      date_revision: '2026-06-01',
      loyer_revise: null,
      irl_nouveau: null,
      irl_ancien: { annee: 2025, trimestre: 1, valeur: 145.47 },
      irl_manquant: { annee: 2026, trimestre: 1, publication: '2026-04-10' },
    });
  });

  test('once the owner adds the quarter, the revision is computed with it', async () => {
    payloadOf(await request(api.app, 'POST', '/api/data/irl', { annee: 2026, trimestre: 1, valeur: 146.6 }));
    // 890 × 146.6 / 145.47 = 896.913…
    expect(await revisionOf('Bordeaux Chartrons')).toMatchObject({
      loyer_revise: 896.91,
      irl_nouveau: { annee: 2026, trimestre: 1, valeur: 146.6 },
      irl_ancien: { annee: 2025, trimestre: 1, valeur: 145.47 },
      irl_manquant: null,
    });
  });
});
