/**
 * Proof that nothing was lost or changed: a checksum of every row of every table, a
 * fingerprint of every file of the files folder, and a ledger of each comparison (read by
 * scripts/test-resilience.mjs for the "données perdues" column of its table).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../src/db/open';

/** sha256 over every row of every table, in a stable order. */
export function databaseChecksum(db: Db): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  for (const { name } of tables) {
    hash.update(`\n#${name}\n`);
    for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

/** Every file under `dir` (links included, as links) with the sha256 of its content. */
export function filesFingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      const key = path.relative(dir, full);
      if (e.isSymbolicLink()) out[key] = `lien → ${fs.readlinkSync(full)}`;
      else if (e.isDirectory()) walk(full);
      else out[key] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

export interface StoreState {
  database: string;
  files: Record<string, string>;
}

export function storeState(db: Db, filesDir: string): StoreState {
  return { database: databaseChecksum(db), files: filesFingerprint(filesDir) };
}

/** Appends one comparison to the ledger named by RESILIENCE_LEDGER (when the report runs). */
export function recordIntegrity(scenario: string, lost: boolean): void {
  const ledger = process.env.RESILIENCE_LEDGER;
  if (!ledger) return;
  const file = path.basename(expect.getState().testPath ?? '');
  fs.appendFileSync(ledger, `${JSON.stringify({ file, scenario, lost })}\n`);
}

/** Asserts that the store is as it was, and records the comparison. */
export function expectUnchanged(scenario: string, before: StoreState, after: StoreState): void {
  recordIntegrity(scenario, before.database !== after.database || JSON.stringify(before.files) !== JSON.stringify(after.files));
  expect(after.database).toBe(before.database);
  expect(after.files).toEqual(before.files);
}
