/**
 * The import command under hostile files: malformed JSON, wrong types, duplicate keys
 * (JSON keys and unique keys), prototype keys, failures found inside the transaction. Each
 * is refused with a French message and leaves every row of the database as it was.
 */
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { importDataset } from '../src/data/importDataset';
import { ImportError } from '../src/import/importError';
import { parseDatasetText } from '../src/import/parseDataset';
import { createTestApi, type TestApi } from './helpers';
import { databaseChecksum, expectUnchanged, storeState } from './integrity';

const API_DIR = path.resolve(__dirname, '..');
const example = () => JSON.parse(fs.readFileSync(path.join(API_DIR, 'examples', 'import-example.json'), 'utf8'));
const restaurant = (titre: string) => ({ TW_TITRE: titre, TW_TYPE: 'Bistrot', TW_VILLE: 'Lyon', TW_TARIF: '€' });

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Imports `text` in-process; it must be refused with `message`, and change nothing. */
function expectRefused(scenario: string, text: string, message: RegExp): void {
  const before = storeState(api.db, api.filesDir);
  let error: unknown;
  try {
    importDataset(api.db, parseDatasetText(text), { mode: 'replace' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ImportError);
  expect((error as Error).message).toMatch(/^Import refusé : /);
  expect((error as Error).message).toMatch(message);
  expectUnchanged(`import : ${scenario}`, before, storeState(api.db, api.filesDir));
  expect(({} as Record<string, unknown>).pollue).toBeUndefined();
}

describe('malformed files', () => {
  test.each([
    ['cut short', '{ "restaurants": [ {"TW_TITRE": "A"', /pas un JSON valide/],
    ['a trailing comma', '{ "restaurants": [], }', /pas un JSON valide/],
    ['comments', '{ // mes restaurants\n "restaurants": [] }', /pas un JSON valide/],
    ['empty', '', /pas un JSON valide/],
    ['only spaces', '   \n ', /pas un JSON valide/],
    ['binary', '\u0089PNG\r\n\u001a\n\u0000\u0000', /pas un JSON valide/],
    ['a number', '42', /objet JSON/],
    ['a string', '"restaurants"', /objet JSON/],
    ['null', 'null', /objet JSON/],
    ['a list', '[{"restaurants": []}]', /objet JSON/],
  ])('%s', (label, text, message) => expectRefused(label, text, message));
});

describe('wrong types', () => {
  test.each([
    ['a section that is an object', { restaurants: { a: 1 } }, /doit être une liste/],
    ['a row that is a string', { restaurants: ['La Cigale'] }, /ligne 1 : un objet est attendu/],
    ['a row that is a list', { restaurants: [[1, 2]] }, /ligne 1 : un objet est attendu/],
    ['a row that is null', { restaurants: [null] }, /ligne 1 : un objet est attendu/],
    ['text for an amount', { loyers: [{ IM_NOM: 'x', date: '2024-01-05', montant: 'beaucoup' }] }, /champ « montant »/],
    ['a boolean for an amount', { loyers: [{ IM_NOM: 'x', date: '2024-01-05', montant: true }] }, /champ « montant »/],
    ['an object for a name', { restaurants: [{ ...restaurant('x'), TW_TITRE: { fr: 'x' } }] }, /champ « TW_TITRE »/],
    ['a number for a date', { depenses: [{ COP_DATE: 20240105, COP_LIBELLE: 'x', COP_MONT: 1 }] }, /champ « COP_DATE »/],
    ['month 13', { depenses: [{ COP_DATE: '2024-13-01', COP_LIBELLE: 'x', COP_MONT: 1 }] }, /champ « COP_DATE »/],
    ['an infinite amount (1e400)', '{"loyers": [{"IM_NOM": "x", "date": "2024-01-05", "montant": 1e400}]}', /champ « montant »/],
    ['ingredients that are not a list', { recettes: [{ ...example().recettes[0], ingredients: 'farine' }] }, /champ « ingredients »/],
    ['a year out of range', { taxesFoncieres: [{ IM_NOM: 'x', annee: 99999, montant: 1 }] }, /champ « annee »/],
  ])('%s', (label, json, message) => expectRefused(label, typeof json === 'string' ? json : JSON.stringify(json), message));
});

describe('duplicate keys', () => {
  test('a section given twice (JSON keeps only the last one: the first would be lost silently)', () => {
    const text = `{"restaurants": [${JSON.stringify(restaurant('Premier'))}], "restaurants": [${JSON.stringify(restaurant('Second'))}]}`;
    expectRefused('section en double', text, /clé « restaurants » en double/);
  });

  test('a field given twice in one row', () => {
    const text = `{"restaurants": [{"TW_TITRE": "A", "TW_TITRE": "B", "TW_TYPE": "x", "TW_VILLE": "y", "TW_TARIF": "€"}]}`;
    expectRefused('champ en double', text, /clé « TW_TITRE » en double/);
  });

  test('a field given twice deep inside a recipe', () => {
    const recipe = JSON.stringify(example().recettes[0]).replace('"nom":"farine"', '"nom":"farine","nom":"sel"');
    expectRefused('champ en double dans une recette', `{"recettes": [${recipe}]}`, /clé « nom » en double/);
  });

  test('two rows with the same unique key', () => {
    const json = example();
    json.immos.push({ ...json.immos[0] });
    expectRefused('doublon de clé unique', JSON.stringify(json), /doublon de la ligne 1/);
  });

  test('the same key written with an escape is still the same key', () => {
    const text = `{"restaurants": [], "restaur\\u0061nts": []}`;
    expectRefused('clé en double échappée', text, /en double/);
  });
});

describe('prototype keys never pollute anything', () => {
  test.each([
    ['a __proto__ section', '{"__proto__": {"pollue": true}, "restaurants": []}', /__proto__/],
    ['a constructor section', '{"constructor": {"prototype": {"pollue": true}}}', /section inconnue « constructor »/],
  ])('%s', (label, text, message) => expectRefused(label, text, message));

  test('a __proto__ field in a row is refused as an unknown field, never merged', () => {
    const row = `{"__proto__": {"pollue": true}, "TW_TITRE": "A", "TW_TYPE": "x", "TW_VILLE": "y", "TW_TARIF": "€"}`;
    expectRefused('champ __proto__', `{"restaurants": [${row}]}`, /ligne 1, champ « __proto__ » inconnu/);
    expect(({} as Record<string, unknown>).pollue).toBeUndefined();
  });

  test('a __proto__ rent label of a brick is refused, never merged', () => {
    const brick = `{"nom": "B", "achat": 100, "loyers": {"__proto__": {"pollue": true}}}`;
    expectRefused('libellé __proto__', `{"bricks": [${brick}]}`, /section « bricks », ligne 1, champ « loyers/);
    expect(({} as Record<string, unknown>).pollue).toBeUndefined();
  });
});

describe('failures found inside the transaction roll everything back', () => {
  test('immos replaced, then a rent for a property that just left', () => {
    const json = example();
    json.loyers.push({ IM_NOM: 'Lyon Croix-Rousse', date: '2024-02-05', montant: 700 });
    expectRefused('loyer d’un bien retiré', JSON.stringify(json), /bien « Lyon Croix-Rousse » inconnu/);
  });

  test('50 000 valid restaurants and one bad last row', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => restaurant(`R${i}`));
    rows.push({ ...restaurant('dernier'), TW_TARIF: 12 as unknown as string });
    expectRefused('grand fichier invalide à la fin', JSON.stringify({ restaurants: rows }), /ligne 50001/);
  });
});

test('a UTF-8 byte order mark (as Windows editors write) is not an error', () => {
  const before = databaseChecksum(api.db);
  importDataset(api.db, parseDatasetText(`\uFEFF${JSON.stringify({ restaurants: [restaurant('Avec BOM')] })}`), { mode: 'replace' });
  expect(databaseChecksum(api.db)).not.toBe(before);
  expect(api.db.prepare('SELECT title FROM restaurants').all()).toEqual([{ title: 'Avec BOM' }]);
});

describe('the command line: exit 1, a French message, the database file untouched', () => {
  const tsx = path.join(API_DIR, 'node_modules', '.bin', 'tsx');
  let dataDir: string;
  beforeAll(() => {
    // A copy of the seeded database, as the owner's would be.
    dataDir = path.join(api.dir, 'cli');
    fs.mkdirSync(dataDir);
    api.db.exec(`VACUUM INTO '${path.join(dataDir, 'dashboard.sqlite')}'`);
  });
  const checksumOfFile = () => {
    const db = new Database(path.join(dataDir, 'dashboard.sqlite'), { readonly: true });
    try {
      return databaseChecksum(db);
    } finally {
      db.close();
    }
  };
  const run = (file: string) =>
    spawnSync(tsx, ['src/cli/import.ts', file], {
      cwd: API_DIR,
      env: { ...process.env, API_DATA_DIR: dataDir, INIT_CWD: API_DIR },
      encoding: 'utf8',
      timeout: 30_000,
    });

  test.each([
    ['malformed JSON', '{ "restaurants": [', /pas un JSON valide/],
    ['a section given twice', `{"restaurants": [], "restaurants": []}`, /en double/],
    ['a wrong type', JSON.stringify({ restaurants: [{ ...restaurant('x'), TW_TARIF: 3 }] }), /champ « TW_TARIF »/],
    ['a folder instead of a file', null, /impossible de lire/],
    ['a file that does not exist', undefined, /impossible de lire/],
  ])('%s', (label, text, message) => {
    const file = path.join(api.dir, `import-${label.replace(/\W+/g, '-')}.json`);
    if (typeof text === 'string') fs.writeFileSync(file, text);
    else if (text === null) fs.mkdirSync(file);
    const before = checksumOfFile();
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Import refusé/);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const after = checksumOfFile();
    expectUnchanged(`import en ligne de commande : ${label}`, { database: before, files: {} }, { database: after, files: {} });
  });
});
