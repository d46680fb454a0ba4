/**
 * The owner's backups: kept by kind and by age, so that a burst of restarts or undos only
 * replaces copies of its own kind; the api lists each backup's kind; a failed backup's reply
 * is French, without the folder's path or the system's text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBackups, type BackupInfo } from '../src/backup/backups';
import { backupsToDelete, type RetainedBackup } from '../src/backup/backupRetention';
import { createTestApi, type TestApi } from './helpers';
import { errorOf, expense, getData, payloadOf, request } from './dataHelpers';

const NOW = new Date('2026-11-23T12:00:00.000Z'); // a Monday

const at = (iso: string, kind = 'quotidienne'): RetainedBackup => ({ file: `${iso}-${kind}`, date: new Date(iso).toISOString(), kind });

describe('retention (pure): which backups go', () => {
  test('the last N of each kind, when no age rule applies (backups over a year old)', () => {
    const backups = [
      at('2024-05-01T10:00:00Z', 'demarrage'),
      at('2024-05-02T10:00:00Z', 'demarrage'),
      at('2024-05-03T10:00:00Z', 'demarrage'),
      at('2024-05-01T03:00:00Z', 'quotidienne'),
    ];
    expect(backupsToDelete(backups, NOW.getTime(), 2)).toEqual(['2024-05-01T10:00:00Z-demarrage']);
    expect(backupsToDelete(backups, NOW.getTime(), 3)).toEqual([]);
  });

  test('the newest of each day for 14 days, then of each week for 8 weeks', () => {
    // One a day at 03:00 from 1 to 23 November, one of each kind kept.
    const days = Array.from({ length: 23 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const backups = days.map((day) => at(`${day}T03:00:00Z`));
    // Days: 10 to 23 November. Weeks (Monday to Sunday): 8 (newest of 2–8) and 1 (newest of 26 Oct–1 Nov).
    expect(backupsToDelete(backups, NOW.getTime(), 1)).toEqual(
      ['09', '07', '06', '05', '04', '03', '02'].map((d) => `2026-11-${d}T03:00:00Z-quotidienne`),
    );
  });

  test('weeks start on Monday', () => {
    const backups = [
      at('2026-10-04T10:00:00Z'), // Sunday: week of 28 September, the 9th week back
      at('2026-10-05T10:00:00Z'), // Monday, same week as the Sunday after
      at('2026-10-11T10:00:00Z'), // Sunday: the newest of the week of 5 October, the 8th week back
      at('2026-10-20T10:00:00Z'), // newest of the kind, and of October
    ];
    expect(backupsToDelete(backups, NOW.getTime(), 1)).toEqual(['2026-10-05T10:00:00Z-quotidienne', '2026-10-04T10:00:00Z-quotidienne']);
  });

  test('the newest of each month for 12 months', () => {
    const months = Array.from({ length: 22 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const backups = [...months.map((m) => at(`${m}-15T10:00:00Z`)), at('2026-03-01T10:00:00Z')];
    // Months: December 2025 to November 2026; 1 March is not the newest of March.
    const older2025 = ['11', '10', '09', '08', '07', '06', '05', '04', '03', '02', '01'].map((m) => `2025-${m}-15T10:00:00Z-quotidienne`);
    expect(backupsToDelete(backups, NOW.getTime(), 1)).toEqual(['2026-03-01T10:00:00Z-quotidienne', ...older2025]);
  });

  test('a burst of one kind only removes copies of that kind', () => {
    const backups = [
      at('2026-11-20T03:00:00Z'),
      at('2026-11-21T03:00:00Z'),
      at('2026-11-22T03:00:00Z'),
      at('2026-11-22T09:00:00Z', 'avant-import'),
      ...Array.from({ length: 30 }, (_, i) => at(`2026-11-23T08:${String(i).padStart(2, '0')}:00Z`, 'demarrage')),
    ];
    const deleted = backupsToDelete(backups, NOW.getTime(), 14);
    expect(deleted).toEqual(Array.from({ length: 16 }, (_, i) => `2026-11-23T08:${String(15 - i).padStart(2, '0')}:00Z-demarrage`));
  });
});

describe('the api and its backups', () => {
  let api: TestApi;
  const dir = () => path.join(api.dir, 'backups');
  const kinds = () =>
    createBackups({ db: api.db, dir: dir() })
      .list()
      .map((b) => b.kind);
  const countOf = (list: string[], kind: string) => list.filter((k) => k === kind).length;

  beforeEach(async () => {
    api = await createTestApi({ now: NOW });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  test('20 starts in a row keep the daily backups and the one before an import', async () => {
    let clock = Date.parse('2026-11-20T03:00:00Z');
    const backups = createBackups({ db: api.db, dir: dir(), now: () => new Date(clock) });
    for (let day = 0; day < 3; day++, clock += 24 * 3600_000) await backups.create('quotidienne');
    clock = Date.parse('2026-11-22T09:00:00Z');
    await backups.create('avant-import');
    clock = Date.parse('2026-11-23T08:00:00Z');
    for (let start = 0; start < 20; start++, clock += 60_000) await backups.create('demarrage');

    const left = kinds();
    expect(countOf(left, 'quotidienne')).toBe(3);
    expect(countOf(left, 'avant-import')).toBe(1);
    expect(countOf(left, 'demarrage')).toBe(14);
    expect(left).toHaveLength(18);
  });

  test('10 undos in a row keep every other backup', async () => {
    const backups = createBackups({ db: api.db, dir: dir(), now: () => NOW });
    for (const kind of ['demarrage', 'quotidienne', 'quotidienne', 'quotidienne', 'quotidienne', 'quotidienne', 'avant-import']) {
      await backups.create(kind);
    }
    for (let i = 0; i < 10; i++) payloadOf(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: `Achat ${i}` })));
    for (let i = 0; i < 10; i++) payloadOf(await request(api.app, 'POST', '/api/data/undo'));

    const left = kinds();
    expect(countOf(left, 'avant-annulation')).toBe(10);
    expect(countOf(left, 'demarrage')).toBe(1);
    expect(countOf(left, 'quotidienne')).toBe(5);
    expect(countOf(left, 'avant-import')).toBe(1);
  });

  test('GET /api/data/backups gives each backup its kind, besides its file, date and size', async () => {
    payloadOf(await request(api.app, 'POST', '/api/data?mode=merge', { depenses: [expense()] }));
    payloadOf(await request(api.app, 'POST', '/api/data/undo'));
    const list = await getData<BackupInfo[]>(api.app, '/api/data/backups');
    expect(list).toEqual([
      { file: expect.stringMatching(/-avant-annulation\.sqlite$/), date: expect.any(String), bytes: expect.any(Number), kind: 'avant-annulation' },
      { file: expect.stringMatching(/-avant-import\.sqlite$/), date: expect.any(String), bytes: expect.any(Number), kind: 'avant-import' },
    ]);
  });

  describe('a backup that fails: French reply, no path, no system text', () => {
    const noLeak = (body: string) => {
      expect(body).not.toContain(api.dir);
      const { message } = JSON.parse(body) as { message: string };
      expect(message).not.toMatch(/\/|ENO|SQLITE|errno|Error|such file|not a directory|no space|denied|permission/i);
    };

    test('the backups folder cannot be made', async () => {
      fs.writeFileSync(dir(), 'un fichier à la place du dossier');
      const res = await request(api.app, 'POST', '/api/data?mode=merge', { depenses: [expense()] });
      const body = errorOf(res, 500);
      expect(body).toEqual({
        error: 'backup_failed',
        message: "Sauvegarde préalable impossible : dossier des sauvegardes inaccessible ; rien n'a été modifié.",
      });
      noLeak(res.body);
    });

    test('the disk is full', async () => {
      const mkdir = fs.mkdirSync;
      jest.spyOn(fs, 'mkdirSync').mockImplementation((target, options) => {
        if (String(target) === dir()) {
          throw Object.assign(new Error(`ENOSPC: no space left on device, mkdir '${String(target)}'`), { code: 'ENOSPC' });
        }
        return mkdir(target, options);
      });
      payloadOf(await request(api.app, 'POST', '/api/data/depenses', expense()));
      const res = await request(api.app, 'POST', '/api/data/undo');
      expect(errorOf(res, 500)).toEqual({
        error: 'backup_failed',
        message: "Sauvegarde préalable impossible : le disque est plein ; rien n'a été modifié.",
      });
      noLeak(res.body);
    });
  });
});
