/**
 * The immo area's migrations, numbered within the area and never edited once released.
 *
 * 1. `envois`: what the area sent to a tenant, one row per lease, document, month and part
 *    (a part payment's receipt is keyed by its payment's id, a whole month by ''); UNIQUE makes
 *    a send idempotent across restarts, re-imports and undo-redo. A failed send stays `echec`
 *    with its attempts and is retried. A lease opts in to the automatic quittance
 *    (`send_receipt_auto`, section field `envoi_quittance_auto`) with the date of the tenant's
 *    express agreement (`send_receipt_agreed_on`, `accord_envoi_le`: art. 21 of the loi du
 *    6 juillet 1989 allows a quittance by e-mail only with it).
 * 2. `todo_follow_ups`: the owner's decisions on the items of « À faire » (section suiviAFaire):
 *    put off until a day, dismissed with a reason, or done; one per item.
 * 3. `charges_and_deposits` (loi du 6 juillet 1989, art. 22 and 23): the recoverable charges of
 *    a property and year (section chargesRecuperables), the regularizations recorded on a lease
 *    (regularisationsCharges, one per lease and year), the deductions kept from a deposit
 *    (retenuesDepot); a lease's keys' day and its deposit's return (day and amount); whether a
 *    property's TEOM is charged to the tenant (1 by default, as the décret 87-713 lists it).
 * 4. `owner_tax`: the owner's tax situation (section fiscalite): his marginal rate and the
 *    regimes he declares under. One row at most; a table of its own, so the data core
 *    journals its writes and undoes them like any other.
 * 5. `relance_auto`: a lease's automatic relance (`relance_auto_days`, section field
 *    `relance_auto_jours`): the relance of a month still unpaid goes N days (1 to 60) after its
 *    due date; none: never. A mise en demeure is never sent on its own.
 */
import type { AreaMigration } from 'server-kit';

const ENVOIS = `
CREATE TABLE envois (
  id        INTEGER PRIMARY KEY,
  lease_id  INTEGER NOT NULL REFERENCES leases (id) ON DELETE CASCADE,
  document  TEXT    NOT NULL CHECK (document IN ('quittance', 'recu', 'relance', 'mise_en_demeure', 'revision')),
  period    TEXT    NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  part_key  TEXT    NOT NULL DEFAULT '',
  address   TEXT    NOT NULL,
  result    TEXT    NOT NULL CHECK (result IN ('envoye', 'echec', 'en_attente')),
  detail    TEXT,
  attempts  INTEGER NOT NULL DEFAULT 0,
  sent_at   TEXT,
  UNIQUE (lease_id, document, period, part_key)
);
ALTER TABLE leases ADD COLUMN send_receipt_auto INTEGER NOT NULL DEFAULT 0 CHECK (send_receipt_auto IN (0, 1));
ALTER TABLE leases ADD COLUMN send_receipt_agreed_on TEXT CHECK (send_receipt_agreed_on IS NULL OR date(send_receipt_agreed_on) IS send_receipt_agreed_on);
`;

const TODO_FOLLOW_UPS = `
CREATE TABLE todo_follow_ups (
  id         INTEGER PRIMARY KEY,
  item_id    TEXT NOT NULL UNIQUE,
  state      TEXT NOT NULL CHECK (state IN ('reporte', 'ecarte', 'fait')),
  until_date TEXT,
  reason     TEXT,
  noted_on   TEXT NOT NULL
);
`;

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

const OWNER_TAX = `
CREATE TABLE owner_tax (
  id               INTEGER PRIMARY KEY,
  marginal_rate    INTEGER NOT NULL CHECK (marginal_rate IN (0, 11, 30, 41, 45)),                    -- tmi, percent
  land_regime      TEXT CHECK (land_regime IS NULL OR land_regime IN ('reel', 'micro')),           -- regime_foncier
  furnished_regime TEXT CHECK (furnished_regime IS NULL OR furnished_regime IN ('micro', 'reel'))  -- regime_meuble
);
`;

const RELANCE_AUTO = `
ALTER TABLE leases ADD COLUMN relance_auto_days INTEGER CHECK (relance_auto_days IS NULL OR relance_auto_days BETWEEN 1 AND 60);
`;

export const immoMigrations: readonly AreaMigration[] = [
  { version: 1, name: 'envois', sql: ENVOIS },
  { version: 2, name: 'todo_follow_ups', sql: TODO_FOLLOW_UPS },
  { version: 3, name: 'charges_and_deposits', sql: CHARGES_AND_DEPOSITS },
  { version: 4, name: 'owner_tax', sql: OWNER_TAX },
  { version: 5, name: 'relance_auto', sql: RELANCE_AUTO },
];
