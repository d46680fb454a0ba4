/**
 * The base and its backups are readable by the owner's account alone, like the password and
 * session files: folders 0700, files 0600. Modes are set with chmod after creation, since the
 * process umask may have loosened (or tightened) the mode asked at creation.
 */
import fs from 'node:fs';
import path from 'node:path';

export const OWNER_DIR_MODE = 0o700;
export const OWNER_FILE_MODE = 0o600;
const STICKY_BIT = 0o1000;

/** SQLite's files beside a base: they hold its pages too. */
export const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/**
 * Sets `mode` on `file` when it differs; true when something changed. False when absent, and
 * for a sticky folder (such as /tmp given as API_DATA_DIR): a shared one, not the owner's.
 */
export function restrictMode(file: string, mode: number): boolean {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  const current = stat.mode & 0o777;
  if (current === mode || (stat.isDirectory() && (stat.mode & STICKY_BIT) !== 0)) return false;
  fs.chmodSync(file, mode);
  return true;
}

/**
 * Creates `dir` (and its parents) if it does not exist, `dir` itself 0700. An existing folder
 * is left as it is: it may be a shared one such as the system's temporary folder.
 */
export function ownerOnlyDir(dir: string): void {
  if (fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR_MODE }) !== undefined) fs.chmodSync(dir, OWNER_DIR_MODE);
}

/** Creates an empty `file` 0600 if it does not exist (SQLite then gives its side files the same mode). */
export function ownerOnlyFile(file: string): void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', OWNER_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  fs.closeSync(fd);
  fs.chmodSync(file, OWNER_FILE_MODE);
}

/** A base and its side files, 0600; true when one of them changed. */
export function restrictDatabaseFile(file: string): boolean {
  return [file, ...SQLITE_SIDE_FILES.map((suffix) => `${file}${suffix}`)]
    .map((f) => restrictMode(f, OWNER_FILE_MODE))
    .includes(true);
}

export interface DataFolder {
  dataDir: string;
  dbFile: string;
  backupsDir: string;
  filesDir: string;
  /** Paths of the backups in backupsDir. */
  backupFiles: string[];
}

/** Tightens what an older version left readable by all; returns, in French, what changed. */
export function tightenDataFolder(folder: DataFolder): string[] {
  const changed: string[] = [];
  if (restrictMode(folder.dataDir, OWNER_DIR_MODE)) changed.push('dossier des données');
  if (restrictDatabaseFile(folder.dbFile)) changed.push('base');
  if (restrictMode(folder.backupsDir, OWNER_DIR_MODE)) changed.push('dossier des sauvegardes');
  const backups = folder.backupFiles.filter((file) => restrictDatabaseFile(file)).length;
  if (backups > 0) changed.push(`${backups} sauvegarde${backups > 1 ? 's' : ''}`);
  if (restrictMode(folder.filesDir, OWNER_DIR_MODE)) changed.push(`dossier ${path.basename(folder.filesDir)}`);
  return changed;
}
