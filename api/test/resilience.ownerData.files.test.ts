/**
 * The base and its backups are the owner's alone, like the password and session files:
 * folders 0700, files 0600, whatever the umask; what an older version left readable by other
 * accounts is tightened at start, and the start log says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackups } from '../src/backup/backups';
import { countDataRows, migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { startApiProcess } from '../src/testing/apiProcess';
import { createTestApi } from './helpers';

jest.setTimeout(120_000);

const DEMO = buildDemoDataset(new Date('2026-11-23T10:00:00Z'));

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-owner-files-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Modes of the files of `dir` (side files included) by name. */
const modesIn = (dir: string) => Object.fromEntries(fs.readdirSync(dir).map((name) => [name, modeOf(path.join(dir, name))]));

test('a new data folder, base, side files, backups folder and backup: 0700 and 0600, even with umask 000', async () => {
  const umask = process.umask(0o000);
  const dataDir = path.join(tmp, 'data');
  const db = openDb(path.join(dataDir, 'dashboard.sqlite'));
  try {
    migrate(db);
    replaceDataset(db, { restaurants: DEMO.restaurants!.slice(0, 2) });
    const backup = await createBackups({ db, dir: path.join(dataDir, 'backups') }).create('avant-import');

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modesIn(dataDir)).toEqual({
      'dashboard.sqlite': 0o600,
      'dashboard.sqlite-wal': 0o600,
      'dashboard.sqlite-shm': 0o600,
      backups: 0o700,
    });
    expect(modesIn(path.join(dataDir, 'backups'))).toEqual({ [backup!.file]: 0o600 });
  } finally {
    db.close();
    process.umask(umask);
  }
});

test('the demo images folders are 0700, and the api still serves the images', async () => {
  const api = await createTestApi();
  try {
    expect(modeOf(api.filesDir)).toBe(0o700);
    expect(modeOf(path.join(api.filesDir, 'sport'))).toBe(0o700);
    const res = await api.app.inject({ method: 'GET', url: '/files/sport/sport-00.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  } finally {
    await api.close();
  }
});

test('at start, what an older version left readable by all is tightened, and the log says so', async () => {
  const dataDir = path.join(tmp, 'data');
  const backupsDir = path.join(dataDir, 'backups');
  const dbFile = path.join(dataDir, 'dashboard.sqlite');
  const db = openDb(dbFile);
  try {
    migrate(db);
    replaceDataset(db, { restaurants: DEMO.restaurants!.slice(0, 2) });
    const backups = createBackups({ db, dir: backupsDir });
    await backups.create('quotidienne');
    await backups.create('avant-import');
  } finally {
    db.close();
  }
  // As the previous version left them.
  fs.mkdirSync(path.join(dataDir, 'files'));
  for (const dir of [dataDir, backupsDir, path.join(dataDir, 'files')]) fs.chmodSync(dir, 0o755);
  for (const file of [dbFile, ...fs.readdirSync(backupsDir).map((name) => path.join(backupsDir, name))]) fs.chmodSync(file, 0o644);

  const api = await startApiProcess({ dataDir });
  try {
    expect(api.startupOutput).toMatch(
      /^Droits d’accès restreints au seul propriétaire \(dossiers 0700, fichiers 0600\) : dossier des données, base, dossier des sauvegardes, 2 sauvegardes, dossier files\.$/m,
    );
    expect((await api.inject('/api/data/restaurants')).body).toEqual({ payload: expect.any(Array) });
  } finally {
    await api.close();
  }
  expect(modeOf(dataDir)).toBe(0o700);
  expect(modeOf(dbFile)).toBe(0o600);
  expect(modeOf(backupsDir)).toBe(0o700);
  expect(modeOf(path.join(dataDir, 'files'))).toBe(0o700);
  // The two older backups and the one of this start.
  const modes = Object.values(modesIn(backupsDir));
  expect(modes.length).toBeGreaterThanOrEqual(2);
  expect(modes.every((m) => m === 0o600)).toBe(true);
  // A base that has held data is never given the demo.
  const reopened = openDb(dbFile);
  try {
    expect(countDataRows(reopened)).toBe(2);
  } finally {
    reopened.close();
  }
});
