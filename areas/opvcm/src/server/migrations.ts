/**
 * The opvcm area's migrations, numbered within the area and never edited once released.
 *
 * 1. `undated_holdings`: a holding's purchase date (OP_DATE) becomes optional (the old site
 *    never gives it), and each holding records the day it was recorded (`recorded_on`,
 *    section field `enregistre_le`): an undated holding counts in the net worth and the
 *    cumulative charts from that day. SQLite cannot drop a NOT NULL: the table is rebuilt
 *    (new table, rows copied with their ids, old one dropped, new one renamed, its indexes
 *    made again) inside the migration's one transaction, after the api's `avant-migration`
 *    backup. The rows already there were recorded by the day of the migration at the latest.
 *    A write that leaves `recorded_on` out (a form, an import file without it) gets today
 *    (the api's time zone, `localtime`) on insertion, and keeps its day on update.
 */
import type { AreaMigration } from 'server-kit';

const UNDATED_HOLDINGS = `
CREATE TABLE placements_rebuilt (
  id              INTEGER PRIMARY KEY,
  bank            TEXT NOT NULL,                                  -- OP_BQ
  name            TEXT NOT NULL,                                  -- OP_NOM
  sale_amount     REAL NOT NULL DEFAULT 0,                        -- OP_MT_VTE
  purchase_amount REAL NOT NULL DEFAULT 0,                        -- OP_MT_ACHAT
  type            TEXT NOT NULL CHECK (type IN ('AUTRE', 'ACT', 'ASSV', 'ASSV0', 'PEA')), -- OP_TYPE_PLCMT
  beneficiary     TEXT NOT NULL,                                  -- OP_BENEF
  operation_date  TEXT CHECK (operation_date IS NULL OR date(operation_date) IS operation_date), -- OP_DATE, null: unknown
  isin            TEXT,
  units           REAL CHECK (units > 0),
  recorded_on     TEXT CHECK (recorded_on IS NULL OR date(recorded_on) IS recorded_on) -- enregistre_le
);
INSERT INTO placements_rebuilt (id, bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date, isin, units, recorded_on)
  SELECT id, bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date, isin, units, date('now', 'localtime')
  FROM placements;
DROP TABLE placements;
ALTER TABLE placements_rebuilt RENAME TO placements;
CREATE INDEX placements_bank ON placements (bank, operation_date);
CREATE INDEX placements_beneficiary ON placements (beneficiary, operation_date);
CREATE TRIGGER placements_recorded_today AFTER INSERT ON placements WHEN NEW.recorded_on IS NULL
BEGIN
  UPDATE placements SET recorded_on = date('now', 'localtime') WHERE id = NEW.id;
END;
CREATE TRIGGER placements_recorded_kept AFTER UPDATE OF recorded_on ON placements WHEN NEW.recorded_on IS NULL
BEGIN
  UPDATE placements SET recorded_on = OLD.recorded_on WHERE id = NEW.id;
END;
`;

export const opvcmMigrations: readonly AreaMigration[] = [
  { version: 1, name: 'undated_holdings', sql: UNDATED_HOLDINGS, backupFirst: true },
];
