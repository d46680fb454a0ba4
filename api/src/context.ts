import type { Backups } from './backup/backups';
import type { WriteQueue } from './data/writeQueue';
import type { Db } from './db/open';
import type { GoldService } from './gold/goldService';
import type { NetWorthQueries } from './networth/netWorthQueries';
import type { AllData } from './allData';

/** What the route plugins need: prepared queries (built once), the clock and the files folder. */
export interface ApiContext {
  /** immeubles/alldata: the properties and the holdings, the spec's one document for both areas. */
  allData: AllData;
  /** Today as YYYY-MM-DD (injectable for tests). */
  today(): string;
  /** The clock (tests pin it): when a write happened, for the journal. */
  now: () => Date;
  filesDir: string;
  uploadMaxBytes: number;
  /** The database, for the data api's writes. */
  db: Db;
  /** One write at a time, under both prefixes and from the api itself (the IRL series): see data/writeQueue.ts. */
  writeQueue: WriteQueue;
  backups: Backups;
  /** Sign-in is required on every route but the session's. */
  requireSession: boolean;
  /** The gold price (feed, cache, last known value). */
  gold: GoldService;
  /** The net worth month by month, holdings at their quotes (api/src/networth/). */
  netWorth: NetWorthQueries;
}

export interface RouteOptions {
  ctx: ApiContext;
}
