/**
 * The import command as a process (node + tsx, API_DATA_DIR on a temporary folder): strict
 * UTF-8, a backup of the base before it writes, and no import when that backup fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { listBackups } from '../src/backup/backups';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { databaseChecksum, expectUnchanged } from './integrity';

const API_DIR = path.resolve(__dirname, '..');
const EXAMPLE_FILE = path.join(API_DIR, 'examples', 'import-example.json');

let tmp: string;
let dataDir: string;
const dbFile = () => path.join(dataDir, 'dashboard.sqlite');
const backupsDir = () => path.join(dataDir, 'backups');

function runImport(file: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', file], {
    cwd: API_DIR,
    env: { ...process.env, API_DATA_DIR: dataDir, INIT_CWD: tmp, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

function checksumOf(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return databaseChecksum(db);
  } finally {
    db.close();
  }
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-import-cli-'));
  dataDir = path.join(tmp, 'data');
  const db = openDb(dbFile());
  migrate(db);
  replaceDataset(db, buildDemoDataset(new Date('2026-11-23T10:00:00Z')));
  db.close();
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('a Windows-1252 file is refused naming the line; the base is unchanged and no backup is written', () => {
  const text = (s: string) => Buffer.from(s, 'latin1');
  const file = path.join(tmp, 'restaurants-1252.json');
  // « Crêperie » as Windows-1252 writes it: ê is the single byte 0xEA (invalid UTF-8).
  fs.writeFileSync(
    file,
    Buffer.concat([
      text('{\n  "restaurants": [\n    {"TW_TITRE": "Cr'),
      Buffer.from([0xea]),
      text('perie", "TW_TYPE": "Bretonne", "TW_VILLE": "Rennes", "TW_TARIF": "€"}\n  ]\n}\n'),
    ]),
  );
  const before = checksumOf(dbFile());
  const result = runImport('restaurants-1252.json');
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^Import refusé : le texte n'est pas en UTF-8 \(ligne 3\) ; enregistrez le fichier en UTF-8/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expectUnchanged('import en ligne de commande : Windows-1252', { database: before, files: {} }, { database: checksumOf(dbFile()), files: {} });
  expect(listBackups(backupsDir())).toEqual([]);
});

test('a valid file is imported after a backup of the base as it was', () => {
  const before = checksumOf(dbFile());
  const result = runImport(EXAMPLE_FILE);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Base sauvegardée dans « dashboard-.*-avant-import\.sqlite » ; écriture des données…$/m);
  expect(result.stdout).toMatch(/^Import terminé dans .*dashboard\.sqlite :$/m);
  expect(result.stdout).toMatch(/^ {2}restaurants : \d+ ajoutées?, /m);

  const db = new Database(dbFile(), { readonly: true });
  try {
    const titles = db.prepare('SELECT title FROM restaurants').pluck().all();
    const example = JSON.parse(fs.readFileSync(EXAMPLE_FILE, 'utf8')) as { restaurants: { TW_TITRE: string }[] };
    expect(titles).toEqual(example.restaurants.map((r) => r.TW_TITRE));
  } finally {
    db.close();
  }
  expect(checksumOf(dbFile())).not.toBe(before);

  const backups = listBackups(backupsDir());
  expect(backups).toHaveLength(1);
  expect(backups[0]?.file).toMatch(/-avant-import\.sqlite$/);
  expect(checksumOf(path.join(backupsDir(), backups[0]?.file ?? ''))).toBe(before);
});

test('BACKUP_KEEP bounds the backups the command leaves', () => {
  for (let i = 0; i < 3; i++) expect(runImport(EXAMPLE_FILE, { BACKUP_KEEP: '2' }).status).toBe(0);
  expect(listBackups(backupsDir())).toHaveLength(2);
});

test('when the backup cannot be written, nothing is imported', () => {
  fs.writeFileSync(backupsDir(), 'un fichier à la place du dossier');
  const before = checksumOf(dbFile());
  const result = runImport(EXAMPLE_FILE);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^Import refusé : Sauvegarde impossible dans « .*backups » : .* La base n'a pas été modifiée\.$/m);
  expectUnchanged('import en ligne de commande : sauvegarde impossible', { database: before, files: {} }, { database: checksumOf(dbFile()), files: {} });
});
