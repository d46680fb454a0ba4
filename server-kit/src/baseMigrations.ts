/**
 * The base's SQL history (server-kit/migrations/NNN_*.sql): the platform every area's rows live
 * in, applied on owners' databases before any area's own migrations, and never edited. The api
 * migrates real bases with it; the area test host builds its in-memory base from it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BASE_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

export interface BaseMigration {
  version: number;
  /** Its file name (`001_init.sql`). */
  name: string;
  sql: string;
}

/** The numbered .sql files of `dir`, in version order. */
export function readBaseMigrations(dir: string = BASE_MIGRATIONS_DIR): BaseMigration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .map((f) => ({ version: Number(f.split('_')[0]), name: f, sql: fs.readFileSync(path.join(dir, f), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}
