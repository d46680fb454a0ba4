/**
 * The real api in the caller's process, on a new base with the demo data, with routes added:
 * what a deploy of the api that ships an area's new endpoint serves. The version-skew e2e uses
 * it to add a page and its data without touching the shell. It loads Fastify and SQLite here,
 * so it has an entry of its own (`api/in-process`), apart from `api/testing`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES, buildApp } from '../app';
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
  /** Registered under each api prefix (`/api`, `/index.php/api`). */
  routes?: FastifyPluginAsync;
  /** Origins allowed besides the local shell's and remotes' (a shell served on another port). */
  origins?: string[];
}

export async function startApiInProcess({ routes, origins = [] }: InProcessOptions = {}): Promise<InProcessApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-api-'));
  const db = openDb(path.join(dataDir, 'dashboard.sqlite'));
  migrate(db);
  const filesDir = path.join(dataDir, 'files');
  seedDemo(db, filesDir);
  const app = await buildApp({ db, filesDir, corsOrigins: [...defaultCorsOrigins(), ...origins], logger: false });
  if (routes) for (const prefix of API_PREFIXES) await app.register(routes, { prefix });
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
