/**
 * Bad input on every endpoint: wrong ids, wrong years, huge and non-numeric parameters,
 * unexpected methods and bodies. Each gets a 4xx JSON error with a French message (or, for
 * parameters an endpoint does not take, the same reply as without them), never a 500 nor a
 * stack trace; and the database and the files are exactly as before afterwards.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { AREA_PATHS as GET_PATHS } from './areaEndpoints';
import { createTestApi, WRITE_HEADERS, type TestApi } from './helpers';
import { expectUnchanged, storeState, type StoreState } from './integrity';

let api: TestApi;
let before: StoreState;
beforeAll(async () => {
  api = await createTestApi();
  before = storeState(api.db, api.filesDir);
});
afterAll(async () => {
  expectUnchanged('api : entrées invalides sur chaque endpoint', before, storeState(api.db, api.filesDir));
  await api.close();
});

const PREFIXES = ['/api', '/index.php/api'];
const MOVIE_PATHS = ['/tmdb/3/movie/popular', '/tmdb/3/movie/top_rated', '/tmdb/3/search/movie?query=a', '/tmdb/3/discover/movie'];

/** A test title for a URL that may be very long. */
const short = (url: string) => (url.length > 80 ? `${url.slice(0, 60)}… (${url.length} caractères)` : url);

/** Never a server error, never a stack trace or a file path; errors are JSON {error, message}. */
function expectClean(res: LightMyRequestResponse, label: string): void {
  expect({ label, status: res.statusCode < 500 }).toEqual({ label, status: true });
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\/src\/|\.ts:\d+|SqliteError|TypeError|ReferenceError/);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { error?: unknown; message?: unknown };
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
  }
}

/** Writes carry the dashboard's header, so that what is tested here is the route, not the write guard. */
async function send(options: InjectOptions, target: TestApi = api): Promise<LightMyRequestResponse> {
  const res = await target.app.inject({ ...options, headers: { ...WRITE_HEADERS, ...options.headers } });
  expectClean(res, `${options.method ?? 'GET'} ${String(options.url)}`);
  return res;
}

/** Query strings an endpoint does not take: junk, huge, non-numeric, prototype keys. */
const JUNK_QUERIES = [
  'id=abc',
  'id=-1',
  'id=99999999999999999999999999',
  'annee=abc',
  'year=1e999',
  'year=-2024',
  `x=${'9'.repeat(6000)}`,
  'page=NaN&page=Infinity',
  'a[b][c]=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  '%00=%00',
  '=',
];

describe.each(PREFIXES)('%s: parameters an endpoint does not take are ignored', (prefix) => {
  test.each(GET_PATHS)('%s', async (p) => {
    const plain = await send({ method: 'GET', url: `${prefix}/${p}` });
    expect(plain.statusCode).toBe(200);
    for (const q of JUNK_QUERIES) {
      const res = await send({ method: 'GET', url: `${prefix}/${p}?${q}` });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
      expect(res.json()).toEqual(plain.json());
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('bad ids in the path: 400 or 404, in JSON', () => {
  const BAD_IDS = ['abc', '-1', '2', '01', '1.0', '1e0', '0x1', '%20%31', '99999999999999999999', '%00', '..', '%2e%2e', 'a'.repeat(90)];
  test.each(PREFIXES)('%s/immeubles/graphTxFonciere/:id', async (prefix) => {
    for (const id of BAD_IDS) {
      const res = await send({ method: 'GET', url: `${prefix}/immeubles/graphTxFonciere/${id}` });
      expect({ id, status: [400, 404].includes(res.statusCode) }).toEqual({ id, status: true });
    }
    // Longer than any route parameter may be.
    const long = await send({ method: 'GET', url: `${prefix}/immeubles/graphTxFonciere/${'9'.repeat(5000)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
  });

  test.each(PREFIXES)('%s/permis/contenuDossierImage/:folder', async (prefix) => {
    for (const folder of ['', 'RECETTES', 'recettes%00', 'recettes.', 'recettes%2f..', '..', '%2e%2e', '~', 'files', 'a'.repeat(90)]) {
      const res = await send({ method: 'GET', url: `${prefix}/permis/contenuDossierImage/${folder}` });
      expect({ folder, status: res.statusCode }).toEqual({ folder, status: 404 });
    }
  });
});

describe('films gateway: bad ids, bad years, huge and non-numeric parameters', () => {
  const CASES = [
    '/tmdb/3/movie/abc',
    '/tmdb/3/movie/-1',
    '/tmdb/3/movie/0',
    '/tmdb/3/movie/1.5',
    '/tmdb/3/movie/99999999999999999999',
    '/tmdb/3/movie/1/similar?page=0',
    '/tmdb/3/movie/1/similar?page=abc',
    '/tmdb/3/movie/popular?page=501',
    '/tmdb/3/movie/popular?page=1e3',
    '/tmdb/3/movie/popular?page=1&page=2',
    `/tmdb/3/movie/popular?page=${'9'.repeat(400)}`,
    '/tmdb/3/discover/movie?primary_release_year=abc',
    '/tmdb/3/discover/movie?primary_release_year=1800',
    '/tmdb/3/discover/movie?primary_release_year=99999',
    '/tmdb/3/discover/movie?primary_release_year=2020.5',
    '/tmdb/3/discover/movie?primary_release_year=-2020',
    '/tmdb/3/discover/movie?with_genres=abc',
    '/tmdb/3/discover/movie?with_genres=-1',
    '/tmdb/3/search/movie',
    `/tmdb/3/search/movie?query=${'x'.repeat(2000)}`,
    '/tmdb/3/movie/popular?api_key=volee',
    '/tmdb/3/tv/popular',
    '/tmdb/3/movie/%2e%2e%2f%2e%2e%2fapi',
    '/tmdb/3/%2e%2e/%2e%2e/files/recettes',
  ];
  test.each(CASES.map((url) => [short(url), url]))('%s', async (_label, url) => {
    const res = await send({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('unexpected methods, on every endpoint: a 4xx JSON error', () => {
  const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH'] as const;
  test.each(PREFIXES)('%s', async (prefix) => {
    for (const p of GET_PATHS) {
      for (const method of METHODS) {
        const res = await send({ method, url: `${prefix}/${p}`, payload: { IM_NOM: 'x' } });
        expect({ method, p, status: [404, 405].includes(res.statusCode) }).toEqual({ method, p, status: true });
      }
    }
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await send({ method, url: `${prefix}/permis/uploadfileimg` });
      expect({ method, status: [404, 405].includes(res.statusCode) }).toEqual({ method, status: true });
    }
  });

  test('the films gateway only answers GET', async () => {
    for (const url of MOVIE_PATHS) {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const res = await send({ method, url, payload: {} });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
  });
});

describe('unexpected bodies', () => {
  const upload = '/api/permis/uploadfileimg';
  test.each([
    ['JSON', 'application/json', JSON.stringify({ imagesvelte: 'data:image/png;base64,AAAA' })],
    ['malformed JSON', 'application/json', '{"imagesvelte": '],
    ['JSON with a prototype key', 'application/json', '{"__proto__": {"admin": true}}'],
    ['plain text', 'text/plain', 'bonjour'],
    ['a form', 'application/x-www-form-urlencoded', 'imagesvelte=x.png'],
    ['XML', 'application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    ['multipart without boundary', 'multipart/form-data', '--x\r\n\r\n'],
    ['multipart with a bad boundary', 'multipart/form-data; boundary=abc', 'pas du multipart'],
    ['no content type', '', 'octets'],
  ])('%s on the upload: 4xx', async (_label, contentType, payload) => {
    const res = await send({
      method: 'POST',
      url: upload,
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  test('a 2 Mo JSON body: 413 or 415, not read into memory as data', async () => {
    const res = await send({
      method: 'POST',
      url: upload,
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([413, 415]).toContain(res.statusCode);
  });

  test('a body on a GET is ignored', async () => {
    const res = await send({
      method: 'GET',
      url: '/api/immeubles/restau',
      payload: '{"cassé": ',
      headers: { 'content-type': 'application/json' },
    });
    expect([200, 400]).toContain(res.statusCode);
  });
});

describe('malformed requests', () => {
  test.each([
    '/api/immeubles/%E0%A4%A',
    '/api/%',
    '/api/immeubles/restau%',
    '/api/immeubles/graphTxFonciere/%ff',
    '/files/%',
    '/files/recettes/%E0%A4%A.png',
    `/api/${'a/'.repeat(3000)}`,
    '/api/immeubles/restau?%',
    '/api/immeubles/restau?a=%E0%A4%A',
  ].map((url) => [short(url), url]))('%s', async (_label, url) => {
    const res = await send({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('with sign-in required, no route answers data without a session', () => {
  let locked: TestApi;
  let lockedBefore: StoreState;
  beforeAll(async () => {
    locked = await createTestApi({ security: { requireSession: true } });
    lockedBefore = storeState(locked.db, locked.filesDir);
  });
  afterAll(async () => {
    expectUnchanged('api : routes fermées sans session', lockedBefore, storeState(locked.db, locked.filesDir));
    await locked.close();
  });

  const URLS = [
    ...PREFIXES.flatMap((prefix) => [...GET_PATHS, 'data', 'data/immos', 'capabilities', 'permis/contenuDossierImage/recettes'].map((p) => `${prefix}/${p}`)),
    ...MOVIE_PATHS,
    '/files/recettes/quiche-lorraine.png',
    '/api/nimporte/quoi',
    '/',
  ];
  test.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s on every route: 401, no payload', async (method) => {
    for (const url of URLS) {
      const res = await send({ method, url, ...(method === 'GET' ? {} : { payload: {} }) }, locked);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/^Connexion requise : /) });
    }
  });

  test('a forged or foreign session cookie opens nothing', async () => {
    for (const cookie of ['tdb_session=abc', 'tdb_session=abc.def', 'sessionId=abc', `tdb_session=${'a'.repeat(5000)}`]) {
      const res = await send({ method: 'GET', url: '/api/immeubles/restau', headers: { cookie } }, locked);
      expect({ cookie: cookie.slice(0, 30), status: res.statusCode }).toEqual({ cookie: cookie.slice(0, 30), status: 401 });
    }
  });
});
