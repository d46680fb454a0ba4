import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { readAreaSettings } from '../src/areas';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { seedDemo } from '../src/seed/seedDemo';

export interface TestApi {
  app: App;
  db: Db;
  dir: string;
  filesDir: string;
  close(): Promise<void>;
}

export const ALLOWED_ORIGIN = 'http://127.0.0.1:3000';
/** The header every write must carry (see src/security/writeGuard.ts). */
export const WRITE_HEADERS = { 'x-tableau-de-bord': '1' } as const;

export interface TestApiOptions {
  seed?: boolean;
  now?: Date;
  uploadMaxBytes?: number;
  /** Host allow-list, sign-in, rate limits, quota, timeouts (production defaults otherwise). */
  security?: BuildAppOptions['security'];
  /** Sending documents by e-mail (none by default). */
  mail?: BuildAppOptions['mail'];
  /** RETARD_JOURS (5 by default). */
  retardJours?: number;
  /** The holdings' quote service (QUOTES_URL…; none by default). */
  quotes?: BuildAppOptions['quotes'];
}

/**
 * A fresh SQLite file and files folder in os.tmpdir(), migrated, seeded unless told otherwise;
 * backups go to its backups/ folder.
 */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const db = openDb(path.join(dir, 'dashboard.sqlite'));
  migrate(db);
  const filesDir = path.join(dir, 'files');
  const now = options.now ?? new Date();
  if (options.seed !== false) seedDemo(db, filesDir, now);
  const app = await buildApp({
    db,
    filesDir,
    corsOrigins: [ALLOWED_ORIGIN],
    now: () => now,
    backups: { dir: path.join(dir, 'backups') },
    ...(options.uploadMaxBytes !== undefined ? { uploadMaxBytes: options.uploadMaxBytes } : {}),
    ...(options.security !== undefined ? { security: options.security } : {}),
    ...(options.mail !== undefined ? { mail: options.mail } : {}),
    ...(options.retardJours !== undefined ? { areaSettings: readAreaSettings({ RETARD_JOURS: String(options.retardJours) }) } : {}),
    ...(options.quotes !== undefined ? { quotes: options.quotes } : {}),
  });
  return {
    app,
    db,
    dir,
    filesDir,
    async close() {
      await app.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GETs a url, expects 200 and returns the unwrapped payload. */
export async function getPayload(app: App, url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  const body = res.json() as { payload?: unknown };
  expect(body).toHaveProperty('payload');
  return body.payload;
}

/** Row counts of every data table (to prove that a refused import changed nothing). */
export function tableCounts(db: Db): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM ${name}`).get() as { n: number }).n]),
  );
}

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----api-test-boundary-7f3a';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * An empty api on `now`, filled by `sql` in one transaction before the file's tests and closed
 * after: the performance tests' large bases, built in SQL rather than row by row.
 */
export function withSqlBase(now: Date, sql: string): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi({ seed: false, now });
    api.db.transaction(() => api!.db.exec(sql))();
  });
  afterAll(async () => {
    await api?.close();
  });
  return () => api!;
}
