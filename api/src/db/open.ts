import path from 'node:path';
import Database from 'better-sqlite3';
import { ownerOnlyDir, ownerOnlyFile } from './ownerOnly';

import type { Db } from 'server-kit';

export type { Db };

/**
 * Opens the SQLite file with the pragmas the api relies on. A new base and a new folder are
 * created readable by the owner alone (0600, 0700); SQLite gives -wal and -shm the base's mode.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') {
    ownerOnlyDir(path.dirname(file));
    ownerOnlyFile(file);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
