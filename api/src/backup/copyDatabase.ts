/** SQLite's online backup API, wrapped for what backups and restores need. */
import Database from 'better-sqlite3';
import type { Db } from '../db/open';

/** Pages per step: all of them, so the copy is one snapshot (a restore's readers switch at once). */
const ALL_PAGES = 0x7fffffff;
const BUSY_RETRIES = 50;
const BUSY_WAIT_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Copies the whole of `source` into `destFile` (created or overwritten page by page, safe while
 * other connections use either file). Returns the number of pages copied.
 */
export async function copyDatabase(source: Db, destFile: string): Promise<number> {
  const sourcePages = source.pragma('page_count', { simple: true }) as number;
  for (let attempt = 0; ; attempt++) {
    const { totalPages } = await source.backup(destFile, { progress: () => ALL_PAGES });
    // better-sqlite3 resolves a destination that was locked at the first step as an empty
    // success: zero pages from a source that has some means "try again", not "done".
    if (totalPages > 0 || sourcePages === 0) return totalPages;
    if (attempt >= BUSY_RETRIES) throw new Error('la base de destination reste verrouillée par une autre écriture');
    await sleep(BUSY_WAIT_MS);
  }
}

/**
 * A copy of a WAL base is marked WAL too: opening it would create -wal and -shm files next to
 * it. Switching it to a rollback journal makes it one self-contained file.
 */
export function makeSelfContained(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}
