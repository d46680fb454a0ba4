/**
 * Is this file a sound database of this dashboard? Checked, read-only, before a restore copies
 * it over the live base: SQLite format, PRAGMA integrity_check, the migrations table and every
 * table its recorded migrations create, and no migration newer than this version of the api.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { readBaseMigrations, type BaseMigration } from 'server-kit';

/** A refusal, with the French message to print. */
export class NotAnAppDatabase extends Error {
  override name = 'NotAnAppDatabase';
}


/** Tables a base has after exactly these migrations (replayed in memory). */
function expectedTables(migrations: BaseMigration[]): string[] {
  const memory = new Database(':memory:');
  try {
    for (const m of migrations) memory.exec(m.sql);
    return tableNames(memory);
  } finally {
    memory.close();
  }
}

function tableNames(db: Database.Database): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((r) => r.name);
}

export interface AppDatabaseInfo {
  /** Migration versions recorded in the file. */
  versions: number[];
}

/** Throws NotAnAppDatabase (French message naming the file) unless `file` can be restored. */
export function checkAppDatabase(file: string): AppDatabaseInfo {
  const name = `« ${file} »`;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new NotAnAppDatabase(`Restauration refusée : fichier ${name} introuvable.`);
  }
  if (!stat.isFile()) throw new NotAnAppDatabase(`Restauration refusée : ${name} n'est pas un fichier.`);

  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new NotAnAppDatabase(`Restauration refusée : impossible d'ouvrir ${name} (${(error as Error).message}).`);
  }
  try {
    let integrity: string[];
    try {
      integrity = db.prepare('PRAGMA integrity_check').pluck().all() as string[];
    } catch (error) {
      throw new NotAnAppDatabase(`Restauration refusée : ${name} n'est pas une base SQLite (${(error as Error).message}).`);
    }
    if (integrity.length !== 1 || integrity[0] !== 'ok') {
      throw new NotAnAppDatabase(
        `Restauration refusée : ${name} est endommagée (integrity_check : ${integrity.slice(0, 3).join(' ; ')}).`,
      );
    }

    const tables = new Set(tableNames(db));
    if (!tables.has('schema_migrations')) {
      throw new NotAnAppDatabase(
        `Restauration refusée : ${name} n'est pas une base de ce tableau de bord (table schema_migrations absente).`,
      );
    }
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all() as number[];
    const known = readBaseMigrations();
    const unknown = versions.filter((v) => !known.some((m) => m.version === v));
    if (unknown.length > 0) {
      throw new NotAnAppDatabase(
        `Restauration refusée : ${name} vient d'une version plus récente de l'api (migration ${unknown[0]} inconnue ici).`,
      );
    }
    if (versions.length === 0) {
      throw new NotAnAppDatabase(`Restauration refusée : ${name} n'a aucune migration appliquée (base vide).`);
    }
    const missing = expectedTables(known.filter((m) => versions.includes(m.version))).filter((t) => !tables.has(t));
    if (missing.length > 0) {
      throw new NotAnAppDatabase(
        `Restauration refusée : ${name} n'est pas une base de ce tableau de bord (table${missing.length > 1 ? 's' : ''} ${missing.join(', ')} absente${missing.length > 1 ? 's' : ''}).`,
      );
    }
    return { versions };
  } finally {
    db.close();
  }
}
