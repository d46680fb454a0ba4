/** Import: validation with French messages naming section/row/field, one transaction, CLI exit codes. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ImportError } from '../src/import/importError';
import { parseDataset, parseDatasetText } from '../src/import/parseDataset';
import { replaceDataset } from '../src/import/replaceDataset';
import { recipesSchema, restaurantsSchema } from '../src/kernel';
import { createTestApi, getPayload, tableCounts, type TestApi } from './helpers';

const API_DIR = path.resolve(__dirname, '..');
const EXAMPLE_FILE = path.join(API_DIR, 'examples', 'import-example.json');
const example = () => JSON.parse(fs.readFileSync(EXAMPLE_FILE, 'utf8')) as Record<string, unknown[]>;

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(async () => {
  await api.close();
});

/** Runs an import that must be refused; checks the message and that no table changed. */
function expectRefused(json: unknown, message: RegExp): void {
  const before = tableCounts(api.db);
  const dump = api.db.prepare('SELECT name, rent FROM properties ORDER BY name').all();
  expect(() => replaceDataset(api.db, parseDataset(json))).toThrow(message);
  expect(tableCounts(api.db)).toEqual(before);
  expect(api.db.prepare('SELECT name, rent FROM properties ORDER BY name').all()).toEqual(dump);
}

test('the example file replaces its sections and leaves the others alone', async () => {
  const before = tableCounts(api.db);
  const summary = replaceDataset(api.db, parseDatasetText(fs.readFileSync(EXAMPLE_FILE, 'utf8')));
  expect(summary).toMatchObject({ immos: 2, restaurants: 1, recettes: 1, opvcm: 2, loyers: 3 });

  const restaurants = restaurantsSchema.parse(await getPayload(api.app, '/api/immeubles/restau'));
  expect(restaurants).toEqual([{ TW_TITRE: 'La Cigale', TW_TYPE: 'Brasserie', TW_VILLE: 'Nantes', TW_TARIF: '€€' }]);
  const recipes = recipesSchema.parse(await getPayload(api.app, '/api/immeubles/recettes'));
  expect(recipes.map((r) => r.titre)).toEqual(['Far breton']);
  const all = (await getPayload(api.app, '/api/immeubles/alldata')) as { immos: Array<{ IM_NOM: string }> };
  expect(all.immos.map((i) => i.IM_NOM).sort()).toEqual(['Nantes Graslin', 'Tours Prébendes']);

  const after = tableCounts(api.db);
  expect(after.properties).toBe(2);
  expect(after.rent_payments).toBe(3);
  expect(after.schema_migrations).toBe(before.schema_migrations);
});

test('importing immos alone keeps the rents of properties that stay', () => {
  const lyonRents = () =>
    (api.db
      .prepare("SELECT COUNT(*) AS n FROM rent_payments r JOIN properties p ON p.id = r.property_id WHERE p.name = 'Lyon Croix-Rousse'")
      .get() as { n: number }).n;
  const rentsBefore = lyonRents();
  expect(rentsBefore).toBeGreaterThan(50);
  const lyon = api.db.prepare("SELECT * FROM properties WHERE name = 'Lyon Croix-Rousse'").get() as Record<string, unknown>;
  const immo = {
    IM_NOM: 'Lyon Croix-Rousse',
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: '140000',
    IM_FIN_PRET: lyon.loan_end_date,
    IM_MT_LOYER: '735.5',
    IM_AGENCE: 51.49,
    IM_DATE_ACHAT: lyon.purchase_date,
    IM_DATE_VTE: null,
    IM_VENDU: '0',
    IM_PA: 168000,
    IM_PX_VTE: 0,
    IM_COMMENT: 'Loyer révisé',
    loyerTheo: 750,
  };
  replaceDataset(api.db, parseDataset({ immos: [immo] }));
  expect(lyonRents()).toBe(rentsBefore);
  expect(tableCounts(api.db).properties).toBe(1);
  expect(api.db.prepare('SELECT rent FROM properties').get()).toEqual({ rent: 735.5 });
  // Taxes of the properties that left went with them.
  expect(
    (api.db.prepare('SELECT COUNT(DISTINCT property_id) AS n FROM property_taxes').get() as { n: number }).n,
  ).toBe(1);
});

describe('refused files leave the database unchanged', () => {
  test('a wrong enum value names the section, row and field', () => {
    const json = example();
    (json.immos![1] as Record<string, unknown>).IM_TYPE_PROP = 'CHATEAU';
    expectRefused(json, /section « immos », ligne 2, champ « IM_TYPE_PROP »/);
  });

  test('a wrong type (text for an amount)', () => {
    const json = example();
    (json.opvcm![0] as Record<string, unknown>).OP_MT_VTE = 'beaucoup';
    expectRefused(json, /section « opvcm », ligne 1, champ « OP_MT_VTE »/);
  });

  test('a missing field', () => {
    const json = example();
    delete (json.restaurants![0] as Record<string, unknown>).TW_VILLE;
    expectRefused(json, /section « restaurants », ligne 1, champ « TW_VILLE »/);
  });

  test('two properties with the same IM_NOM', () => {
    const json = example();
    json.immos!.push({ ...(json.immos![0] as object) });
    expectRefused(json, /section « immos », ligne 3, champ « IM_NOM » : doublon de la ligne 1 \(« Nantes Graslin »\)/);
  });

  test('two recipes with the same id', () => {
    const json = example();
    json.recettes!.push({ ...(json.recettes![0] as object), titre: 'Autre' });
    expectRefused(json, /section « recettes », ligne 2, champ « id » : doublon/);
  });

  test('a rent for an unknown property (found inside the transaction: everything rolls back)', () => {
    const json = example();
    json.loyers!.push({ IM_NOM: 'Bien fantôme', date: '2024-03-05', montant: 500 });
    expectRefused(json, /section « loyers », ligne 4, champ « IM_NOM » : bien « Bien fantôme » inconnu/);
  });

  test('a date that is not a calendar day', () => {
    const json = example();
    (json.depenses![1] as Record<string, unknown>).COP_DATE = '2024-02-30';
    expectRefused(json, /section « depenses », ligne 2, champ « COP_DATE » : « 2024-02-30 » n'est pas une date/);
  });

  test('a loan named total', () => {
    expectRefused({ emprunts: [{ nom: 'total', capital: 1, taux: 1, duree_mois: 12, debut: '2024-01-01' }] }, /réservé/);
  });

  test('an unknown section, a section that is not a list, an empty file', () => {
    expectRefused({ immeubles: [] }, /section inconnue « immeubles »/);
    expectRefused({ immos: {} }, /section « immos » doit être une liste/);
    expectRefused({}, /aucune section/);
    expectRefused([], /objet JSON/);
  });

  test('malformed JSON', () => {
    expect(() => parseDatasetText('{ "immos": [ ')).toThrow(ImportError);
    expect(() => parseDatasetText('{ "immos": [ ')).toThrow(/pas un JSON valide/);
  });
});

describe('command line', () => {
  const tsx = path.join(API_DIR, 'node_modules', '.bin', 'tsx');
  const run = (file: string, dataDir: string) =>
    spawnSync(tsx, ['src/cli/import.ts', file], {
      cwd: API_DIR,
      env: { ...process.env, API_DATA_DIR: dataDir, INIT_CWD: API_DIR },
      encoding: 'utf8',
      timeout: 20000,
    });

  test('exits 1 with a French message on a bad file, 0 on the example', () => {
    const dataDir = path.join(api.dir, 'cli');
    const bad = path.join(api.dir, 'bad.json');
    const json = example();
    json.immos!.push({ ...(json.immos![0] as object) });
    fs.writeFileSync(bad, JSON.stringify(json));

    const refused = run(bad, dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Import refusé : section « immos », ligne 3, champ « IM_NOM »/);

    const ok = run(EXAMPLE_FILE, dataDir);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Import terminé/);
  });
});
