/**
 * The immo area's own tables, numbered within the area (api/src/db/migrate.ts applies them after
 * the api's history). 1 is the sends' table (envois); 2 the owner's decisions on « À faire ».
 */
import type { AreaMigration } from 'server-kit';

export const immoMigrations: readonly AreaMigration[] = [
  {
    version: 2,
    name: 'todo_follow_ups',
    sql: `CREATE TABLE todo_follow_ups (
      id         INTEGER PRIMARY KEY,
      item_id    TEXT NOT NULL UNIQUE,
      state      TEXT NOT NULL CHECK (state IN ('reporte', 'ecarte', 'fait')),
      until_date TEXT,
      reason     TEXT,
      noted_on   TEXT NOT NULL
    )`,
  },
];
