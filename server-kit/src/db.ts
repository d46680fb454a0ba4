/** The api's SQLite connection (better-sqlite3), opened with its pragmas by the api. */
import type Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * A token that changes whenever the data may have: a commit by another connection (the
 * import command) moves PRAGMA data_version, a write through this one total_changes().
 * Two tiny reads, microseconds, against milliseconds for the reads it lets us skip.
 */
export function dataVersionOf(db: Db): () => string {
  const external = db.prepare('PRAGMA data_version').pluck();
  const own = db.prepare('SELECT total_changes()').pluck();
  return () => `${String(external.get())}:${String(own.get())}`;
}

/**
 * Keeps the last result of a read for one day, until the data changes: alldata and the rent
 * recap are read on every page of the dashboard and change only on an import. Callers
 * share the returned object and must not modify it.
 */
export function memoUntilChange<R>(version: () => string, read: (today: string) => R): (today: string) => R {
  let key: string | null = null;
  let value: R;
  return (today) => {
    const current = `${today}|${version()}`;
    if (current !== key) {
      value = read(today);
      key = current;
    }
    return value;
  };
}
