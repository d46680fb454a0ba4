/**
 * Moving in from the old site onto a base that still holds the demo, and onto one the owner
 * has written: with --remplacer, the demo goes whole in the same journaled write (undo brings
 * it back whole); on the owner's base the sections the site does not give are kept and listed.
 * The site's holdings come over without a purchase date (the spec's read has none).
 */
import { exportDataset } from '../src/data/exportDataset';
import { isStillDemo } from '../src/data/demoBase';
import { describeLegacyReport } from '../src/legacy/legacyReport';
import { seedDemo } from '../src/seed/seedDemo';
import { createTestApi, getPayload, type TestApi } from './helpers';
import { getData, request } from './dataHelpers';
import { type FakeSite, fakeSite, legacyReport, sendPayload } from './legacyHelpers';

const NOW = new Date('2026-11-23T10:00:00Z');

/** The old site's replies, as the spec's reads give them: holdings without a purchase date, numbers as text. */
const REPLIES: Record<string, unknown> = {
  'immeubles/alldata': {
    immos: [{ IM_NOM: 'Vannes Port', IM_INDIVISION: '0', IM_TYPE_PROP: 'PROP', IM_PRET_MT: '0', IM_MT_LOYER: '640.00', IM_AGENCE: '0', IM_DATE_ACHAT: '2018-06-01', IM_VENDU: '0', IM_PA: '98000', IM_PX_VTE: '', loyerTheo: '650' }],
    opvcm: [
      { OP_BQ: 'Boursorama', OP_NOM: 'LVMH', OP_MT_VTE: '5230.40', OP_MT_ACHAT: '4000', OP_TYPE_PLCMT: 'pea', OP_BENEF: 'Moi' },
      { OP_BQ: 'Linxea', OP_NOM: 'Fonds euros', OP_MT_VTE: '10250', OP_MT_ACHAT: '10000.00', OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'L&eacute;a' },
    ],
  },
  'immeubles/opedepenses': [{ COP_DATE: '2026-02-03', COP_LIBELLE: 'Cr&eacute;merie', COP_MONT: '7.40', COP_GARAGE: '' }],
  'immeubles/restau': [{ TW_TITRE: 'Chez Paul', TW_TYPE: 'Bouchon', TW_VILLE: 'Lyon', TW_TARIF: '25-35 €' }],
  'immeubles/graphTxFonciere/0': { axe_fonciere: '[]', serie_fonciere: '[]' },
  'immeubles/graphTxFonciere/1': { axe_fonciere: '[]', serie_fonciere: '[]' },
  'immeubles/graphedf': { axeHerm: '[]', serieHerm: '[]', axeFleurs: '[]', serieFleurs: '[]' },
};

/** The sections the site gives rows of (from REPLIES above). */
const SITE_SECTIONS = ['immos', 'depenses', 'opvcm', 'restaurants'];

/** Today as SQLite's date('now', 'localtime') writes it, in this process's zone: the day an undated holding is recorded. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

let site: FakeSite;
let target: TestApi;
beforeAll(async () => {
  site = await fakeSite((p, res) => sendPayload(res, REPLIES[p.replace(/^\/index\.php\/api\//, '')] ?? []));
});
afterAll(async () => {
  await site.close();
});
beforeEach(async () => {
  target = await createTestApi({ now: NOW });
});
afterEach(async () => {
  await target.close();
});

const withoutIds = (rows: Array<Record<string, unknown>>) => rows.map(({ id: _id, ...row }) => row);

test('onto the demo, --remplacer leaves no demo row in any section, brings the holdings undated with their amounts, and one undo restores the demo whole', async () => {
  expect(isStillDemo(target.db)).toBe(true);
  const before = exportDataset(target.db);
  // The demo fills every section below: each must be emptied of it.
  const demoSections = Object.entries(before).filter(([section, rows]) => section !== 'irl' && rows.length > 0).map(([s]) => s);
  expect(demoSections).toEqual(expect.arrayContaining(['immos', 'baux', 'loyers', 'emprunts', 'opvcm', 'bricks', 'or', 'energie', 'restaurants', 'recettes', 'regles']));

  const preview = await legacyReport(target.app, { adresse: site.url, remplacer: true });
  expect(preview).toMatchObject({ mode: 'replace', baseDemo: true, nonRemplacees: [] });
  expect(describeLegacyReport(preview)).toContain('La base ne contenait que les données de démonstration : chacune de ses sections est vidée dans le même import.');
  // Every demo section the site does not give is in the preview, all its rows removed (a loan
  // is first unlinked from its property, counted changed, then removed).
  for (const section of demoSections.filter((s) => !SITE_SECTIONS.includes(s))) {
    expect({ section, report: preview.sections[section as keyof typeof preview.sections] }).toEqual({
      section,
      report: expect.objectContaining({ added: 0, removed: before[section as keyof typeof before].length }),
    });
  }

  const done = await legacyReport(target.app, { adresse: site.url, remplacer: true, confirmer: true });
  expect(done.ecrit).toBe(true);
  const after = exportDataset(target.db);
  for (const [section, rows] of Object.entries(after)) {
    if (section === 'irl') continue;
    if (!SITE_SECTIONS.includes(section)) expect({ section, rows }).toEqual({ section, rows: [] });
  }
  expect(after.irl).toEqual(before.irl);
  expect(withoutIds(after.immos).map((p) => p.IM_NOM)).toEqual(['Vannes Port']);
  expect(withoutIds(after.depenses)).toEqual([{ COP_DATE: '2026-02-03', COP_LIBELLE: 'Crémerie', COP_MONT: 7.4, COP_GARAGE: null }]);
  expect(withoutIds(after.restaurants).map((r) => r.TW_TITRE)).toEqual(['Chez Paul']);
  // The holdings, amounts as the site wrote them, type in capitals, entity decoded, no purchase date: recorded today.
  expect(withoutIds(after.opvcm)).toEqual([
    { OP_BQ: 'Boursorama', OP_NOM: 'LVMH', OP_MT_VTE: 5230.4, OP_MT_ACHAT: 4000, OP_TYPE_PLCMT: 'PEA', OP_BENEF: 'Moi', OP_DATE: null, isin: null, parts: null, enregistre_le: today() },
    { OP_BQ: 'Linxea', OP_NOM: 'Fonds euros', OP_MT_VTE: 10250, OP_MT_ACHAT: 10000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Léa', OP_DATE: null, isin: null, parts: null, enregistre_le: today() },
  ]);
  // By bank, as /listebybk reads them: 5 230,40 and 10 250 €.
  expect(await getPayload(target.app, '/api/immeubles/oplistebybk')).toEqual([
    { NOM: 'Boursorama', Solde: 5230.4, nbre: 1, Diff: 1230.4 },
    { NOM: 'Linxea', Solde: 10250, nbre: 1, Diff: 250 },
  ]);
  // What to complete names them, undated.
  expect(done.aCompleter.find((c) => c.sujet === "La date d'achat des placements")?.detail).toMatch(/^le site ne la donne pas pour « Boursorama LVMH », « Linxea Fonds euros » : ils comptent dans le patrimoine depuis le jour de l'import/);
  // One journal entry: the demo emptied and the site written together; the base is the owner's now.
  expect((await getData<Array<{ action: string }>>(target.app, '/api/data/journal')).map((j) => j.action)).toEqual(['import']);
  expect(isStillDemo(target.db)).toBe(false);

  expect((await request(target.app, 'POST', '/api/data/undo')).statusCode).toBe(200);
  const undone = exportDataset(target.db);
  for (const section of Object.keys(before) as Array<keyof typeof before>) {
    expect({ section, rows: undone[section] }).toEqual({ section, rows: before[section] });
  }
});

test("onto the owner's base, --remplacer keeps today's rule and the report names the sections the site did not replace", async () => {
  // One expense written by the owner: the base is his from then on.
  const mine = { COP_DATE: '2026-11-20', COP_LIBELLE: 'Pharmacie', COP_MONT: 9.9, COP_GARAGE: null };
  expect((await request(target.app, 'POST', '/api/data/depenses', mine)).statusCode).toBe(201);
  expect(isStillDemo(target.db)).toBe(false);
  const before = exportDataset(target.db);

  const done = await legacyReport(target.app, { adresse: site.url, remplacer: true, confirmer: true });
  expect(done.baseDemo).toBe(false);
  // Sections of the demo the site gives nothing of (SITE_SECTIONS aside) and that keep rows: not
  // the leases, rents and charges of the demo's properties, which go with them (in the table of
  // the report); the demo's one carried deficit (2011) and its one owner row, counted by hand.
  const listed = done.nonRemplacees.map((n) => n.section);
  expect(listed).toEqual(expect.arrayContaining(['proprietaire', 'deficitsFonciers', 'voitures', 'bricks', 'or', 'energie', 'recettes', 'regles']));
  for (const section of ['baux', 'loyers', 'chargesBiens', 'estimations']) expect(done.sections[section as 'baux']?.removed).toBe(before[section as 'baux'].length);
  for (const section of [...SITE_SECTIONS, 'baux', 'loyers', 'chargesBiens', 'estimations']) expect(listed).not.toContain(section);
  expect(listed).not.toContain('irl');
  expect(done.nonRemplacees.find((n) => n.section === 'deficitsFonciers')).toEqual({ section: 'deficitsFonciers', libelle: expect.any(String), lignes: 1 });
  expect(done.nonRemplacees.find((n) => n.section === 'proprietaire')).toEqual({ section: 'proprietaire', libelle: expect.any(String), lignes: 1 });
  // The kept sections are as they were (the loans kept, unlinked from the properties replaced:
  // the report's table counts them changed); the site's replaced ours.
  expect(done.nonRemplacees.find((n) => n.section === 'emprunts')?.lignes).toBe(before.emprunts.length);
  const after = exportDataset(target.db);
  for (const section of listed.filter((s) => !(s in done.sections)) as Array<keyof typeof before>) expect({ section, rows: after[section] }).toEqual({ section, rows: before[section] });
  expect(withoutIds(after.depenses)).toEqual([{ COP_DATE: '2026-02-03', COP_LIBELLE: 'Crémerie', COP_MONT: 7.4, COP_GARAGE: null }]);
  // The command prints them, one line each.
  const printed = describeLegacyReport(done);
  expect(printed).toContain('Sections que le site ne remplace pas, gardées telles quelles :');
  expect(printed).toMatch(/\n {2}.+ \(deficitsFonciers\) : 1 ligne\n/);
  expect(printed).not.toContain('données de démonstration');
});

test('the base is the demo again once every write of the owner is undone, and after the demo command loads it', async () => {
  const res = await request(target.app, 'POST', '/api/data/restaurants', { TW_TITRE: 'Chez moi', TW_TYPE: 'Maison', TW_VILLE: 'Lyon', TW_TARIF: '€' });
  expect(res.statusCode).toBe(201);
  expect(isStillDemo(target.db)).toBe(false);
  expect((await request(target.app, 'POST', '/api/data/undo')).statusCode).toBe(200);
  expect(isStillDemo(target.db)).toBe(true);

  await request(target.app, 'POST', '/api/data/restaurants', { TW_TITRE: 'Chez moi', TW_TYPE: 'Maison', TW_VILLE: 'Lyon', TW_TARIF: '€' });
  // The demo command over the owner's rows: one journal entry of its own.
  seedDemo(target.db, target.filesDir, NOW, { journal: true });
  expect(isStillDemo(target.db)).toBe(true);
});

test('without --remplacer on the demo, the report says the demo stays beside the site', async () => {
  const preview = await legacyReport(target.app, { adresse: site.url });
  expect(preview).toMatchObject({ mode: 'merge', baseDemo: true });
  expect(preview.remarques).toContain(
    'Votre base contient encore les données de démonstration : sans remplacement, elles restent à côté de ce que le site donne ' +
      '(--remplacer, ou « Remplacer mes sections », les retire toutes dans le même import).',
  );
});
