/**
 * Import from the old site: a second embedded api, with a dataset of this test's
 * own, serves as the old site (it answers the spec's section 7 reads under /index.php/api).
 * The import runs into another base through POST /api/data/legacy-import; the sections the
 * site exposes come over equal (keys and amounts), the others are listed in the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listBackups } from '../src/backup/backups';
import { createTestApi, getPayload, tableCounts, type TestApi } from './helpers';
import { getData, request } from './dataHelpers';
import { legacyReport } from './legacyHelpers';

const NOW = new Date('2026-11-23T10:00:00Z');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** The old site's data: every section its reads expose, and some they do not (loans, leases, rents). */
const SITE_DATA = {
  immos: [
    { IM_NOM: 'Lyon Croix-Rousse', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 100000, IM_FIN_PRET: '2030-01-01', IM_MT_LOYER: 800, IM_AGENCE: 40, IM_DATE_ACHAT: '2015-03-01', IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: 150000, IM_PX_VTE: 0, IM_COMMENT: 'T2 au 3e', loyerTheo: 850 },
    { IM_NOM: 'Nantes Île', IM_INDIVISION: 1, IM_TYPE_PROP: 'INDI', IM_PRET_MT: 0, IM_FIN_PRET: null, IM_MT_LOYER: 0, IM_AGENCE: 0, IM_DATE_ACHAT: '2010-01-15', IM_DATE_VTE: '2022-06-30', IM_VENDU: 1, IM_PA: 120000, IM_PX_VTE: 210000, IM_COMMENT: null, loyerTheo: 0 },
  ],
  baux: [{ IM_NOM: 'Lyon Croix-Rousse', locataire: 'Jean Dupont', debut: '2023-09-01', loyer_hc: 800, jour_echeance: 5 }],
  loyers: [{ IM_NOM: 'Lyon Croix-Rousse', date: '2026-11-05', montant: 800 }],
  emprunts: [{ nom: 'Lyon Croix-Rousse', capital: 100000, taux: 1.5, duree_mois: 180, debut: '2015-03-01' }],
  taxesFoncieres: [
    { IM_NOM: 'Lyon Croix-Rousse', annee: 2023, montant: 900 },
    { IM_NOM: 'Lyon Croix-Rousse', annee: 2024, montant: 950.5 },
    { IM_NOM: 'Nantes Île', annee: 2021, montant: 700 },
  ],
  voitures: [
    { groupe: 'Clio', date: '2024-02-10', montant: 300, libelle: 'Pneus' },
    { groupe: 'Clio', date: '2024-05-03', montant: 120.5, libelle: 'Vidange' },
    { groupe: 'Clio', date: '2025-01-20', montant: 80, libelle: null },
    { groupe: 'Assurance', date: '2024-03-01', montant: 450, libelle: 'MAIF' },
  ],
  depenses: [
    { COP_DATE: '2025-04-02', COP_LIBELLE: 'Boulangerie', COP_MONT: 4.2, COP_GARAGE: null },
    { COP_DATE: '2025-04-02', COP_LIBELLE: 'Boulangerie', COP_MONT: 4.2, COP_GARAGE: null },
    { COP_DATE: '2025-05-10', COP_LIBELLE: 'Retour colis', COP_MONT: -25, COP_GARAGE: 'Fnac' },
  ],
  opvcm: [{ OP_BQ: 'Boursorama', OP_NOM: 'LVMH', OP_MT_VTE: 5000, OP_MT_ACHAT: 4000, OP_TYPE_PLCMT: 'PEA', OP_BENEF: 'Moi', OP_DATE: '2020-01-10' }],
  bricks: [{ nom: 'Brick Lille', achat: 1000, loyers: { '2024 T1': 12.5, '2024 T2': 13 } }],
  energie: [
    { compteur: 'Herm', date: '2023-06-30', kwh: 1200 },
    { compteur: 'Herm', date: '2024-06-30', kwh: 1300 },
    { compteur: 'Fleurs', date: '2023-05-01', kwh: 100 },
    { compteur: 'Fleurs', date: '2024-03-15', kwh: 200 },
    { compteur: 'Fleurs', date: '2024-12-10', kwh: 50 },
    { compteur: 'Fleurs', date: '2025-07-31', kwh: 60 },
  ],
  restaurants: [
    { TW_TITRE: 'La Crêperie', TW_TYPE: 'Bretonne', TW_VILLE: 'Rennes', TW_TARIF: '€' },
    { TW_TITRE: 'Chez Paul', TW_TYPE: 'Bouchon', TW_VILLE: 'Lyon', TW_TARIF: '25-35 €' },
  ],
  recettes: [{ id: 3, titre: 'Tarte aux pommes', note: 4, type: 'dessert', ingredients: [{ nom: 'farine', poids: '250 g' }], commentaire: [{ ligne: 'Four à 180°' }] }],
};

/** The reads both sides are compared on, and what of each reply is the owner's data (not computed from what does not come over). */
const COMPARED: Array<[string, (payload: unknown) => unknown]> = [
  [
    'immeubles/alldata',
    (p) => {
      const { immos, opvcm } = p as { immos: Array<Record<string, unknown>>; opvcm: unknown[] };
      return { immos: immos.map(({ LOYER_MOIS: _computed, ...immo }) => immo), opvcm };
    },
  ],
  ['immeubles/opedepenses', (p) => p],
  ['immeubles/graphTxFonciere/0', (p) => p],
  ['immeubles/graphTxFonciere/1', (p) => p],
  ['immeubles/graphedf', (p) => p],
  ['immeubles/bricksliste', (p) => p],
  ['immeubles/restau', (p) => p],
  ['immeubles/recettes', (p) => p],
  // The images that pass an upload's checks.
  ['permis/contenuDossierImage/recettes', (p) => (p as string[]).filter((name) => name !== 'faux.jpg')],
];

let site: TestApi;
let siteUrl: string;
let target: TestApi;

beforeAll(async () => {
  site = await createTestApi({ seed: false, now: NOW });
  const res = await request(site.app, 'POST', '/api/data?mode=replace', SITE_DATA);
  expect(res.statusCode).toBe(200);
  fs.writeFileSync(path.join(site.filesDir, 'recettes', 'tarte.png'), PNG);
  fs.writeFileSync(path.join(site.filesDir, 'sport', 'course.gif'), 'GIF89a');
  fs.writeFileSync(path.join(site.filesDir, 'recettes', 'faux.jpg'), 'pas une image');
  siteUrl = await site.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await site.close();
});
beforeEach(async () => {
  target = await createTestApi({ seed: false, now: NOW });
});
afterEach(async () => {
  await target.close();
});

const ask = (fields: { confirmer?: boolean; remplacer?: boolean } = {}) => ({ adresse: siteUrl, ...fields });

test('the preview writes nothing; the confirmed import brings every exposed section over equal, after an avant-import backup, in one journal entry', async () => {
  const empty = tableCounts(target.db);
  const preview = await legacyReport(target.app, ask());
  expect(preview.ecrit).toBe(false);
  expect(preview.manquantes).toEqual([]);
  // Counts by hand from SITE_DATA: 2 properties, 3 taxes, 3 vehicle-years, 3 expenses, 1 holding, 1 brick,
  // energy: Herm 2023 and 2024; Fleurs Dec 2024 and Jul 2025 (months of the 24 shown), and the
  // rest of 2024 (200, dated 30 Nov 2024) and 2023 (100, dated 31 Dec 2023): 6 readings.
  expect(Object.fromEntries(Object.entries(preview.sections).map(([s, r]) => [s, r.added]))).toEqual({
    immos: 2, taxesFoncieres: 3, voitures: 3, depenses: 3, opvcm: 1, bricks: 1, energie: 6, restaurants: 2, recettes: 1,
  });
  expect(preview.images).toEqual({
    nouvelles: 2, dejaLa: 0, copiees: 0,
    refusees: [{ section: 'images sport', cle: 'course.gif', champ: null, raison: 'seuls les fichiers .jpg, .jpeg, .png sont acceptés' }],
  });
  expect(tableCounts(target.db)).toEqual(empty);

  const done = await legacyReport(target.app, ask({ confirmer: true }));
  expect(done.ecrit).toBe(true);
  // Through the checks of an upload: the .jpg that is not a JPEG is refused, and listed.
  expect(done.images.copiees).toBe(1);
  expect(done.images.refusees.map((r) => [r.cle, r.raison])).toEqual([
    ['course.gif', 'seuls les fichiers .jpg, .jpeg, .png sont acceptés'],
    ['faux.jpg', "le contenu n'est pas une image JPEG valide"],
  ]);
  expect(fs.existsSync(path.join(target.filesDir, 'recettes', 'faux.jpg'))).toBe(false);
  expect(fs.readFileSync(path.join(target.filesDir, 'recettes', 'tarte.png'))).toEqual(PNG);
  expect(listBackups(path.join(target.dir, 'backups')).map((b) => b.kind)).toEqual(['avant-import']);
  const journal = await getData<Array<{ action: string }>>(target.app, '/api/data/journal');
  expect(journal.map((j) => j.action)).toEqual(['import']);

  for (const [read, data] of COMPARED) {
    const expected = data(await getPayload(site.app, `/index.php/api/${read}`));
    expect({ read, data: data(await getPayload(target.app, `/index.php/api/${read}`)) }).toEqual({ read, data: expected });
  }
  // Car expenses: one row per vehicle and year, the year's total (by hand: 300 + 120,5), marked.
  const cars = await getData<Array<Record<string, unknown>>>(target.app, '/api/data/voitures');
  expect(cars.map(({ id: _id, ...c }) => c)).toEqual(
    expect.arrayContaining([
      { groupe: 'Clio', date: '2024-01-01', montant: 420.5, libelle: 'Total annuel importé (2 mois)' },
      { groupe: 'Clio', date: '2025-01-01', montant: 80, libelle: 'Total annuel importé (1 mois)' },
      { groupe: 'Assurance', date: '2024-01-01', montant: 450, libelle: 'Total annuel importé (1 mois)' },
    ]),
  );
  // What the site does not expose stays out, and the report says where to complete it.
  for (const section of ['baux', 'loyers', 'emprunts']) expect({ section, rows: await getData(target.app, `/api/data/${section}`) }).toEqual({ section, rows: [] });
  // The site's sums (expenses by year, holdings by bank) agree with what came over.
  expect(done.remarques).toEqual([]);
  // The holding comes over with its amounts, without the purchase date the site's read does not give.
  expect(await getData(target.app, '/api/data/opvcm')).toEqual([
    expect.objectContaining({ OP_BQ: 'Boursorama', OP_NOM: 'LVMH', OP_MT_VTE: 5000, OP_MT_ACHAT: 4000, OP_TYPE_PLCMT: 'PEA', OP_BENEF: 'Moi', OP_DATE: null }),
  ]);
  expect(done.ecartees).toEqual([]);
  expect(done.aCompleter.map((c) => [c.sujet, c.lien])).toEqual([
    ["L'historique des loyers encaissés", '#/loyers'],
    ['Le taux, la durée et la date de début des emprunts', '#/emprunt'],
    ['Les baux et les locataires', '#/baux'],
    ['Le trimestre IRL de chaque bien', '#/listeappt'],
    ["La date d'achat des placements", '#/listeopvcm'],
  ]);
  expect(done.aCompleter[1]!.detail).toContain('(Lyon Croix-Rousse)');
});

test('a second run adds nothing, and one undo takes the whole import back', async () => {
  const empty = tableCounts(target.db);
  await legacyReport(target.app, ask({ confirmer: true }));
  const second = await legacyReport(target.app, ask());
  expect(second.sections).toEqual({});
  expect(second.gardees).toEqual({ immos: 2, taxesFoncieres: 3, voitures: 3, depenses: 3, opvcm: 1, bricks: 1, energie: 6, restaurants: 2, recettes: 1 });
  expect(second.images.nouvelles).toBe(1); // faux.jpg, refused again
  expect(second.images.dejaLa).toBe(1);
  const again = await legacyReport(target.app, ask({ confirmer: true }));
  expect(again.sections).toEqual({});
  expect((await getData<unknown[]>(target.app, '/api/data/journal')).length).toBe(1);
  expect(await getData<unknown[]>(target.app, '/api/data/depenses')).toHaveLength(3);

  const undo = await request(target.app, 'POST', '/api/data/undo');
  expect(undo.statusCode).toBe(200);
  expect(tableCounts(target.db)).toEqual({ ...empty, journal: 1 });
});

test('without --remplacer a row already there is kept as it is; with it, the site replaces the sections it gives', async () => {
  const mine = { IM_NOM: 'Lyon Croix-Rousse', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 0, IM_FIN_PRET: null, IM_MT_LOYER: 900, IM_AGENCE: 0, IM_DATE_ACHAT: null, IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: 160000, IM_PX_VTE: 0, IM_COMMENT: null, loyerTheo: 900 };
  const extra = { COP_DATE: '2026-01-05', COP_LIBELLE: 'Pharmacie', COP_MONT: 9.9, COP_GARAGE: null };
  expect((await request(target.app, 'POST', '/api/data?mode=replace', { immos: [mine], depenses: [extra] })).statusCode).toBe(200);

  const kept = await legacyReport(target.app, ask({ confirmer: true }));
  expect(kept.gardees).toEqual({ immos: 1 });
  expect(kept.sections.immos).toMatchObject({ added: 1, changed: 0, removed: 0 });
  const lyon = (await getData<Array<Record<string, unknown>>>(target.app, '/api/data/immos')).find((p) => p.IM_NOM === 'Lyon Croix-Rousse');
  expect(lyon).toMatchObject({ IM_MT_LOYER: 900, IM_PA: 160000 });
  expect(await getData<unknown[]>(target.app, '/api/data/depenses')).toHaveLength(4);

  const replaced = await legacyReport(target.app, ask({ confirmer: true, remplacer: true }));
  expect(replaced.mode).toBe('replace');
  expect(replaced.sections.immos).toMatchObject({ changed: 1, removed: 0 });
  // Expenses have no natural key: replaced, the section is rewritten whole (4 rows out, the site's 3 in), as a file import does.
  expect(replaced.sections.depenses).toMatchObject({ removed: 4, added: 3 });
  const after = (await getData<Array<Record<string, unknown>>>(target.app, '/api/data/immos')).find((p) => p.IM_NOM === 'Lyon Croix-Rousse');
  expect(after).toMatchObject({ IM_MT_LOYER: 800, IM_PA: 150000 });
  expect(await getData<unknown[]>(target.app, '/api/data/depenses')).toHaveLength(3);
});

test('the import is a write: without the dashboard header it is refused and nothing is read', async () => {
  const res = await target.app.inject({ method: 'POST', url: '/api/data/legacy-import', payload: { adresse: siteUrl }, headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(403);
});
