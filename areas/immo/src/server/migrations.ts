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
 * 4. `owner_tax`: the owner's tax situation (section fiscalite): his marginal rate and the
 *    regimes he declares under. One row at most; a table of its own, so the data core
 *    journals its writes and undoes them like any other. (3 is another feature's.)
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

const OWNER_TAX = `
CREATE TABLE owner_tax (
  id               INTEGER PRIMARY KEY,
  marginal_rate    INTEGER NOT NULL CHECK (marginal_rate IN (0, 11, 30, 41, 45)),                    -- tmi, percent
  land_regime      TEXT CHECK (land_regime IS NULL OR land_regime IN ('reel', 'micro')),           -- regime_foncier
  furnished_regime TEXT CHECK (furnished_regime IS NULL OR furnished_regime IN ('micro', 'reel'))  -- regime_meuble
);
`;

export const immoMigrations: readonly AreaMigration[] = [
  { version: 1, name: 'envois', sql: ENVOIS },
  { version: 2, name: 'todo_follow_ups', sql: TODO_FOLLOW_UPS },
  { version: 4, name: 'owner_tax', sql: OWNER_TAX },
];
