/**
 * Backups: a consistent copy of the base, named to sort by time, never two with one name,
 * the last `keep` of a kind kept (by age: resilience.ownerData.backups.test.ts), other files
 * of the folder left alone. Their schedule, at start and daily, is the scheduler's (scheduler.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupName, parseBackupName, reasonSlug } from '../src/backup/backupName';
import { createBackups, type BackupInfo, type Backups } from '../src/backup/backups';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { databaseChecksum } from './integrity';

const NAME = /^dashboard-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[a-z0-9-]+\.sqlite$/;

let tmp: string;
let db: Db;
function backupsOf(options: Omit<Parameters<typeof createBackups>[0], 'db'> = {}): Backups {
  return createBackups({ db, ...options });
}

const backupsDir = () => path.join(tmp, 'backups');

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-backups-'));
  db = openDb(path.join(tmp, 'dashboard.sqlite'));
  migrate(db);
  replaceDataset(db, buildDemoDataset(new Date('2026-11-23T10:00:00Z')));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  db.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('names', () => {
  test('stamp and reason, and back', () => {
    const time = Date.parse('2026-11-23T10:15:30.123Z');
    const name = backupName(time, 'avant-import');
    expect(name).toBe('dashboard-2026-11-23T10-15-30-123Z-avant-import.sqlite');
    expect(parseBackupName(name)).toEqual({ time, reason: 'avant-import' });
  });

  test('reasons become plain ASCII slugs', () => {
    expect(reasonSlug('Avant restauration')).toBe('avant-restauration');
    expect(reasonSlug('Été / hiver !')).toBe('ete-hiver');
    expect(reasonSlug('  ')).toBe('manuelle');
  });

  test('anything else is not a backup name', () => {
    for (const file of ['notes.txt', 'dashboard.sqlite', 'dashboard-2026-11-23-x.sqlite', '.dashboard-12-ab.tmp', 'dashboard-2026-11-23T10-15-30-123Z-avant-import.sqlite-wal']) {
      expect(parseBackupName(file)).toBeNull();
    }
  });
});

describe('create and list', () => {
  test('a backup is a self-contained, sound copy with the same rows', async () => {
    const backups = backupsOf({ dir: backupsDir() });
    const info = await backups.create('avant-import');
    expect(info).not.toBeNull();
    const { file, date, bytes } = info as BackupInfo;
    expect(file).toMatch(NAME);
    expect(file).toMatch(/-avant-import\.sqlite$/);
    expect(new Date(date).toISOString()).toBe(date);
    expect(bytes).toBe(fs.statSync(path.join(backupsDir(), file)).size);
    expect(backups.list()).toEqual([info]);
    // One file: no -wal or -shm beside it, nothing temporary left.
    expect(fs.readdirSync(backupsDir())).toEqual([file]);

    const copy = new Database(path.join(backupsDir(), file), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      expect(databaseChecksum(copy)).toBe(databaseChecksum(db));
    } finally {
      copy.close();
    }
  });

  test('names are unique and sort by time, even with a pinned clock', async () => {
    const pinned = new Date('2026-11-23T10:15:30.123Z');
    const backups = backupsOf({ dir: backupsDir(), now: () => pinned });
    const made: BackupInfo[] = [];
    for (const reason of ['avant-import', 'avant-annulation', 'avant-import']) {
      made.push((await backups.create(reason)) as BackupInfo);
    }
    // Two at once as well.
    made.push(...((await Promise.all([backups.create('a'), backups.create('b')])) as BackupInfo[]));
    const names = made.map((b) => b.file);
    expect(new Set(names).size).toBe(5);
    expect(names[0]).toBe('dashboard-2026-11-23T10-15-30-123Z-avant-import.sqlite');
    expect([...names].sort()).toEqual(names);
    expect(backups.list().map((b) => b.file)).toEqual([...names].reverse());
    const dates = made.map((b) => Date.parse(b.date));
    expect(dates.every((d, i) => i === 0 || d > (dates[i - 1] as number))).toBe(true);
  });

  test('a second writer in the same folder (another process) never reuses a name', async () => {
    const pinned = () => new Date('2026-11-23T10:15:30.123Z');
    const first = backupsOf({ dir: backupsDir(), now: pinned });
    const second = backupsOf({ dir: backupsDir(), now: pinned });
    const a = (await first.create('x')) as BackupInfo;
    const b = (await second.create('x')) as BackupInfo;
    expect(b.file).not.toBe(a.file);
    expect(b.file > a.file).toBe(true);
  });

  test('keeps the last `keep` of a kind, deletes older ones of it, leaves other files alone', async () => {
    fs.mkdirSync(backupsDir());
    const others = ['notes.txt', 'dashboard-ancienne.sqlite', '.dashboard-999-abc.tmp'];
    for (const other of others) fs.writeFileSync(path.join(backupsDir(), other), 'autre chose');
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const backups = backupsOf({ dir: backupsDir(), keep: 3, now: () => new Date((clock += 1000)) });
    const made: string[] = [];
    // One kind, one day: the age-based copies add nothing (the newest of the day is kept anyway).
    for (let i = 0; i < 5; i++) made.push(((await backups.create('n')) as BackupInfo).file);
    expect(backups.list().map((b) => b.file)).toEqual(made.slice(2).reverse());
    expect(fs.readdirSync(backupsDir()).sort()).toEqual([...others, ...made.slice(2)].sort());
  });

  test('a stale temporary file left by a dead writer is cleaned up', async () => {
    fs.mkdirSync(backupsDir());
    const stale = path.join(backupsDir(), '.dashboard-999-abc.tmp');
    fs.writeFileSync(stale, 'à moitié écrit');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, old, old);
    await backupsOf({ dir: backupsDir() }).create('x');
    expect(fs.existsSync(stale)).toBe(false);
  });

  test('without a folder: nothing written, nothing listed', async () => {
    const backups = backupsOf();
    await expect(backups.create('avant-import')).resolves.toBeNull();
    expect(backups.list()).toEqual([]);
    expect(fs.existsSync(backupsDir())).toBe(false);
  });

  test('a folder that does not exist yet lists nothing, and is created by the first backup', async () => {
    const backups = backupsOf({ dir: backupsDir() });
    expect(backups.list()).toEqual([]);
    await backups.create('x');
    expect(backups.list()).toHaveLength(1);
  });

  test('a copy that cannot be written rejects with a French message and leaves nothing behind', async () => {
    const blocker = path.join(tmp, 'un-fichier');
    fs.writeFileSync(blocker, '');
    const backups = backupsOf({ dir: path.join(blocker, 'backups') });
    await expect(backups.create('avant-import')).rejects.toThrow(/^Sauvegarde impossible dans « .*un-fichier.backups » : /);
    expect(fs.readdirSync(tmp).sort()).toEqual(['dashboard.sqlite', 'dashboard.sqlite-shm', 'dashboard.sqlite-wal', 'un-fichier']);
  });

  test('keep must be a positive integer', () => {
    expect(() => createBackups({ db, dir: backupsDir(), keep: 0 })).toThrow(/entier supérieur ou égal à 1/);
  });
});
