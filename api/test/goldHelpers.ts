/**
 * A fake upstream gold feed (a local http server whose answer the test sets) and an api
 * built on a fresh base with a settable clock, for the gold price tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import type { GoldConfig } from '../src/gold/goldConfig';
import { ALLOWED_ORIGIN } from './helpers';

export type Behaviour = 'ok' | 'slow' | '500' | 'malformed';

export interface FakeFeed {
  url: string;
  calls: number;
  behaviour: Behaviour;
  body: unknown;
  close(): Promise<void>;
}

export async function startFeed(): Promise<FakeFeed> {
  const feed = { calls: 0, behaviour: 'ok' as Behaviour, body: {} as unknown } as FakeFeed;
  const server = http.createServer((_req, res) => {
    feed.calls += 1;
    if (feed.behaviour === 'slow') {
      const timer = setTimeout(() => res.end(JSON.stringify(feed.body)), 2000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (feed.behaviour === '500') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(feed.behaviour === 'malformed' ? '{"price": "pas un nombre", ' : JSON.stringify(feed.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/price/XAU/EUR`;
  feed.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return feed;
}

/** A port nobody listens on. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/price/XAU/EUR`;
}

export interface GoldApi {
  app: App;
  db: Db;
  clock: { t: number };
  /** Messages the api logged at warn level or above. */
  warnings: string[];
  close(): Promise<void>;
}

export async function createGoldApi(gold: Partial<GoldConfig>): Promise<GoldApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-gold-'));
  const db = openDb(path.join(dir, 'dashboard.sqlite'));
  migrate(db);
  const clock = { t: Date.parse('2026-11-23T06:00:00Z') };
  const warnings: string[] = [];
  const logger = { level: 'warn', stream: { write: (line: string) => void warnings.push((JSON.parse(line) as { msg: string }).msg) } };
  const app = await buildApp({ db, filesDir: path.join(dir, 'files'), corsOrigins: [ALLOWED_ORIGIN], now: () => new Date(clock.t), gold, logger });
  return {
    app,
    db,
    clock,
    warnings,
    async close() {
      await app.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
