/**
 * The restore command, run as the user runs it (node + tsx, API_DATA_DIR on a temporary
 * folder), while a connection stays open on the base as the running api's would.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createBackups, listBackups, type BackupInfo } from '../src/backup/backups';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { databaseChecksum, expectUnchanged } from './integrity';

const API_DIR = path.resolve(__dirname, '..');

let dataDir: string;
let backupsDir: string;
/** Stays open through every restore, like the api's connection. */
let db: Db;
let saved: BackupInfo;
let savedChecksum: string;

function restore(args: string[], cwd = dataDir) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/restore.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, API_DATA_DIR: dataDir, INIT_CWD: cwd },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

function checksumOf(file: string): string {
  const copy = new Database(file, { readonly: true });
  try {
    return databaseChecksum(copy);
  } finally {
    copy.close();
  }
}

/** Something the backup does not have. */
function changeTheBase(): void {
  db.prepare('DELETE FROM restaurants').run();
  db.prepare("INSERT INTO restaurants (title, type, city, price_range) VALUES ('Chez Nous', 'Bistrot', 'Nantes', '€€')").run();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-restore-'));
  backupsDir = path.join(dataDir, 'backups');
  db = openDb(path.join(dataDir, 'dashboard.sqlite'));
  migrate(db);
  replaceDataset(db, buildDemoDataset(new Date('2026-11-23T10:00:00Z')));
  saved = (await createBackups({ db, dir: backupsDir }).create('quotidienne')) as BackupInfo;
  savedChecksum = databaseChecksum(db);
});

afterAll(() => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('without argument, lists the backups with French dates and sizes', () => {
  const result = restore([]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Sauvegardes dans .*backups \(la plus récente d'abord\) :$/m);
  expect(result.stdout).toMatch(new RegExp(`^  \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}  +\\d+ ko  ${saved.file}$`, 'm'));
});

test('restores a backup by name: the base gets its rows, the one before is backed up', () => {
  changeTheBase();
  const changed = databaseChecksum(db);
  expect(changed).not.toBe(savedChecksum);

  const result = restore([saved.file]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(new RegExp(`^Base restaurée depuis « ${saved.file} » \\(sauvegarde du \\d{2}/\\d{2}/\\d{4} `, 'm'));
  expect(result.stdout).toMatch(/^ {2}12 biens, 695 loyers, .*14 restaurants, 11 recettes\.$/m);

  // The open connection sees the restored content at once.
  expect(databaseChecksum(db)).toBe(savedChecksum);
  const before = listBackups(backupsDir).find((b) => b.file.endsWith('-avant-restauration.sqlite'));
  expect(before).toBeDefined();
  expect(result.stdout).toContain(`« ${before?.file} »`);
  expect(checksumOf(path.join(backupsDir, before?.file ?? ''))).toBe(changed);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
});

test('restores a file given by a path relative to where the command was typed', () => {
  const elsewhere = path.join(dataDir, 'ailleurs');
  fs.mkdirSync(elsewhere);
  fs.copyFileSync(path.join(backupsDir, saved.file), path.join(elsewhere, 'copie.sqlite'));
  changeTheBase();
  const result = restore(['copie.sqlite'], elsewhere);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Base restaurée depuis « copie\.sqlite » dans /m);
  expect(databaseChecksum(db)).toBe(savedChecksum);
});

describe('refusals leave the base untouched and write no backup', () => {
  const notSqlite = () => {
    fs.writeFileSync(path.join(dataDir, 'faux.sqlite'), 'ceci n’est pas une base\n'.repeat(200));
    return 'faux.sqlite';
  };
  const otherApp = () => {
    const other = new Database(path.join(dataDir, 'autre.sqlite'));
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, texte TEXT); INSERT INTO notes (texte) VALUES (\'x\')');
    other.close();
    return 'autre.sqlite';
  };
  const noTables = () => {
    const other = new Database(path.join(dataDir, 'partielle.sqlite'));
    other.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT); INSERT INTO schema_migrations VALUES (1, '001_init.sql', '2026-01-01')");
    other.close();
    return 'partielle.sqlite';
  };
  const newer = () => {
    fs.copyFileSync(path.join(backupsDir, saved.file), path.join(dataDir, 'future.sqlite'));
    const other = new Database(path.join(dataDir, 'future.sqlite'));
    other.exec("INSERT INTO schema_migrations (version, name) VALUES (999, '999_futur.sql')");
    other.close();
    return 'future.sqlite';
  };

  test.each([
    ['a file that is not SQLite', notSqlite, /^Restauration refusée : « .*faux\.sqlite » n'est pas une base SQLite/],
    ['a SQLite base of another application', otherApp, /n'est pas une base de ce tableau de bord \(table schema_migrations absente\)/],
    ['a base without the data tables', noTables, /n'est pas une base de ce tableau de bord \(tables .*properties.* absentes\)/],
    ['a base from a newer api', newer, /vient d'une version plus récente de l'api \(migration 999 inconnue ici\)/],
    ['a file that does not exist', () => 'absente.sqlite', /^Restauration refusée : fichier « .*absente\.sqlite » introuvable\.$/m],
    ['the live base itself', () => 'dashboard.sqlite', /est la base en service elle-même/],
  ])('%s', (label, make, message) => {
    const arg = make();
    const before = databaseChecksum(db);
    const backupsBefore = listBackups(backupsDir);
    const result = restore([arg]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expectUnchanged(`restauration : ${label}`, { database: before, files: {} }, { database: databaseChecksum(db), files: {} });
    expect(listBackups(backupsDir)).toEqual(backupsBefore);
  });
});
