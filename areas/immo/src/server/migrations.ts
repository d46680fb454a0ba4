/**
 * The immo area's own tables, numbered within the area (api/src/db/migrate.ts applies them after
 * the api's history) and never edited once released.
 *
 * 3. `charges_and_deposits` (loi du 6 juillet 1989, art. 22 and 23): the recoverable charges of
 *    a property and year (section chargesRecuperables), the regularizations recorded on a lease
 *    (regularisationsCharges, one per lease and year), the deductions kept from a deposit
 *    (retenuesDepot); a lease's keys' day and its deposit's return (day and amount); whether a
 *    property's TEOM is charged to the tenant (1 by default, as the décret 87-713 lists it).
 */
import type { AreaMigration } from 'server-kit';

const CHARGES_AND_DEPOSITS = `
CREATE TABLE recoverable_charges (
  id          INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  year        INTEGER NOT NULL,
  nature      TEXT    NOT NULL,
  label       TEXT    NOT NULL,
  amount      REAL    NOT NULL CHECK (amount >= 0)
);
CREATE INDEX recoverable_charges_property ON recoverable_charges (property_id, year);
CREATE TABLE charge_settlements (
  id           INTEGER PRIMARY KEY,
  lease_id     INTEGER NOT NULL REFERENCES leases (id) ON DELETE CASCADE,
  year         INTEGER NOT NULL,
  balance      REAL    NOT NULL,
  from_date    TEXT    NOT NULL CHECK (date(from_date) IS from_date),
  instalments  INTEGER NOT NULL CHECK (instalments IN (1, 12)),
  UNIQUE (lease_id, year)
);
CREATE TABLE deposit_deductions (
  id        INTEGER PRIMARY KEY,
  lease_id  INTEGER NOT NULL REFERENCES leases (id) ON DELETE CASCADE,
  label     TEXT    NOT NULL,
  amount    REAL    NOT NULL CHECK (amount > 0),
  kind      TEXT    NOT NULL DEFAULT 'autre'
);
CREATE INDEX deposit_deductions_lease ON deposit_deductions (lease_id);
ALTER TABLE leases ADD COLUMN keys_returned_on TEXT CHECK (keys_returned_on IS NULL OR date(keys_returned_on) IS keys_returned_on);
ALTER TABLE leases ADD COLUMN deposit_returned_on TEXT CHECK (deposit_returned_on IS NULL OR date(deposit_returned_on) IS deposit_returned_on);
ALTER TABLE leases ADD COLUMN deposit_returned REAL CHECK (deposit_returned IS NULL OR deposit_returned >= 0);
ALTER TABLE properties ADD COLUMN teom_recoverable INTEGER NOT NULL DEFAULT 1 CHECK (teom_recoverable IN (0, 1));
`;

export const immoMigrations: readonly AreaMigration[] = [{ version: 3, name: 'charges_and_deposits', sql: CHARGES_AND_DEPOSITS }];
