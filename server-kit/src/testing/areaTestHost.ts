/**
 * An in-memory host for an area's server half, as the api hosts it: the base's SQL history then
 * each area's own migrations, the areas' routes under /api, a pinned clock, and the data core's
 * write on the areas' table stores (memoryWrites.ts). An area's tests run on it in the area's
 * own package; what the host itself does (security, backups, journal and undo, joins across
 * areas) is tested in api/test.
 */
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Section } from 'contract-kit/data';
import type { AreaHost, AreaServer } from '../area';
import { readBaseMigrations } from '../baseMigrations';
import { isoDay } from '../dates';
import type { Db } from '../db';
import type { Mailer } from '../mail';
import { areaTableStores, type SectionStore } from '../tableStore';
import { createMemoryWrite, type WriteEntry } from './memoryWrites';
import { testApp } from './testApp';

export interface AreaTestHostOptions {
  areas: readonly AreaServer[];
  /**
   * The areas' sections by name (their contracts' `…Sections`), in the order their rows are
   * written: a property before its rents. Every write is checked against them.
   */
  sections: Readonly<Record<string, Section>>;
  /** The pinned clock: `today()` is its day in the server's time zone, as the api's. */
  now: Date;
  /** Loads each area's demoRows(now), then its demo(db). */
  seed?: boolean;
  mail?: Mailer | null;
  /** Each area's settings by area name, as its `settings(env)` reads them; absent, its defaults. */
  settings?: Readonly<Record<string, unknown>>;
}

/** The host handed to the areas, with what a test reads of it. */
export interface TestAreaHost extends AreaHost {
  /** Every area write that changed something, oldest first (what the journal would hold). */
  readonly entries: WriteEntry[];
  /** The labels of the backups asked for (`avant-releve`…), in order. */
  readonly backups: string[];
  /** What the areas logged, as `info: …` / `warn: …`. */
  readonly logged: string[];
  /** Moves the pinned clock: the same rows read on another day. */
  setNow(now: Date): void;
}

export interface AreaTestHost {
  app: FastifyInstance;
  db: Db;
  host: TestAreaHost;
  close(): Promise<void>;
}

/** The base's history, then each area's migrations in the order `areas` lists them. */
function migrated(areas: readonly AreaServer[]): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  for (const m of readBaseMigrations()) db.exec(m.sql);
  for (const area of areas) for (const m of [...area.migrations].sort((a, b) => a.version - b.version)) db.exec(m.sql);
  return db;
}

/** One store per section the areas' tables declare. */
function storesOf(db: Db, areas: readonly AreaServer[]): Map<string, SectionStore> {
  const storeOf = areaTableStores(db);
  const stores = new Map<string, SectionStore>();
  for (const table of areas.flatMap((area) => area.tables ?? [])) {
    if (stores.has(table.section)) throw new Error(`Section « ${table.section} » rangée deux fois (table ${table.table}).`);
    stores.set(table.section, storeOf(table.section, table));
  }
  return stores;
}

/** The areas' demo rows, each section's replacing what the migrations put there, as the api's demo load does. */
function seedDemo(host: TestAreaHost, areas: readonly AreaServer[], sections: Readonly<Record<string, Section>>, now: Date): void {
  const rows = new Map<string, readonly object[]>();
  for (const area of areas) for (const [name, list] of Object.entries(area.demoRows?.(now) ?? {})) rows.set(name, list);
  const unknown = [...rows.keys()].filter((name) => !(name in sections));
  if (unknown.length > 0) throw new Error(`Lignes de démonstration de sections inconnues : ${unknown.join(', ')}.`);
  const order = Object.keys(sections).filter((name) => rows.has(name));
  host.write('Données de démonstration', (writes) => {
    for (const name of [...order].reverse()) for (const row of writes.list(name)) writes.remove(name, row.id);
    for (const name of order) for (const row of rows.get(name) ?? []) writes.insert(name, row);
  });
  host.db.transaction(() => areas.forEach((area) => area.demo?.(host.db)))();
}

export async function createAreaTestHost(options: AreaTestHostOptions): Promise<AreaTestHost> {
  const { areas, sections } = options;
  let now = options.now;
  const db = migrated(areas);
  const memory = createMemoryWrite(db, storesOf(db, areas), sections);
  let tail: Promise<unknown> = Promise.resolve();
  const logged: string[] = [];
  const backups: string[] = [];
  const host: TestAreaHost = {
    db,
    today: () => isoDay(now),
    now: () => now,
    log: { info: (m) => logged.push(`info: ${m}`), warn: (m) => logged.push(`warn: ${m}`) },
    writeQueue: {
      exclusive(write) {
        const run = tail.then(write);
        tail = run.catch(() => undefined);
        return run;
      },
    },
    mail: options.mail ?? null,
    write: memory.write,
    async backupBefore(label) {
      backups.push(label);
    },
    entries: memory.entries,
    backups,
    logged,
    setNow(day) {
      now = day;
    },
  };
  if (options.seed) {
    seedDemo(host, areas, sections, now);
    // The demo load is not an owner's write: a test reads the entries of its own writes only.
    memory.entries.length = 0;
  }
  const app = await testApp(areas.map((area) => area.routes(host, options.settings?.[area.name])));
  return {
    app,
    db,
    host,
    async close() {
      await app.close();
      db.close();
    },
  };
}
