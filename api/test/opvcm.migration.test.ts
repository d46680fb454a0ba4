/**
 * The holdings' purchase date made optional: a base of an older api, with dated holdings,
 * migrates with every row kept, after an avant-migration backup that still holds them; a
 * second run applies nothing and writes no backup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { listBackups } from '../src/backup/backups';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migration-'));
  db = openDb(path.join(dir, 'dashboard.sqlite'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const OLD_ROWS = [
  [1, 'Boursorama', 'LVMH', 5200.5, 4000, 'PEA', 'Moi', '2020-01-10', 'FR0000121014', 7],
  [2, 'Linxea', 'Fonds euros', 10300, 10000, 'ASSV0', 'Léa', '2018-06-30', null, null],
  [5, 'La Banque Postale', 'Livret A', 3000, 3000, 'AUTRE', 'Moi', '2024-02-01', null, null],
];
const SELECT = 'SELECT id, bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date, isin, units FROM placements ORDER BY id';

/** A base as the api left it before the opvcm area had migrations, with three dated holdings. */
function olderBase(): void {
  migrate(db, MIGRATIONS_DIR, []);
  const insert = db.prepare(
    'INSERT INTO placements (id, bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date, isin, units) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of OLD_ROWS) insert.run(...row);
}

const asObjects = (rows: unknown[][]) =>
  rows.map(([id, bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date, isin, units]) => ({
    id, bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date, isin, units,
  }));

test('dated holdings migrate whole after an avant-migration backup that holds them; the purchase date may then be null', () => {
  olderBase();
  expect(() => db.prepare("INSERT INTO placements (bank, name, type, beneficiary, operation_date) VALUES ('B', 'N', 'ACT', 'Moi', NULL)").run()).toThrow(/NOT NULL/);

  // The areas' migrations in the order api/src/areas.ts lists them: immo's own first (however
  // many it has), then opvcm's.
  const applied = migrate(db);
  expect(applied.filter((name) => name.startsWith('opvcm/'))).toEqual(['opvcm/001_undated_holdings']);
  expect(applied.slice(0, -1).every((name) => name.startsWith('immo/'))).toBe(true);

  expect(db.prepare(SELECT).all()).toEqual(asObjects(OLD_ROWS));
  // Each row recorded by the day of the migration at the latest: a day, the same for all.
  const recorded = db.prepare('SELECT DISTINCT recorded_on FROM placements').pluck().all() as string[];
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The indexes made again on the new table.
  expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'placements' ORDER BY name").pluck().all()).toEqual([
    'placements_bank',
    'placements_beneficiary',
  ]);

  const backups = listBackups(path.join(dir, 'backups'));
  expect(backups.map((b) => b.kind)).toEqual(['avant-migration']);
  const copy = new Database(path.join(dir, 'backups', backups[0]!.file), { readonly: true });
  try {
    // The copy is the base before the rebuild: the old table (no recorded_on), the same rows.
    expect(copy.prepare(SELECT).all()).toEqual(asObjects(OLD_ROWS));
    expect(copy.prepare("SELECT COUNT(*) FROM pragma_table_info('placements') WHERE name = 'recorded_on'").pluck().get()).toBe(0);
  } finally {
    copy.close();
  }
  expect(fs.statSync(path.join(dir, 'backups', backups[0]!.file)).mode & 0o777).toBe(0o600);

  // An undated holding is accepted now, and recorded today when the write leaves the day out.
  const id = Number(db.prepare("INSERT INTO placements (bank, name, type, beneficiary, operation_date) VALUES ('Fortuneo', 'Sans date', 'ACT', 'Moi', NULL)").run().lastInsertRowid);
  expect(db.prepare('SELECT operation_date, recorded_on FROM placements WHERE id = ?').get(id)).toEqual({ operation_date: null, recorded_on: recorded[0] });
  // An update that leaves the day out keeps it.
  db.prepare("UPDATE placements SET recorded_on = '2025-03-04' WHERE id = ?").run(id);
  db.prepare('UPDATE placements SET sale_amount = 10, recorded_on = NULL WHERE id = ?').run(id);
  expect(db.prepare('SELECT sale_amount, recorded_on FROM placements WHERE id = ?').get(id)).toEqual({ sale_amount: 10, recorded_on: '2025-03-04' });
});

test('running the migrations again applies nothing and writes no backup', () => {
  olderBase();
  migrate(db);
  const before = db.prepare('SELECT * FROM placements ORDER BY id').all();
  expect(migrate(db)).toEqual([]);
  expect(db.prepare('SELECT * FROM placements ORDER BY id').all()).toEqual(before);
  expect(listBackups(path.join(dir, 'backups'))).toHaveLength(1);
});

test('a base the api has just created is migrated without a backup: it holds nothing yet', () => {
  migrate(db);
  expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false);
});

test('when the backup cannot be written, the table is not rebuilt', () => {
  olderBase();
  // A file where the backups folder should be: the copy cannot be written.
  fs.writeFileSync(path.join(dir, 'backups'), '');
  expect(() => migrate(db)).toThrow(/Sauvegarde impossible/);
  expect(db.prepare("SELECT COUNT(*) FROM area_migrations WHERE area = 'opvcm'").pluck().get()).toBe(0);
  expect(db.prepare("SELECT COUNT(*) FROM pragma_table_info('placements') WHERE name = 'recorded_on'").pluck().get()).toBe(0);
  expect(db.prepare(SELECT).all()).toEqual(asObjects(OLD_ROWS));
});
