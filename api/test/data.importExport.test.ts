/** The whole base through the data api: export (and its download), import in replace and merge mode, dry run. */
import { parseDatasetText } from '../src/import/parseDataset';
import { SECTION_NAMES, SECTIONS } from '../src/data/sections';
import { importDataset } from '../src/data/importDataset';
import { createTestApi, type TestApi } from './helpers';
import { count, differences, errorOf, expense, getData, payloadOf, request, type StoredRow } from './dataHelpers';
import { databaseChecksum } from './integrity';

const NOW = new Date(2025, 2, 20, 9, 0);
/** Sections the demo leaves empty: they fill as the owner imports statements and decides on « À faire ». */
const EMPTY_IN_DEMO: string[] = ['lignesReleves', 'profilsReleves', 'comptesReleves', 'datesReleves', 'suiviAFaire'];
type Doc = Record<string, StoredRow[]>;
interface Report {
  mode: string;
  dryRun: boolean;
  sections: Record<string, { added: number; changed: number; removed: number; unchanged: number }>;
}

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ now: NOW });
});
afterEach(async () => {
  await api.close();
});

const importDoc = (doc: unknown, query: string) => request(api.app, 'POST', `/api/data?${query}`, doc);

describe('export', () => {
  test('every section, every row with its id, by id, days only, no derived field', async () => {
    const doc = await getData<Doc>(api.app, '/api/data');
    expect(Object.keys(doc)).toEqual(SECTION_NAMES);
    for (const section of SECTION_NAMES) {
      const rows = doc[section]!;
      // The demo has imported no bank statement (its lines, CSV profiles, accounts and date orders come with the first one) nor decided on « À faire ».
      if (!EMPTY_IN_DEMO.includes(section)) expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
      for (const r of rows) expect(Number.isInteger(r.id) && r.id > 0).toBe(true);
    }
    expect(doc.immos!.some((i) => 'LOYER_MOIS' in i)).toBe(false);
    expect(doc.depenses!.some((d) => 'year' in d)).toBe(false);
    const dates = JSON.stringify(doc).match(/"\d{4}-\d{2}-\d{2}[^"]*"/g) ?? [];
    expect(dates.length).toBeGreaterThan(1000);
    for (const d of dates) expect(d).toMatch(/^"\d{4}-\d{2}-\d{2}"$/);
  });

  test('download: the bare document, pretty, named after today, accepted as it is by the import', async () => {
    const res = await request(api.app, 'GET', '/index.php/api/data?download=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tableau-de-bord-2025-03-20.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    const doc = await getData<Doc>(api.app, '/api/data');
    expect(res.body).toBe(JSON.stringify(doc, null, 2));
    // The import command's path (text → dataset) and the api's both take it.
    expect(() => parseDatasetText(res.body)).not.toThrow();
    const report = payloadOf<Report>(await importDoc(res.body, 'mode=replace'));
    for (const section of SECTION_NAMES) {
      expect({ section, ...report.sections[section] }).toEqual({ section, libelle: SECTIONS[section].label, added: 0, changed: 0, removed: 0, unchanged: doc[section]!.length });
    }
  });

  test('round trip: export, import into an empty base, export again gives the same document', async () => {
    const exported = await getData<Doc>(api.app, '/api/data');
    const empty = await createTestApi({ seed: false, now: NOW });
    try {
      const report = payloadOf<Report>(await request(empty.app, 'POST', '/api/data?mode=replace', exported));
      expect(report.sections.loyers).toEqual({ libelle: 'Loyers encaissés', added: exported.loyers!.length, changed: 0, removed: 0, unchanged: 0 });
      const again = await getData<Doc>(empty.app, '/api/data');
      const diff = differences(exported, again);
      console.log(`aller-retour export → import → export : ${diff.length} différence(s)`);
      expect(diff).toEqual([]);
      expect(again).toEqual(exported);
    } finally {
      await empty.close();
    }
  });
});

describe('import', () => {
  test('dry run: the report, nothing written; then the same report for real', async () => {
    const doc = await getData<Doc>(api.app, '/api/data');
    const changed = { ...doc.depenses![0]!, COP_MONT: 1 };
    const next = {
      depenses: [changed, ...doc.depenses!.slice(2), expense()],
      restaurants: doc.restaurants,
    };
    const before = databaseChecksum(api.db);
    const dry = payloadOf<Report>(await importDoc(next, 'mode=replace&dryRun=1'));
    expect(dry).toEqual({
      mode: 'replace',
      dryRun: true,
      sections: {
        depenses: { libelle: 'Dépenses', added: 1, changed: 1, removed: 1, unchanged: doc.depenses!.length - 2 },
        restaurants: { libelle: 'Restaurants', added: 0, changed: 0, removed: 0, unchanged: doc.restaurants!.length },
      },
    });
    expect(databaseChecksum(api.db)).toBe(before);
    const real = payloadOf<Report>(await importDoc(next, 'mode=replace&dryRun=0'));
    expect(real).toEqual({ ...dry, dryRun: false });
    expect(count(api.db, 'personal_expenses')).toBe(doc.depenses!.length);
    const [entry] = await getData<Array<{ summary: string; action: string }>>(api.app, '/api/data/journal');
    expect(entry).toMatchObject({
      action: 'import',
      summary: `Import (remplacement) : 1 ajoutée, 1 modifiée, 1 supprimée, ${doc.depenses!.length - 2 + doc.restaurants!.length} inchangées`,
    });
  });

  test('replace makes each section sent exactly the document; merge removes nothing', async () => {
    const doc = await getData<Doc>(api.app, '/api/data');
    const two = doc.voitures!.slice(0, 2);
    const sent = { voitures: [{ ...two[0]!, montant: 3 }, two[1]!, { groupe: 'Vélo', date: '2025-01-02', montant: 40 }] };

    const merged = payloadOf<Report>(await importDoc(sent, 'mode=merge'));
    expect(merged.sections.voitures).toEqual({ libelle: 'Frais de voiture', added: 1, changed: 1, removed: 0, unchanged: 1 });
    expect(count(api.db, 'car_expenses')).toBe(doc.voitures!.length + 1);

    const replaced = payloadOf<Report>(await importDoc({ voitures: sent.voitures.slice(0, 2) }, 'mode=replace'));
    expect(replaced.sections.voitures).toEqual({ libelle: 'Frais de voiture', added: 0, changed: 0, removed: doc.voitures!.length - 1, unchanged: 2 });
    expect(await getData(api.app, '/api/data/voitures')).toEqual([{ ...two[0]!, montant: 3 }, two[1]]);
    // Sections not sent are untouched.
    expect(count(api.db, 'personal_expenses')).toBe(doc.depenses!.length);
  });

  test('merging the same export twice changes nothing (rows without id matched by content)', async () => {
    const doc = await getData<Doc>(api.app, '/api/data');
    const before = databaseChecksum(api.db);
    const report = payloadOf<Report>(await importDoc(doc, 'mode=merge'));
    for (const s of Object.values(report.sections)) expect(s.added + s.changed + s.removed).toBe(0);
    expect(databaseChecksum(api.db)).toBe(before);

    const withoutIds = Object.fromEntries(Object.entries(doc).map(([k, rows]) => [k, rows.map(({ id, ...r }) => (k === 'recettes' ? { id, ...r } : r))]));
    const again = payloadOf<Report>(await importDoc(withoutIds, 'mode=merge'));
    for (const s of Object.values(again.sections)) expect(s.added + s.changed + s.removed).toBe(0);
    expect(databaseChecksum(api.db)).toBe(before);
  });

  test('rows without id are matched by natural key: kept properties keep their id, rents and taxes', async () => {
    const doc = await getData<Doc>(api.app, '/api/data');
    const lyon = doc.immos!.find((i) => i.IM_NOM === 'Lyon Croix-Rousse')!;
    const rents = doc.loyers!.filter((r) => r.IM_NOM === 'Lyon Croix-Rousse').length;
    const { id: _id, ...fields } = lyon;
    const report = payloadOf<Report>(await importDoc({ immos: [{ ...fields, IM_MT_LOYER: 800 }] }, 'mode=replace'));
    expect(report.sections.immos).toEqual({ libelle: 'Biens', added: 0, changed: 1, removed: doc.immos!.length - 1, unchanged: 0 });
    // The rents and taxes of the properties removed went with them, and are reported.
    expect(report.sections.loyers!.removed).toBe(doc.loyers!.length - rents);
    expect(await getData(api.app, '/api/data/immos')).toEqual([{ ...lyon, IM_MT_LOYER: 800 }]);
    expect(count(api.db, 'rent_payments')).toBe(rents);
  });

  test('an id unknown to the base is kept for the new row', async () => {
    const report = payloadOf<Report>(await importDoc({ depenses: [expense({ id: 90001 })] }, 'mode=merge'));
    expect(report.sections.depenses!.added).toBe(1);
    expect(await getData(api.app, '/api/data/depenses/90001')).toEqual({ id: 90001, ...expense() });
  });

  test('refusals: 400 JSON naming section, row and field; nothing written', async () => {
    const before = databaseChecksum(api.db);
    const bad = errorOf(await importDoc({ depenses: [expense(), expense({ COP_MONT: '1e3' })] }, 'mode=merge'), 400);
    expect(bad).toEqual({
      error: 'invalid_data',
      message: 'Import refusé : section « depenses », ligne 2, champ « COP_MONT » : nombre attendu (ex. 1234.5).',
      section: 'depenses',
      ligne: 2,
      champ: 'COP_MONT',
    });
    const typo = errorOf(await importDoc({ restaurants: [{ TW_TITRE: 'a', TW_TYPE: 'b', TW_VILLE: 'c', TW_TARIF: 'd', libele: 'x' }] }, 'mode=replace'), 400);
    expect(typo).toMatchObject({ section: 'restaurants', ligne: 1, champ: 'libele', message: expect.stringMatching(/champ « libele » inconnu/) });
    const ghost = errorOf(await importDoc({ loyers: [{ IM_NOM: 'Bien fantôme', date: '2025-01-01', montant: 1 }] }, 'mode=merge'), 400);
    expect(ghost).toMatchObject({ section: 'loyers', ligne: 1, champ: 'IM_NOM', message: expect.stringMatching(/bien « Bien fantôme » inconnu/) });
    expect(errorOf(await importDoc('{"depenses": [', 'mode=merge'), 400)).toMatchObject({ error: 'invalid_json', message: expect.stringMatching(/pas un JSON valide/) });
    expect(errorOf(await importDoc({ depenses: [] }, 'mode=tout'), 400).message).toMatch(/Paramètre « mode » attendu/);
    expect(errorOf(await importDoc({ depenses: [] }, ''), 400).message).toMatch(/Paramètre « mode » attendu/);
    expect(errorOf(await importDoc({ depenses: [] }, 'mode=merge&dryRun=peut-être'), 400).message).toMatch(/dryRun/);
    expect(errorOf(await importDoc(Buffer.from('{"restaurants": [{"TW_TITRE": "Cr\xeaperie"}]}', 'latin1'), 'mode=merge'), 400).message).toMatch(/UTF-8/);
    expect(databaseChecksum(api.db)).toBe(before);
  });

  test('importDataset: beforeCommit runs inside the transaction, throwing rolls everything back', () => {
    const before = databaseChecksum(api.db);
    const dataset = parseDatasetText(JSON.stringify({ depenses: [expense()] }));
    expect(() =>
      importDataset(api.db, dataset, {
        mode: 'replace',
        beforeCommit: () => {
          expect(count(api.db, 'personal_expenses')).toBe(1);
          throw new Error('interrompu');
        },
      }),
    ).toThrow('interrompu');
    expect(databaseChecksum(api.db)).toBe(before);
    const report = importDataset(api.db, dataset, { mode: 'merge', journal: false });
    expect(report.sections.depenses!.added).toBe(1);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM journal').get()).toEqual({ n: 0 });
  });
});
