/**
 * Every read derived from the data shows a write of the data api on the very next request:
 * alldata and recaployers are memoised until the data version moves (db/dataVersion.ts), the
 * others read afresh. Each case reads once (warming any cache), writes, reads again.
 */
import { createTestApi, type TestApi } from './helpers';
import { expense, getData, payloadOf, request, type StoredRow } from './dataHelpers';

const NOW = new Date(2025, 2, 20, 9, 0);
const TODAY = '2025-03-20';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api.close();
});

type Json = Record<string, unknown>;
const read = (path: string) => getData<Json>(api.app, `/api/${path}`);
const post = async (section: string, row: object) => payloadOf<StoredRow>(await request(api.app, 'POST', `/api/data/${section}`, row));
const rowsOf = (section: string) => getData<StoredRow[]>(api.app, `/api/data/${section}`);

const property = {
  IM_NOM: 'Nantes Graslin',
  IM_INDIVISION: 0,
  IM_TYPE_PROP: 'PROP',
  IM_PRET_MT: 0,
  IM_FIN_PRET: null,
  IM_MT_LOYER: 690,
  IM_AGENCE: 0,
  IM_DATE_ACHAT: '2020-03-01',
  IM_DATE_VTE: null,
  IM_VENDU: 0,
  IM_PA: 185000,
  IM_PX_VTE: 0,
  IM_COMMENT: null,
  loyerTheo: 700,
};
const holding = { OP_BQ: 'Banque Témoin', OP_NOM: 'Livret témoin', OP_MT_VTE: 1234, OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'AUTRE', OP_BENEF: 'Zoé', OP_DATE: '2020-05-01' };

interface Case {
  /** Path after /api/. */
  path: string;
  /** What is written, through the data api. */
  write: string;
  act: () => Promise<unknown>;
  /** The change, as seen on the read's payload. */
  shows: (payload: Json) => boolean;
}

const CASES: Case[] = [
  {
    path: 'immeubles/alldata',
    write: 'POST immos',
    act: () => post('immos', property),
    shows: (p) => (p.immos as Json[]).some((i) => i.IM_NOM === 'Nantes Graslin'),
  },
  {
    path: 'immeubles/alldata',
    write: 'PUT opvcm',
    act: async () => {
      const [first] = await rowsOf('opvcm');
      await request(api.app, 'PUT', `/api/data/opvcm/${first!.id}`, { ...first, OP_MT_VTE: 424242 });
    },
    shows: (p) => (p.opvcm as Json[]).some((o) => o.OP_MT_VTE === 424242),
  },
  {
    path: 'immeubles/recaployers',
    write: 'POST loyers',
    act: () => post('loyers', { IM_NOM: 'Lyon Croix-Rousse', date: TODAY, montant: 10000 }),
    shows: (p) => ((p.immos as Record<string, Json>)['Lyon Croix-Rousse']!.LOYER_MOIS as number) > 10000,
  },
  {
    // A property without a lease: its own rent (with one, the lease's: next case).
    path: 'immeubles/recaployers',
    write: 'PUT immos',
    act: async () => {
      const grenoble = (await rowsOf('immos')).find((i) => i.IM_NOM === 'Grenoble Championnet')!;
      await request(api.app, 'PUT', `/api/data/immos/${grenoble.id}`, { ...grenoble, IM_MT_LOYER: 999 });
    },
    shows: (p) => (p.immos as Record<string, Json>)['Grenoble Championnet']!.IM_MT_LOYER === 999,
  },
  {
    // The rent of a let property is its lease's: a revision from today, 900 + 70.
    path: 'immeubles/recaployers',
    write: 'POST revisionsBaux',
    act: async () => {
      const lease = (await rowsOf('baux')).find((b) => b.IM_NOM === 'Lyon Croix-Rousse' && b.fin == null)!;
      await post('revisionsBaux', { bail_id: lease.id, date: TODAY, loyer_hc: 900, charges: 70 });
    },
    shows: (p) => (p.immos as Record<string, Json>)['Lyon Croix-Rousse']!.IM_MT_LOYER === 970,
  },
  {
    path: 'immeubles/tdb',
    write: 'POST emprunts',
    act: () => post('emprunts', { nom: 'Prêt travaux', capital: 20000, taux: 3.5, duree_mois: 60, debut: '2024-01-10' }),
    shows: (p) => 'Prêt travaux' in (p.emprunt as Json),
  },
  {
    path: 'immeubles/tdb',
    write: 'DELETE emprunts',
    act: async () => {
      const loan = (await rowsOf('emprunts')).find((l) => l.nom === 'Prêt travaux')!;
      await request(api.app, 'DELETE', `/api/data/emprunts/${loan.id}`);
    },
    shows: (p) => !('Prêt travaux' in (p.emprunt as Json)),
  },
  {
    path: 'immeubles/opecars',
    write: 'POST voitures',
    act: () => post('voitures', { groupe: 'Vélo cargo', date: '2025-02-01', montant: 2400 }),
    shows: (p) => 'Vélo cargo' in p,
  },
  {
    path: 'immeubles/opedepenses',
    write: 'POST depenses',
    act: () => post('depenses', expense({ COP_LIBELLE: 'Dépense témoin' })),
    shows: (p) => (p as unknown as Json[]).some((d) => d.COP_LIBELLE === 'Dépense témoin'),
  },
  {
    path: 'immeubles/graphedf',
    write: 'POST energie',
    act: () => post('energie', { compteur: 'Herm', date: '2014-12-31', kwh: 300 }),
    shows: (p) => String(p.axeHerm).includes('2014'),
  },
  {
    path: 'immeubles/graphcumulbk',
    write: 'POST opvcm (new bank)',
    act: () => post('opvcm', holding),
    shows: (p) => String(p.serie).includes('Banque Témoin'),
  },
  {
    path: 'immeubles/graphcumulbenef',
    write: 'POST opvcm (new beneficiary)',
    act: () => post('opvcm', { ...holding, OP_NOM: 'Livret témoin 2', OP_BENEF: 'Théo' }),
    shows: (p) => String(p.serie).includes('Théo'),
  },
  {
    path: 'immeubles/oplistebybk',
    write: 'POST opvcm (another bank)',
    act: () => post('opvcm', { ...holding, OP_BQ: 'Banque Seconde' }),
    shows: (p) => (p as unknown as Json[]).some((b) => b.NOM === 'Banque Seconde'),
  },
  {
    path: 'immeubles/graphTxFonciere/0',
    write: 'POST taxesFoncieres',
    act: () => post('taxesFoncieres', { IM_NOM: 'Lyon Croix-Rousse', annee: 2001, montant: 700 }),
    shows: (p) => String(p.axe_fonciere).includes('2001'),
  },
  {
    path: 'immeubles/graphTxFonciere/1',
    write: 'PUT taxesFoncieres',
    act: async () => {
      const tax = (await rowsOf('taxesFoncieres')).find((t) => t.annee === 2001)!;
      await request(api.app, 'PUT', `/api/data/taxesFoncieres/${tax.id}`, { ...tax, montant: 98765 });
    },
    shows: (p) => String(p.serie_fonciere).includes('98765'),
  },
  {
    path: 'immeubles/graphDepPerso',
    write: 'POST depenses (big one)',
    act: () => post('depenses', expense({ COP_DATE: '2025-01-15', COP_MONT: 123456 })),
    // The current year (last point) holds it.
    shows: (p) => ((JSON.parse(String(p.serie_depenses)) as Array<{ data: number[] }>)[0]!.data.at(-1) ?? 0) > 123456,
  },
  {
    path: 'immeubles/bricksliste',
    write: 'POST bricks',
    act: () => post('bricks', { nom: 'Brique témoin', achat: 700, loyers: { 'Loyers 2024': 30 } }),
    shows: (p) => (p.bricks as Json[]).some((b) => b.nom === 'Brique témoin'),
  },
  {
    path: 'immeubles/restau',
    write: 'POST restaurants',
    act: () => post('restaurants', { TW_TITRE: 'Restaurant témoin', TW_TYPE: 'Bistrot', TW_VILLE: 'Nantes', TW_TARIF: '€' }),
    shows: (p) => (p as unknown as Json[]).some((r) => r.TW_TITRE === 'Restaurant témoin'),
  },
  {
    path: 'immeubles/recettes',
    write: 'POST recettes',
    act: () => post('recettes', { id: 40, titre: 'Recette témoin', note: 3, type: 'salée', ingredients: [], commentaire: [] }),
    shows: (p) => (p as unknown as Json[]).some((r) => r.titre === 'Recette témoin'),
  },
];

test.each(CASES.map((c) => [`${c.path} after ${c.write}`, c] as const))('%s', async (_label, c) => {
  const before = await read(c.path);
  await read(c.path); // served from the cache, when there is one
  expect(c.shows(before)).toBe(false);
  await c.act();
  const after = await read(c.path);
  expect(c.shows(after)).toBe(true);
});

test('an import and an undo show on the next read too (alldata and recaployers, memoised)', async () => {
  expect((await read('immeubles/alldata')).immos).toEqual(expect.arrayContaining([expect.objectContaining({ IM_NOM: 'Nantes Graslin' })]));
  await read('immeubles/recaployers');
  const report = payloadOf(await request(api.app, 'POST', '/api/data?mode=merge', { immos: [{ ...property, IM_NOM: 'Rennes Thabor' }] }));
  expect(report).toMatchObject({ sections: { immos: { added: 1 } } });
  expect(((await read('immeubles/alldata')).immos as Json[]).map((i) => i.IM_NOM)).toContain('Rennes Thabor');
  expect(Object.keys((await read('immeubles/recaployers')).immos as Json)).toContain('Rennes Thabor');

  payloadOf(await request(api.app, 'POST', '/api/data/undo'));
  expect(((await read('immeubles/alldata')).immos as Json[]).map((i) => i.IM_NOM)).not.toContain('Rennes Thabor');
  expect(Object.keys((await read('immeubles/recaployers')).immos as Json)).not.toContain('Rennes Thabor');
});
