/**
 * The immo area's migrations, numbered within the area and never edited once released
 * (1 to 3 belong to other features, applied in version order whatever the branch).
 *
 * 4. `owner_tax`: the owner's tax situation (section fiscalite): his marginal rate and the
 *    regimes he declares under. One row at most; a table of its own, so the data core
 *    journals its writes and undoes them like any other.
 */
import type { AreaMigration } from 'server-kit';

export const immoMigrations: readonly AreaMigration[] = [
  {
    version: 4,
    name: 'owner_tax',
    sql: `CREATE TABLE owner_tax (
  id               INTEGER PRIMARY KEY,
  marginal_rate    INTEGER NOT NULL CHECK (marginal_rate IN (0, 11, 30, 41, 45)),  -- tmi, percent
  land_regime      TEXT CHECK (land_regime IS NULL OR land_regime IN ('reel', 'micro')),        -- regime_foncier
  furnished_regime TEXT CHECK (furnished_regime IS NULL OR furnished_regime IN ('micro', 'reel')) -- regime_meuble
)`,
  },
];
