import path from 'node:path';
import { BASE_MIGRATIONS_DIR, readBaseMigrations, type AreaServer } from 'server-kit';
import { AREAS } from '../areas';
import { createBackups } from '../backup/backups';
import type { Db } from './open';

/** The base's SQL history, kept in server-kit (the area test host builds its bases from it too). */
export const MIGRATIONS_DIR = BASE_MIGRATIONS_DIR;

/** Where the api's config puts the backups by default: `backups/` beside the base (API_DATA_DIR). */
const backupsBeside = (db: Db) => (db.memory ? undefined : path.join(path.dirname(db.name), 'backups'));

/**
 * Applies, each in its own transaction, the numbered .sql files not applied yet: the base's
 * history first (`dir`, server-kit/migrations), then each area's list in the order `areas` lists them, numbered
 * within the area. Returns their names (an area's prefixed with it: `leisure/001_cave_bottles`).
 * Before an area migration marked `backupFirst`, a base that held data is copied into
 * `backupsDir` (`avant-migration`); without that copy nothing is applied (a BackupFailed).
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR, areas: readonly AreaServer[] = AREAS, backupsDir = backupsBeside(db)): string[] {
  const heldData = !isNewBase(db);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (datetime('now'))
  )`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied: string[] = [];
  for (const m of readBaseMigrations(dir)) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name);
    })();
    applied.push(m.name);
  }
  return [...applied, ...migrateAreas(db, areas, heldData ? backupsDir : undefined)];
}

function migrateAreas(db: Db, areas: readonly AreaServer[], backupsDir: string | undefined): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS area_migrations (
    area       TEXT NOT NULL,
    version    INTEGER NOT NULL,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (area, version)
  )`);
  const done = db.prepare('SELECT 1 FROM area_migrations WHERE area = ? AND version = ?');
  const record = db.prepare('INSERT INTO area_migrations (area, version, name) VALUES (?, ?, ?)');
  const applied: string[] = [];
  let backedUp = false;
  for (const area of areas) {
    for (const m of [...area.migrations].sort((a, b) => a.version - b.version)) {
      if (done.get(area.name, m.version)) continue;
      if (m.backupFirst && backupsDir && !backedUp) {
        createBackups({ db, dir: backupsDir }).createNow('avant-migration');
        backedUp = true;
      }
      const name = `${String(m.version).padStart(3, '0')}_${m.name}`;
      db.transaction(() => {
        db.exec(m.sql);
        record.run(area.name, m.version, name);
      })();
      applied.push(`${area.name}/${name}`);
    }
  }
  return applied;
}

const DATA_TABLES = [
  'properties',
  'rent_payments',
  'loans',
  'car_expenses',
  'personal_expenses',
  'placements',
  'bricks',
  'energy_readings',
  'property_taxes',
  'restaurants',
  'recipes',
] as const;

/**
 * A base that never held data: no migration was ever applied to it, so the api has just
 * created it. A base with the migrations table counts as having held data (the demo, the
 * owner's, an import), even when its tables are empty now: emptying it was the owner's choice,
 * and the demo is never loaded into it unasked (`pnpm --filter api run demo` does that).
 * Call it before migrate().
 */
export function isNewBase(db: Db): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get() === undefined;
}

/** True when no data table holds a row. */
export function isDatabaseEmpty(db: Db): boolean {
  return DATA_TABLES.every((t) => db.prepare(`SELECT 1 FROM ${t} LIMIT 1`).get() === undefined);
}

/** Rows of every data table together. */
export function countDataRows(db: Db): number {
  return DATA_TABLES.reduce((sum, t) => sum + (db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number), 0);
}
