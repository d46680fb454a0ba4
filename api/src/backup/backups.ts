/**
 * Consistent SQLite backups (better-sqlite3's online backup) into API_DATA_DIR/backups, folder
 * 0700 and files 0600, kept by kind and by age (backupRetention.ts).
 *
 * Failures: create() rejects with a BackupFailed (French), so that an import or an undo that
 * asked for a backup first stops (writing data without the copy promised before it is what the
 * backup exists to prevent). The backups at start and daily are the scheduler's
 * (scheduler/apiJobs.ts): one that fails is logged, and the api keeps serving with a full disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open';
import { OWNER_FILE_MODE, ownerOnlyDir, ownerOnlyFile } from '../db/ownerOnly';
import { backupFailed } from './backupFailed';
import { backupName, isTemporaryName, parseBackupName, temporaryName } from './backupName';
import { backupsToDelete } from './backupRetention';
import { copyDatabase, makeSelfContained } from './copyDatabase';

export interface BackupInfo {
  /** File name inside the backups folder. */
  file: string;
  /** When it was written (ISO 8601). */
  date: string;
  bytes: number;
  /** Why it was written, the slug at the end of its name: demarrage, quotidienne, avant-import… */
  kind: string;
}

export interface Backups {
  /**
   * Writes a backup now (reason goes into the name and is its kind: demarrage, quotidienne,
   * avant-import, avant-annulation, avant-restauration, avant-demo). Null without a folder or
   * for a base with no page yet; rejects with a BackupFailed when the copy cannot be written.
   */
  create(reason: string): Promise<BackupInfo | null>;
  /**
   * The same copy, written before returning (SQLite's VACUUM INTO): for a caller that cannot
   * wait, a migration. Not pruned: the next copy prunes. Throws a BackupFailed.
   */
  createNow(reason: string): BackupInfo | null;
  /** Backups on disk, newest first. */
  list(): BackupInfo[];
  /** Their folder (BACKUP_DIR), or null when none is written. */
  folder: string | null;
}

export interface BackupOptions {
  db: Db;
  /** Folder for the backups; without it, no backup is written. */
  dir?: string;
  /** How many of each kind to keep, besides the daily, weekly and monthly copies. */
  keep?: number;
  now?: () => Date;
}

export const DEFAULT_KEEP = 14;
/** A temporary file this old was left by a process that died while writing it. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

const SIDE_FILES = ['', '-journal', '-wal', '-shm'];

function removeWithSideFiles(file: string): void {
  for (const suffix of SIDE_FILES) fs.rmSync(`${file}${suffix}`, { force: true });
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The backups in `dir`, newest first; any other file there is ignored. */
export function listBackups(dir: string): BackupInfo[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupInfo[] = [];
  for (const file of names) {
    const parsed = parseBackupName(file);
    if (!parsed) continue;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(path.join(dir, file));
    } catch {
      continue; // pruned by another process meanwhile
    }
    if (stat.isFile()) backups.push({ file, date: new Date(parsed.time).toISOString(), bytes: stat.size, kind: parsed.reason });
  }
  return backups.sort((a, b) => (a.file < b.file ? 1 : a.file > b.file ? -1 : 0));
}

export function createBackups(options: BackupOptions): Backups {
  const { db, dir } = options;
  const keep = options.keep ?? DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`Nombre de sauvegardes à garder invalide : ${keep} (entier supérieur ou égal à 1 attendu).`);
  }
  const now = options.now ?? (() => new Date());
  let lastTime = Number.NEGATIVE_INFINITY;

  const list = (): BackupInfo[] => (dir ? listBackups(dir) : []);

  /**
   * Strictly after the newest backup on disk and the last one of this process: names stay
   * unique and in order even for two backups in one millisecond or a pinned clock.
   */
  function nextTime(): number {
    const newest = list()[0];
    lastTime = Math.max(now().getTime(), lastTime + 1, newest ? Date.parse(newest.date) + 1 : Number.NEGATIVE_INFINITY);
    return lastTime;
  }

  /** Gives the finished copy its name; a link never replaces a name another process just took. */
  function publish(folder: string, temporary: string, reason: string, firstTime: number): { file: string; time: number } {
    for (let time = firstTime; ; time = nextTime()) {
      const file = backupName(time, reason);
      const target = path.join(folder, file);
      try {
        fs.linkSync(temporary, target);
        return { file, time };
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EEXIST') continue;
        // File systems without hard links: rename (which would replace) once the name is free.
        if ((code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') && !fs.existsSync(target)) {
          fs.renameSync(temporary, target);
          return { file, time };
        }
        throw error;
      }
    }
  }

  function prune(folder: string): void {
    for (const old of backupsToDelete(list(), now().getTime(), keep)) removeWithSideFiles(path.join(folder, old));
    for (const name of fs.readdirSync(folder)) {
      if (!isTemporaryName(name)) continue;
      const file = path.join(folder, name);
      try {
        if (Date.now() - fs.statSync(file).mtimeMs > STALE_TEMPORARY_MS) fs.rmSync(file, { force: true });
      } catch {
        // removed meanwhile
      }
    }
  }

  /** A temporary file for a copy, created 0600 first: the copy is never readable by others, not even while written. */
  function start(folder: string): { time: number; temporary: string } {
    ownerOnlyDir(folder);
    const time = nextTime();
    const temporary = path.join(folder, temporaryName());
    ownerOnlyFile(temporary);
    return { time, temporary };
  }

  /** The finished copy: one self-contained file, 0600, under its name. */
  function finish(folder: string, reason: string, { time, temporary }: { time: number; temporary: string }): BackupInfo {
    makeSelfContained(temporary);
    fs.chmodSync(temporary, OWNER_FILE_MODE);
    const published = publish(folder, temporary, reason, time);
    const bytes = fs.statSync(path.join(folder, published.file)).size;
    const kind = parseBackupName(published.file)?.reason ?? reason;
    return { file: published.file, date: new Date(published.time).toISOString(), bytes, kind };
  }

  /** A base never written to (no page yet) has nothing to save, and SQLite would not even create the copy. */
  const nothingToSave = () => !dir || db.pragma('page_count', { simple: true }) === 0;

  async function create(reason: string): Promise<BackupInfo | null> {
    if (nothingToSave()) return null;
    const folder = dir!;
    try {
      const copy = start(folder);
      try {
        await copyDatabase(db, copy.temporary);
        const info = finish(folder, reason, copy);
        prune(folder);
        return info;
      } finally {
        removeWithSideFiles(copy.temporary);
      }
    } catch (error) {
      throw backupFailed(error, folder);
    }
  }

  function createNow(reason: string): BackupInfo | null {
    if (nothingToSave()) return null;
    const folder = dir!;
    try {
      const copy = start(folder);
      try {
        // One consistent snapshot, written before returning; VACUUM INTO accepts the empty file start() made.
        db.prepare('VACUUM INTO ?').run(copy.temporary);
        return finish(folder, reason, copy);
      } finally {
        removeWithSideFiles(copy.temporary);
      }
    } catch (error) {
      throw backupFailed(error, folder);
    }
  }

  return {
    create,
    createNow,
    list,
    folder: options.dir === undefined ? null : path.resolve(options.dir),
  };
}
