/**
 * The real api in the caller's process, on a new base with the demo data, optionally with an
 * area's server half in place of the one of the same name: what a deploy of the api that ships
 * that area's new endpoint serves (the recipe's test, e2e/recipe/recipe.spec.ts). It loads
 * Fastify and SQLite here, so it has an entry of its own (`api/in-process`), apart from `api/testing`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AreaServer } from 'server-kit';
import { buildApp } from '../app';
import { AREAS } from '../areas';
import { defaultCorsOrigins } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { seedDemo } from '../seed/seedDemo';

export interface InProcessApi {
  /** Base address, such as http://127.0.0.1:41234. */
  url: string;
  close(): Promise<void>;
}

export interface InProcessOptions {
  /** An area's server half (e.g. a copy with a new endpoint), in place of the area of the same name. */
  area?: AreaServer;
  /** Origins allowed besides the local shell's and remotes' (a shell served on another port). */
  origins?: string[];
}

export async function startApiInProcess({ area, origins = [] }: InProcessOptions = {}): Promise<InProcessApi> {
  const areas = AREAS.map((a) => (a.name === area?.name ? area : a));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-api-'));
  const db = openDb(path.join(dataDir, 'dashboard.sqlite'));
  migrate(db, undefined, areas);
  const filesDir = path.join(dataDir, 'files');
  seedDemo(db, filesDir, new Date(), { areas });
  const app = await buildApp({ db, filesDir, corsOrigins: [...defaultCorsOrigins(), ...origins], logger: false, areas });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
