/** Helpers of the tests of the import from the old site (src/legacy): the route, and small HTTP servers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';
import type { LegacyReport } from '../src/legacy/legacyReport';
import { payloadOf, request } from './dataHelpers';

export interface LegacyAsk {
  adresse: string;
  script?: string;
  remplacer?: boolean;
  confirmer?: boolean;
  manquantesAcceptees?: string[];
}

export const legacyImport = (app: App, ask: LegacyAsk) => request(app, 'POST', '/api/data/legacy-import', ask);

export async function legacyReport(app: App, ask: LegacyAsk): Promise<LegacyReport> {
  return payloadOf<LegacyReport>(await legacyImport(app, ask));
}

export interface FakeSite {
  url: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A node http server on 127.0.0.1, port 0, answering with `handle`; it counts the paths asked. */
export async function fakeSite(handle: (path: string, res: http.ServerResponse, url: string) => void): Promise<FakeSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    handle(path, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON reply { payload } as the old site sends it. */
export function sendPayload(res: http.ServerResponse, payload: unknown, body?: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body ?? JSON.stringify({ payload }));
}

/** A port nothing listens on: a server's, once closed. */
export async function closedPort(): Promise<string> {
  const site = await fakeSite((_p, res) => res.end());
  await site.close();
  return site.url;
}
