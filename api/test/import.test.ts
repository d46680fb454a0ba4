/** Import: strict validation with French messages naming section/row/field, one transaction, CLI exit codes. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { importDataset } from '../src/data/importDataset';
import { ImportError } from '../src/import/importError';
import { parseDataset, parseDatasetText } from '../src/import/parseDataset';
import { recipesSchema, restaurantsSchema } from '../src/contracts';
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
  expect(() => importDataset(api.db, parseDataset(json), { mode: 'replace' })).toThrow(message);
  expect(tableCounts(api.db)).toEqual(before);
  expect(api.db.prepare('SELECT name, rent FROM properties ORDER BY name').all()).toEqual(dump);
}

test('the example file replaces its sections and leaves the others alone', async () => {
  const before = tableCounts(api.db);
  const report = importDataset(api.db, parseDatasetText(fs.readFileSync(EXAMPLE_FILE, 'utf8')), { mode: 'replace' });
  const kept = (section: keyof typeof report.sections) => {
    const r = report.sections[section]!;
    return r.added + r.changed + r.unchanged;
  };
  expect({ immos: kept('immos'), restaurants: kept('restaurants'), recettes: kept('recettes'), opvcm: kept('opvcm'), loyers: kept('loyers') })
    .toEqual({ immos: 2, restaurants: 1, recettes: 1, opvcm: 2, loyers: 3 });

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
  importDataset(api.db, parseDataset({ immos: [immo] }), { mode: 'replace' });
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

  test('two rows with the same id', () => {
    const json = example();
    json.depenses = [
      { id: 7, COP_DATE: '2024-03-18', COP_LIBELLE: 'A', COP_MONT: 1, COP_GARAGE: null },
      { id: 7, COP_DATE: '2024-03-19', COP_LIBELLE: 'B', COP_MONT: 2, COP_GARAGE: null },
    ];
    expectRefused(json, /section « depenses », ligne 2, champ « id » : doublon de la ligne 1/);
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

describe('strict values: refused with their field named, never turned into something else', () => {
  const expense = (fields: Record<string, unknown>) => ({ depenses: [{ COP_DATE: '2024-03-18', COP_LIBELLE: 'x', COP_MONT: 1, ...fields }] });

  test.each([
    ['an unknown field (a typo)', { libele: 'Lave-linge' }, /ligne 1, champ « libele » inconnu \(champs acceptés : id, COP_DATE/],
    ['markup after a date', { COP_DATE: '2024-01-01<script>' }, /champ « COP_DATE » : date attendue au format AAAA-MM-JJ/],
    ['a date without its day', { COP_DATE: '2024-01' }, /champ « COP_DATE » : date attendue au format AAAA-MM-JJ/],
    ['a French date', { COP_DATE: '18/03/2024' }, /champ « COP_DATE » : date attendue/],
    ['an hour 25', { COP_DATE: '2024-01-01T25:00' }, /champ « COP_DATE » : date attendue/],
    ['an empty amount', { COP_MONT: '' }, /champ « COP_MONT » : nombre attendu \(ex\. 1234\.5\)/],
    ['a hexadecimal amount', { COP_MONT: '0x10' }, /champ « COP_MONT » : nombre attendu/],
    ['an exponent in a string', { COP_MONT: '1e3' }, /champ « COP_MONT » : nombre attendu/],
    ['spaces around an amount', { COP_MONT: ' 12' }, /champ « COP_MONT » : nombre attendu/],
    ['a comma decimal', { COP_MONT: '12,5' }, /champ « COP_MONT » : nombre attendu/],
    ['Infinity', { COP_MONT: 'Infinity' }, /champ « COP_MONT » : nombre attendu/],
    ['null for an amount', { COP_MONT: null }, /champ « COP_MONT » : nombre attendu/],
    ['a missing amount', { COP_MONT: undefined }, /champ « COP_MONT » : champ obligatoire/],
    ['an id that is not a whole number', { id: 1.5 }, /champ « id » : identifiant attendu/],
    ['an id of 0', { id: 0 }, /champ « id » : identifiant attendu/],
  ])('%s', (_label, fields, message) => expectRefused(expense(fields), message));

  test.each([
    ['2', 2],
    ['"oui"', 'oui'],
    ['"true"', 'true'],
    ['null', null],
  ])('a flag written %s is refused', (_label, value) => {
    const json = example();
    (json.immos![0] as Record<string, unknown>).IM_VENDU = value;
    expectRefused(json, /section « immos », ligne 1, champ « IM_VENDU » : indicateur attendu : 0 ou 1/);
  });

  test('what is accepted: plain decimal strings, flags as booleans or "0"/"1", dates with a time, an id', () => {
    const dataset = parseDataset({
      depenses: [
        { id: 4, COP_DATE: '2024-03-18T10:30:00.000Z', COP_LIBELLE: 'a', COP_MONT: '-12.50', COP_GARAGE: null, year: 2024 },
        { COP_DATE: '2024-03-19 08:00:00', COP_LIBELLE: 'b', COP_MONT: 1e3 },
        { COP_DATE: '2024-03-20T08:00', COP_LIBELLE: 'c', COP_MONT: '7' },
      ],
      immos: [{ ...example().immos![0] as object, IM_VENDU: false, IM_INDIVISION: '1', LOYER_MOIS: 690 }],
    });
    expect(dataset.depenses!.map((d) => [d.id, d.COP_DATE, d.COP_MONT])).toEqual([
      [4, '2024-03-18', -12.5],
      [undefined, '2024-03-19', 1000],
      [undefined, '2024-03-20', 7],
    ]);
    expect(dataset.immos![0]).toMatchObject({ IM_VENDU: 0, IM_INDIVISION: 1 });
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
