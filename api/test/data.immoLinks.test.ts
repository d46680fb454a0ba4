/**
 * What the data core does with immo's rows, on the api's demo base: an IRL quarter imported
 * (merge, replace, undo) and read by the revision; a loan's link to its property kept through
 * a delete, a rename and their undo; the refusals of the data api. What each property earns is
 * tested in areas/immo/test/server/earnings.
 */
import { bienSchema, echeancierSchema, type Bien, type Echeancier } from '../src/contracts';
import { createTestApi, getPayload, type TestApi } from './helpers';
import { errorOf, getData, payloadOf, request, type StoredRow } from './dataHelpers';

const NOW = new Date(2025, 10, 23, 10, 0); // 23 November 2025, local time

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api.close();
});

const url = (...parts: Array<string | number>) => `/api/immeubles/${parts.map((p) => encodeURIComponent(String(p))).join('/')}`;
const echeancier = async (nom: string) => echeancierSchema.parse(await getPayload(api.app, url('echeancier', nom))) as Echeancier;
const bien = async (nom: string, annee?: number) =>
  bienSchema.parse(await getPayload(api.app, `${url('bien', nom)}${annee === undefined ? '' : `?annee=${annee}`}`)) as Bien;

const round2 = (v: number) => Math.round(v * 100) / 100;
/** One number from raw SQL (0 when no row). */
const sql = (query: string, ...params: unknown[]) => ((api.db.prepare(query).pluck().get(...params) as number | null) ?? 0);
const propertyId = (name: string) => sql('SELECT id FROM properties WHERE name = ?', name);

interface LoanData {
  nom: string;
  capital: number;
  taux: number;
  duree_mois: number;
  debut: string;
  assurance_mensuelle: number | null;
  assurance_taux: number | null;
  IM_NOM: string | null;
}

describe('the IRL series through imports and undo', () => {
  /** The INSEE series, as published. */
  const IRL: Record<string, number> = { '2025 T2': 146.68, '2024 T4': 144.64, '2025 T1': 145.47 };

  /** The running lease of a property, as the data api gives it. */
  const runningLease = async (name: string) =>
    (await getData<StoredRow[]>(api.app, '/api/data/baux')).find((l) => l.IM_NOM === name && l.fin == null)!;

  test('a merge import adds a quarter, which the revision then reads; a replace import without irl keeps the series', async () => {
    // Montpellier: quarter 4, revised on 1 February 2026: 2025 T4 (January 2026) is due and not
    // in the series, so no rent on 2024 T4.
    expect((await bien('Montpellier Antigone')).revision).toMatchObject({
      irl_nouveau: null,
      loyer_hc_revise: null,
      irl_manquant: { annee: 2025, trimestre: 4, publication: '2026-01-10' },
    });
    const montpellier = await runningLease('Montpellier Antigone');
    const revisions = await getData<StoredRow[]>(api.app, '/api/data/revisionsBaux');
    const inForce = Number(revisions.find((r) => r.bail_id === montpellier.id && r.date === '2025-02-01')!.loyer_hc);
    const merged = payloadOf<{ sections: Record<string, { added: number }> }>(
      await request(api.app, 'POST', '/api/data?mode=merge', { irl: [{ annee: 2025, trimestre: 4, valeur: 146.1 }] }),
    );
    expect(merged.sections.irl).toMatchObject({ added: 1 });
    expect((await bien('Montpellier Antigone')).revision).toMatchObject({
      irl_nouveau: { annee: 2025, trimestre: 4, valeur: 146.1 },
      irl_ancien: { annee: 2024, trimestre: 4, valeur: IRL['2024 T4'] },
      // Its rent hors charges in force: that of its revision of 1 February 2025.
      loyer_hc_revise: round2((inForce * 146.1) / IRL['2024 T4']!),
      irl_manquant: null,
    });
    // Every export made before the series existed has no irl section: the series stays.
    const restaurants = await getData<StoredRow[]>(api.app, '/api/data/restaurants');
    payloadOf(await request(api.app, 'POST', '/api/data?mode=replace', { restaurants: restaurants.slice(1) }));
    expect(sql('SELECT COUNT(*) FROM irl_index')).toBe(44);
    payloadOf(await request(api.app, 'POST', '/api/data?mode=merge', { restaurants }));
    expect(sql('SELECT COUNT(*) FROM irl_index')).toBe(44);
    // With an irl section, replace means replace.
    payloadOf(await request(api.app, 'POST', '/api/data?mode=replace', { irl: [{ annee: 2024, trimestre: 4, valeur: 144.64 }] }));
    expect(sql('SELECT COUNT(*) FROM irl_index')).toBe(1);
    // 2025 T4 is gone again: no revised rent.
    expect((await bien('Montpellier Antigone')).revision).toMatchObject({
      irl_nouveau: null,
      irl_ancien: { annee: 2024, trimestre: 4, valeur: IRL['2024 T4'] },
      loyer_hc_revise: null,
      irl_manquant: { annee: 2025, trimestre: 4 },
    });
    // And with no value at all for the quarter: neither index.
    expect((await bien('Lyon Croix-Rousse')).revision).toMatchObject({ irl_nouveau: null, irl_ancien: null, loyer_hc_revise: null });
    // Undo the four imports: the shipped series and the added quarter come back, then the quarter goes.
    for (let i = 0; i < 3; i++) payloadOf(await request(api.app, 'POST', '/api/data/undo'));
    expect(sql('SELECT COUNT(*) FROM irl_index')).toBe(44);
    payloadOf(await request(api.app, 'POST', '/api/data/undo'));
    expect(sql('SELECT COUNT(*) FROM irl_index')).toBe(43);
  });
});

describe("a loan's property link through writes and undo", () => {
  const loan = async (nom: string) => (await getData<LoanData[]>(api.app, '/api/data/emprunts')).find((l) => l.nom === nom);
  const exportAll = () => getData<Record<string, StoredRow[]>>(api.app, '/api/data');

  test('deleting the property unlinks the loan; the undo links it back', async () => {
    const before = await exportAll();
    const id = propertyId('Annecy Vieille Ville');
    expect((await request(api.app, 'DELETE', `/api/data/immos/${id}`)).statusCode).toBe(204);
    expect((await loan('Prêt travaux Annecy'))?.IM_NOM).toBeNull();
    expect(sql("SELECT COUNT(*) FROM loans WHERE name = 'Prêt travaux Annecy' AND property_id IS NULL")).toBe(1);
    payloadOf(await request(api.app, 'POST', '/api/data/undo'));
    expect((await loan('Prêt travaux Annecy'))?.IM_NOM).toBe('Annecy Vieille Ville');
    expect(await exportAll()).toEqual(before);
  });

  test('renaming the property keeps the explicit link, and the loan of its name follows', async () => {
    const before = await exportAll();
    const p = before.immos!.find((i) => i.IM_NOM === 'Annecy Vieille Ville')!;
    await request(api.app, 'PUT', `/api/data/immos/${p.id}`, { ...p, IM_NOM: 'Annecy Centre' });
    expect((await loan('Prêt travaux Annecy'))?.IM_NOM).toBe('Annecy Centre');
    expect(await loan('Annecy Centre')).toMatchObject({ IM_NOM: null });
    expect((await bien('Annecy Centre')).emprunts).toEqual(['Annecy Centre', 'Prêt travaux Annecy']);
    expect((await echeancier('Prêt travaux Annecy')).IM_NOM).toBe('Annecy Centre');
    payloadOf(await request(api.app, 'POST', '/api/data/undo'));
    expect(await exportAll()).toEqual(before);
  });

  test('an unknown property or two insurances are refused', async () => {
    const base = { nom: 'Prêt test', capital: 10000, taux: 2, duree_mois: 60, debut: '2024-01-10' };
    expect(errorOf(await request(api.app, 'POST', '/api/data/emprunts', { ...base, IM_NOM: 'Nulle Part' }), 400)).toMatchObject({ champ: 'IM_NOM' });
    expect(errorOf(await request(api.app, 'POST', '/api/data/emprunts', { ...base, assurance_mensuelle: 10, assurance_taux: 0.3 }), 400)).toMatchObject({
      champ: 'assurance_taux',
    });
    expect(await loan('Prêt test')).toBeUndefined();
  });

  test('a TEOM above the tax is refused', async () => {
    const body = errorOf(await request(api.app, 'POST', '/api/data/taxesFoncieres', { IM_NOM: 'Lyon Croix-Rousse', annee: 2031, montant: 100, teom: 150 }), 400);
    expect(body.champ).toBe('teom');
  });
});
