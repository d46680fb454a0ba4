/**
 * The rent revision of a lease (art. 17-1 loi du 6 juillet 1989): which IRL quarter it calls
 * for (the latest index published at the anniversary, of the lease's quarter; INSEE publishes
 * T1 in April, T2 in July, T3 in October, T4 in January, counted here from the 10th); the rent
 * hors charges revised, the charges not; not retroactive (claimed after the anniversary, from
 * that day); and the reply when the series lacks the quarter: no revised rent on an older
 * index, the missing quarter named. Expected figures worked out by hand from INSEE's values.
 */
import { getPayload } from 'server-kit/testing';
import { bienSchema, rentRevisionSchema, type RentRevision } from '../../../src/contract';
import { irlDueOn, irlPublicationDate, quarterPublishedOn } from '../../../src/server';
import { emptyBase, letProperty } from '../rentalBase';

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

describe('the quarter a lease names by default: the latest published at its start', () => {
  test.each([
    ['2025-01-01', 3], // T4 2024 comes out on 10 January 2025
    ['2025-01-10', 4],
    ['2025-04-09', 4],
    ['2025-04-10', 1],
    ['2025-09-01', 2],
    ['2025-12-31', 3],
  ])('a lease starting on %s: quarter %i', (debut, quarter) => {
    expect(quarterPublishedOn(debut)).toBe(quarter);
  });
});

const property = (IM_NOM: string) =>
  letProperty(IM_NOM, {
    IM_DATE_ACHAT: '2020-01-01',
    IM_PA: 150000,
    // The property's own lease date and quarter: not the lease's, and not read for the revision.
    IM_DATE_BAIL: '2019-09-01',
    IM_TRIM_IRL: 2,
  });

/** A base on `now` with one property and its lease from `debut` (650 € + 70 € of charges, quarter 2). */
async function leaseBase(now: Date, debut: string) {
  const { host: api, post } = await emptyBase(now);
  await post('immos', property('T2 Lyon'));
  const lease = await post('baux', { IM_NOM: 'T2 Lyon', locataire: 'Camille Dubois', debut, loyer_hc: 650, charges: 70, jour_echeance: 5, trimestre_irl: 2 });
  const revision = async () => rentRevisionSchema.parse(await getPayload(api.app, `/api/baux/${lease.id}/revision`)) as RentRevision;
  const sheet = async () => bienSchema.parse(await getPayload(api.app, `/api/immeubles/bien/${encodeURIComponent('T2 Lyon')}`)).revision;
  return { api, post, lease, revision, sheet };
}

describe('the revision of a lease, on 20 August 2025 (series shipped up to 2025 T3)', () => {
  let base: Awaited<ReturnType<typeof leaseBase>>;
  beforeAll(async () => {
    base = await leaseBase(new Date(2025, 7, 20, 10, 0), '2024-09-01');
  });
  afterAll(() => base.api.close());

  test('at the next anniversary, the rent hors charges only: 650 × IRL T2 2025 / IRL T2 2024', async () => {
    // 650 × 146.68 / 145.17 = 656.761… → 656.76; the 70 € of charges stay.
    const expected = {
      bail_id: base.lease.id,
      date_revision: '2025-09-01',
      date_effet: '2025-09-01',
      trimestre: 2,
      loyer_hc_actuel: 650,
      loyer_hc_revise: 656.76,
      charges: 70,
      irl_nouveau: { annee: 2025, trimestre: 2, valeur: 146.68 },
      irl_ancien: { annee: 2024, trimestre: 2, valeur: 145.17 },
      irl_manquant: null,
    };
    expect(await base.revision()).toEqual(expected);
    // The sheet's is that of the property's current lease, not from IM_DATE_BAIL nor IM_MT_LOYER.
    expect(await base.sheet()).toEqual(expected);
  });

  test('an unknown lease: 404 in French', async () => {
    const res = await base.api.app.inject({ method: 'GET', url: '/api/baux/999/revision' });
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found', message: 'Bail n° 999 inconnu.' }]);
  });
});

describe('a revision claimed three months after the anniversary', () => {
  let base: Awaited<ReturnType<typeof leaseBase>>;
  beforeAll(async () => {
    // Lease of 1 February 2024, anniversary 1 February 2025, nothing applied; today 1 May 2025.
    base = await leaseBase(new Date(2025, 4, 1, 10, 0), '2024-02-01');
  });
  afterAll(() => base.api.close());

  test('it takes effect on the day it is applied, not on the anniversary', async () => {
    // On 1 February 2025 the latest T2 is 2024's (145.17), against 2023 T2 (140.59):
    // 650 × 145.17 / 140.59 = 671.175… → 671.18.
    expect(await base.revision()).toEqual({
      bail_id: base.lease.id,
      date_revision: '2025-02-01',
      date_effet: '2025-05-01',
      trimestre: 2,
      loyer_hc_actuel: 650,
      loyer_hc_revise: 671.18,
      charges: 70,
      irl_nouveau: { annee: 2024, trimestre: 2, valeur: 145.17 },
      irl_ancien: { annee: 2023, trimestre: 2, valeur: 140.59 },
      irl_manquant: null,
    });
  });

  test('once applied from that day, the next anniversary is due, from the revised rent', async () => {
    await base.post('revisionsBaux', { bail_id: base.lease.id, date: '2025-05-01', loyer_hc: 671.18, charges: 70 });
    // 1 February 2026: 2025 T2 (146.68) against 2024 T2 (145.17): 671.18 × 146.68 / 145.17 = 678.161… → 678.16.
    expect(await base.revision()).toMatchObject({ date_revision: '2026-02-01', date_effet: '2026-02-01', loyer_hc_actuel: 671.18, loyer_hc_revise: 678.16, charges: 70 });
    // The rent due from May: 671.18 + 70.
    const [may] = (await getPayload(base.api.app, '/api/loyers/echeances?mois=2025-05')) as Array<{ du: number; loyer_hc: number }>;
    expect(may).toMatchObject({ loyer_hc: 671.18, du: 741.18 });
  });
});

describe('a quarter the series lacks', () => {
  let base: Awaited<ReturnType<typeof leaseBase>>;
  beforeAll(async () => {
    // Lease of 1 September 2025, quarter 2; on 20 August 2026 the anniversary calls for 2026 T2, not in the series.
    base = await leaseBase(new Date(2026, 7, 20, 10, 0), '2025-09-01');
  });
  afterAll(() => base.api.close());

  test('no revised rent, never one on an older index: the missing quarter named', async () => {
    expect(await base.revision()).toMatchObject({
      date_revision: '2026-09-01',
      loyer_hc_revise: null,
      irl_nouveau: null,
      irl_ancien: { annee: 2025, trimestre: 2, valeur: 146.68 },
      irl_manquant: { annee: 2026, trimestre: 2, publication: '2026-07-10' },
    });
  });

  test('once the owner adds the quarter, the revision is computed with it', async () => {
    await base.post('irl', { annee: 2026, trimestre: 2, valeur: 148.2 });
    // 650 × 148.2 / 146.68 = 656.735… → 656.74.
    expect(await base.revision()).toMatchObject({ loyer_hc_revise: 656.74, irl_nouveau: { annee: 2026, trimestre: 2, valeur: 148.2 }, irl_manquant: null });
  });
});

describe('a property without a lease', () => {
  test('its sheet has no revision, whatever its IM_DATE_BAIL', async () => {
    const { host: api, post } = await emptyBase(new Date(2025, 7, 20, 10, 0));
    await post('immos', property('Sans bail'));
    expect(bienSchema.parse(await getPayload(api.app, `/api/immeubles/bien/${encodeURIComponent('Sans bail')}`)).revision).toBeNull();
    await api.close();
  });
});
