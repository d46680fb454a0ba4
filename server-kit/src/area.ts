/**
 * An area's server half, as the api hosts it. The api owns the platform (security, the data
 * core, backups, files, the feeds) and hands each area a narrow context; the area owns its
 * routes, queries, tables and demo rows, and never imports the api.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from './db';
import type { ScheduledJob } from './job';
import type { Mailer } from './mail';
import type { LegacyMapping } from './moveIn';
import type { AreaTable, StoredRow } from './tables';

/** A row write of the data core, offered to an area's own features. */
export interface AreaWrites {
  /** Inserts a row of `section` (import format), checked by its section's schema; returns its id. */
  insert(section: string, row: object): number;
  /** Replaces row `id`; false when nothing changed. */
  update(section: string, id: number, row: object): boolean;
  remove(section: string, id: number): void;
  /** The section's rows in the import format with their `id`, optionally where a table column equals a value. */
  list(section: string, where?: { column: string; value: unknown }): StoredRow[];
}

/** What the api gives an area's routes: the database, the clock, the log, the write queue, the data core's write. */
export interface AreaHost {
  db: Db;
  /** Today as YYYY-MM-DD in the api's time zone (tests pin the clock). */
  today(): string;
  now(): Date;
  log: { info(message: string): void; warn(message: string): void };
  /** One write at a time, shared with the api's own writes (an import, an undo, the IRL feed). */
  writeQueue: { exclusive<T>(write: () => Promise<T>): Promise<T> };
  /** Sending mail through the owner's SMTP server (SMTP_URL); null when none is set: nothing is sent. */
  mail: Mailer | null;
  /**
   * The data core's write: `run` in ONE transaction, recorded as ONE journal entry named `summary`
   * (nothing recorded when nothing changed), undoable from the undo bar like any edit. A row refused
   * by its schema or the core's rules throws an HttpError 400 `invalid_data` naming `section` and `champ`
   * (a RowWriteRefused, whose `reason` lets the area say where the row came from); nothing is written.
   * Call it inside `writeQueue.exclusive`.
   */
  write<T>(summary: string, run: (writes: AreaWrites) => T): T;
  /** The core's backup before a large write (`avant-releve`…); throws (HttpError backup_failed) when it cannot be taken. */
  backupBefore(label: string): Promise<void>;
}

/** The environment an area reads its settings from (the api's process.env). */
export type AreaEnv = Readonly<Record<string, string | undefined>>;

export interface AreaServer<Settings = unknown> {
  /** The area's name, as in `areas/<name>/`: it keys its migrations. */
  name: string;
  /**
   * The area's own tables, numbered within the area and never edited once released: the api
   * applies its own history first, then each area's in the order it lists the areas.
   */
  migrations: readonly AreaMigration[];
  /**
   * The area's own settings, read and checked from the environment when the api reads its
   * configuration: a bad value throws its French message and the api does not start.
   */
  settings?(env: AreaEnv): Settings;
  /**
   * The area's routes, built once; the api registers them under `/api` and `/index.php/api`.
   * `settings`: what `settings(env)` read; absent (a test), the area's defaults.
   */
  routes(host: AreaHost, settings?: Settings): FastifyPluginAsync;
  /**
   * How the area's sections (its contract's `defineSection`s, which the owner edits and
   * imports) are stored: one table, and its child tables, per section. The api's data core
   * (journal, undo, import, export) writes through them. See tables.ts.
   */
  tables?: readonly AreaTable[];
  /** The demo rows of the area's sections, by section name, as of `now` (the api loads them through its import). */
  demoRows?(now: Date): AreaDemoRows;
  /** Work the api's scheduler runs for the area (job.ts): its names are prefixed with the area's. */
  jobs?(host: AreaHost, settings?: Settings): readonly ScheduledJob[];
  /** Demo rows for the area's own tables that no section maps, written after the demo dataset. */
  demo?(db: Db): void;
  /** What its sections take from the owner's old site when he moves in (see moveIn.ts). */
  moveIn?: LegacyMapping;
}

/** Rows by section name, in the import file's format. */
export type AreaDemoRows = Readonly<Record<string, readonly object[]>>;

export interface AreaMigration {
  version: number;
  /** Says what it does, e.g. `cave_bottles`: the api reports `<area>/<version>_<name>`. */
  name: string;
  sql: string;
  /**
   * The api backs the base up (`avant-migration`) before applying it: a migration that rebuilds
   * a table of the owner's data (SQLite cannot drop a NOT NULL: a new table, the rows copied, the
   * old one dropped, in the migration's one transaction).
   */
  backupFirst?: boolean;
}

/** Types an area's server half (the api lists them in api/src/areas.ts). */
export const defineAreaServer = <Settings = undefined>(area: AreaServer<Settings>): AreaServer<Settings> => area;
