// The movie-database gateway with a key: a proxy to the real service, tried against a fake
// upstream on 127.0.0.1. The key is added on the server and never comes back to the client.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { readTmdbConfig, type TmdbConfig } from 'area-films/server';
import { TEST_TMDB_KEY } from './tmdbTestKey';

interface Seen {
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
}
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen) => void;

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const samplePage = { page: 1, results: [{ id: 550, original_title: 'Fight Club', overview: 'x', release_date: '1999-10-15', poster_path: '/a.jpg', vote_count: 1, vote_average: 8 }], total_pages: 1, total_results: 1 };

let upstream: http.Server;
let upstreamBase: string;
let seen: Seen[] = [];
let handler: Handler = (_req, res) => sendJson(res, 200, samplePage);
const sockets = new Set<import('node:net').Socket>();

let dir: string;
let db: Db;
const apps: App[] = [];

async function appWith(tmdb: Partial<TmdbConfig>): Promise<App> {
  const app = await buildApp({ db, filesDir: path.join(dir, 'files'), corsOrigins: [], tmdb });
  apps.push(app);
  return app;
}

const proxyApp = (extra: Partial<TmdbConfig> = {}) =>
  appWith({ apiKey: TEST_TMDB_KEY, baseUrl: upstreamBase, timeoutMs: 400, ...extra });

async function get(app: App, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, text: res.body, headers: JSON.stringify(res.headers), body: res.json() as Record<string, unknown> };
}

function expectNoKey(reply: { text: string; headers: string }) {
  expect(reply.text).not.toContain(TEST_TMDB_KEY);
  expect(reply.headers).not.toContain(TEST_TMDB_KEY);
  expect(reply.text).not.toContain('api_key=');
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const s: Seen = { path: url.pathname, params: Object.fromEntries(url.searchParams), authorization: req.headers.authorization };
    seen.push(s);
    handler(req, res, s);
  });
  upstream.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/3`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-tmdb-'));
  db = openDb(path.join(dir, 'dashboard.sqlite'));
  migrate(db);
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => sendJson(res, 200, samplePage);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  db.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /tmdb/3 through the proxy', () => {
  it('adds the key server-side, forwards only the validated parameters, relays the reply', async () => {
    const app = await proxyApp();
    const reply = await get(app, '/tmdb/3/discover/movie?language=fr-FR&with_genres=878&sort_by=popularity.desc&page=3&extra=1');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(samplePage);
    expect(seen).toEqual([
      {
        path: '/3/discover/movie',
        params: { api_key: TEST_TMDB_KEY, language: 'fr-FR', with_genres: '878', sort_by: 'popularity.desc', page: '3' },
        authorization: undefined,
      },
    ]);
    expectNoKey(reply);
  });

  it.each([
    ['/tmdb/3/movie/popular?page=2', '/3/movie/popular', { language: 'fr-FR', page: '2' }],
    ['/tmdb/3/movie/top_rated', '/3/movie/top_rated', { language: 'fr-FR', page: '1' }],
    ['/tmdb/3/search/movie?query=Am%C3%A9lie&page=1', '/3/search/movie', { language: 'fr-FR', query: 'Amélie', page: '1' }],
    ['/tmdb/3/discover/movie?primary_release_year=1994', '/3/discover/movie', { language: 'fr-FR', primary_release_year: '1994', sort_by: 'popularity.desc', page: '1' }],
    ['/tmdb/3/movie/550', '/3/movie/550', { language: 'fr-FR' }],
    ['/tmdb/3/movie/550/similar?page=2', '/3/movie/550/similar', { language: 'fr-FR', page: '2' }],
  ])('%s → upstream %s', async (url, upstreamPath, params) => {
    const app = await proxyApp({ cacheTtlMs: 0 });
    const reply = await get(app, url);
    expect(reply.status).toBe(200);
    expect(seen).toEqual([{ path: upstreamPath, params: { ...params, api_key: TEST_TMDB_KEY }, authorization: undefined }]);
    expectNoKey(reply);
  });

  it('sends a v4 read access token as a bearer header, not in the URL', async () => {
    const token = `eyJhbGciOiJIUzI1NiJ9.${'e30'}.${TEST_TMDB_KEY}`;
    const app = await proxyApp({ apiKey: token });
    const reply = await get(app, '/tmdb/3/movie/popular');
    expect(reply.status).toBe(200);
    expect(seen[0]!.authorization).toBe(`Bearer ${token}`);
    expect(seen[0]!.params).toEqual({ language: 'fr-FR', page: '1' });
    expect(reply.text).not.toContain(token);
  });

  it('keeps replies for a short while: the same call reaches the service once', async () => {
    const app = await proxyApp();
    await get(app, '/tmdb/3/movie/popular?page=4');
    await get(app, '/tmdb/3/movie/popular?page=4&language=fr-FR');
    expect(seen).toHaveLength(1);
    await get(app, '/tmdb/3/movie/popular?page=5');
    expect(seen).toHaveLength(2);
  });

  it('does not cache errors', async () => {
    handler = (_req, res) => sendJson(res, 500, { status_message: 'panne' });
    const app = await proxyApp();
    expect((await get(app, '/tmdb/3/movie/top_rated?page=7')).status).toBe(502);
    handler = (_req, res) => sendJson(res, 200, samplePage);
    expect((await get(app, '/tmdb/3/movie/top_rated?page=7')).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('masks the key if the service ever echoes it in a reply', async () => {
    handler = (req, res) => sendJson(res, 200, { ...samplePage, echo: req.url });
    const app = await proxyApp();
    const reply = await get(app, '/tmdb/3/movie/popular?page=9');
    expect(reply.status).toBe(200);
    expect(String(reply.body.echo)).toContain('api_key=[clé masquée]');
    expect(reply.text).not.toContain(TEST_TMDB_KEY);
  });

  it.each([
    [401, 502, /refuse la clé configurée sur le serveur/],
    [403, 502, /refuse la clé/],
    [429, 503, /limite le nombre de requêtes/],
    [500, 502, /erreur \(HTTP 500\)/],
  ])('upstream %i → %i JSON, without the key', async (upstreamStatus, status, message) => {
    handler = (req, res) => sendJson(res, upstreamStatus, { status_message: `Invalid API key: ${req.url}` });
    const app = await proxyApp({ cacheTtlMs: 0 });
    const reply = await get(app, '/tmdb/3/movie/popular');
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(message);
    expectNoKey(reply);
  });

  it('upstream 404 on a film → 404 JSON', async () => {
    handler = (_req, res) => sendJson(res, 404, { status_code: 34, status_message: 'The resource you requested could not be found.' });
    const app = await proxyApp();
    const reply = await get(app, '/tmdb/3/movie/123456789');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'not_found', message: 'Film introuvable : aucun film ne porte l’identifiant 123456789.' });
  });

  it('an unreadable reply → 502 JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<html>${TEST_TMDB_KEY}`);
    };
    const app = await proxyApp();
    const reply = await get(app, '/tmdb/3/movie/popular?page=11');
    expect(reply.status).toBe(502);
    expect(reply.body.message).toMatch(/réponse illisible/);
    expectNoKey(reply);
  });

  it('a service too slow → 504 JSON after the timeout', async () => {
    handler = (_req, res) => {
      setTimeout(() => sendJson(res, 200, samplePage), 2000).unref();
    };
    const app = await proxyApp({ timeoutMs: 200 });
    const started = Date.now();
    const reply = await get(app, '/tmdb/3/movie/popular?page=12');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(reply.status).toBe(504);
    expect(reply.body).toEqual({ error: 'upstream_timeout', message: 'Le service de films n’a pas répondu à temps (0,2 s).' });
    expectNoKey(reply);
  });

  it('a service out of reach → 502 JSON', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const app = await appWith({ apiKey: TEST_TMDB_KEY, baseUrl: `http://127.0.0.1:${port}/3` });
    const reply = await get(app, '/tmdb/3/movie/popular');
    expect(reply.status).toBe(502);
    expect(reply.body).toEqual({ error: 'upstream_error', message: 'Le service de films est injoignable.' });
    expectNoKey(reply);
  });

  it('refuses bad requests before calling the service', async () => {
    const app = await proxyApp();
    for (const url of ['/tmdb/3/movie/popular?page=0', '/tmdb/3/discover/movie?with_genres=1', '/tmdb/3/search/movie', '/tmdb/3/movie/popular?api_key=stolen', '/tmdb/3/tv/1']) {
      const reply = await get(app, url);
      expect([400, 404]).toContain(reply.status);
      expectNoKey(reply);
    }
    expect(seen).toEqual([]);
  });
});

describe('gateway settings from the environment', () => {
  it('is offline without a key, with the defaults of the real service', () => {
    expect(readTmdbConfig({})).toEqual({
      apiKey: null,
      baseUrl: 'https://api.themoviedb.org/3',
      timeoutMs: 5000,
      cacheTtlMs: 60000,
      cacheMaxEntries: 500,
    });
    expect(readTmdbConfig({ TMDB_API_KEY: '   ' }).apiKey).toBeNull();
  });

  it('reads the key, the base and the timeout', () => {
    expect(readTmdbConfig({ TMDB_API_KEY: ` ${TEST_TMDB_KEY} `, TMDB_BASE_URL: 'http://127.0.0.1:9/3', TMDB_TIMEOUT_MS: '2500' })).toMatchObject({
      apiKey: TEST_TMDB_KEY,
      baseUrl: 'http://127.0.0.1:9/3',
      timeoutMs: 2500,
    });
  });

  it('refuses a bad base or timeout with a French message', () => {
    expect(() => readTmdbConfig({ TMDB_BASE_URL: 'ftp://x' })).toThrow(/TMDB_BASE_URL invalide/);
    expect(() => readTmdbConfig({ TMDB_BASE_URL: 'pas une url' })).toThrow(/TMDB_BASE_URL invalide/);
    expect(() => readTmdbConfig({ TMDB_TIMEOUT_MS: '0' })).toThrow(/TMDB_TIMEOUT_MS invalide/);
  });
});
