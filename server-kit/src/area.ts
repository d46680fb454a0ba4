/**
 * An area's server half, as the api hosts it. The api owns the platform (security, the data
 * core, backups, files, the feeds) and hands each area a narrow context; the area owns its
 * routes, queries, tables and demo rows, and never imports the api.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from './db';

/** What the api gives an area's routes: the database, the clock, the log, the write queue. */
export interface AreaHost {
  db: Db;
  /** Today as YYYY-MM-DD in the api's time zone (tests pin the clock). */
  today(): string;
  now(): Date;
  log: { info(message: string): void; warn(message: string): void };
  /** One write at a time, shared with the api's own writes (an import, an undo, the IRL feed). */
  writeQueue: { exclusive<T>(write: () => Promise<T>): Promise<T> };
}

export interface AreaServer {
  /** The area's name, as in `areas/<name>/`: it keys its migrations. */
  name: string;
  /**
   * Folder of the area's own migrations, `NNN_<what>.sql` numbered within the area. The api
   * applies its own history first, then each area's in the order it lists the areas.
   */
  migrations?: string;
  /** The area's routes, built once; the api registers them under `/api` and `/index.php/api`. */
  routes(host: AreaHost): FastifyPluginAsync;
  /** Demo rows for the area's own tables, written after the api's demo dataset. */
  demo?(db: Db): void;
}

/** Types an area's server half (the api lists them in api/src/areas.ts). */
export const defineAreaServer = (area: AreaServer): AreaServer => area;
