/**
 * Who must sign in when the api is behind a reverse proxy. Straight from this machine the api
 * stays open; a request that carries a proxy's header, or names the server by a name of
 * another machine, or any request when the api listens beyond loopback, needs the session:
 * 401 and no data without it, for a read and for a write. Also the Secure cookie behind a
 * proxy (TRUST_PROXY) that says https, and the start log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword, PASSWORD_FILE_NAME, writePasswordHash } from '../src/security/password';
import { signInLogLine } from '../src/security/startupCheck';
import { SESSION_COOKIE } from '../src/security/ownerSession';
import { createTestApi, WRITE_HEADERS, type TestApi } from './helpers';

const PASSWORD = 'le mot de passe du bailleur';
const READ = '/api/immeubles/restau';

let dir: string;
let api: TestApi;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policy-'));
  const passwordFile = path.join(dir, PASSWORD_FILE_NAME);
  writePasswordHash(passwordFile, await hashPassword(PASSWORD));
  // As deployed behind Caddy on this machine: its name allowed, the proxy trusted.
  api = await createTestApi({ security: { passwordFile, allowedHosts: ['tdb.maison.lan'], trustedProxies: ['127.0.0.1'], signInsPerMinute: 100 } });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The demo's restaurants as /api/immeubles/restau sends them: the 14 of
 * areas/leisure/src/server/demo/restaurants.ts, by title in SQLite's byte order (« La » before
 * « Le », « L’ » after both), counted and sorted by hand.
 */
const DEMO_RESTAURANT_COUNT = 14;
const FIRST_RESTAURANT = { TW_TITRE: 'Brasserie du Lac', TW_TYPE: 'Brasserie', TW_VILLE: 'Aix-les-Bains', TW_TARIF: '€€' };

const restaurants = () => (api.db.prepare('SELECT COUNT(*) AS n FROM restaurants').get() as { n: number }).n;
const newRestaurant = { TW_TITRE: 'Chez Nous', TW_TYPE: 'Bouchon', TW_VILLE: 'Lyon', TW_TARIF: '€€' };

describe('straight from this machine: open, as before', () => {
  test.each(['localhost', '127.0.0.1:8080', '[::1]:8080'])('Host %s reads without a session', async (host) => {
    const res = await api.app.inject({ method: 'GET', url: READ, headers: { host } });
    expect(res.statusCode).toBe(200);
    const { payload } = res.json() as { payload: unknown[] };
    expect(payload).toHaveLength(DEMO_RESTAURANT_COUNT);
    expect(payload[0]).toEqual(FIRST_RESTAURANT);
  });

  test('capabilities say no sign-in is needed', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/capabilities', headers: { host: '127.0.0.1:8080' } });
    expect(res.json()).toEqual({ payload: { write: true, signedIn: true, signInRequired: false } });
  });
});

describe('from outside: 401 and nothing read or written without the session', () => {
  test.each([
    ['X-Forwarded-For (a proxy on this machine)', { host: '127.0.0.1:3000', 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded (RFC 7239)', { host: 'localhost', forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Real-IP (nginx)', { host: 'localhost', 'x-real-ip': '203.0.113.9' }],
    ['a Host of API_ALLOWED_HOSTS, no proxy header', { host: 'tdb.maison.lan' }],
  ])('%s', async (_label, headers) => {
    const read = await api.app.inject({ method: 'GET', url: READ, headers });
    expect(read.statusCode).toBe(401);
    expect(read.body).not.toMatch(/TW_TITRE/);
    const everything = await api.app.inject({ method: 'GET', url: '/api/data', headers });
    expect(everything.statusCode).toBe(401);
    const before = restaurants();
    const write = await api.app.inject({ method: 'POST', url: '/api/data/restaurants', headers: { ...headers, ...WRITE_HEADERS }, payload: newRestaurant });
    expect(write.statusCode).toBe(401);
    expect(write.json().message).toMatch(/^Connexion requise/);
    expect(restaurants()).toBe(before);
  });

  test('the same request with the session reads, and writes from its own origin', async () => {
    const headers = { host: 'tdb.maison.lan', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    const signIn = await api.app.inject({ method: 'POST', url: '/api/session', headers: { ...headers, ...WRITE_HEADERS }, payload: { password: PASSWORD } });
    expect(signIn.statusCode).toBe(204);
    const cookie = signIn.cookies.find((c) => c.name === SESSION_COOKIE)!;
    // Behind the trusted proxy that says https, the cookie is Secure.
    expect(cookie.secure).toBe(true);
    const session = `${cookie.name}=${cookie.value}`;
    const read = await api.app.inject({ method: 'GET', url: READ, headers: { ...headers, cookie: session } });
    expect(read.statusCode).toBe(200);
    expect((read.json() as { payload: unknown[] }).payload[0]).toEqual(FIRST_RESTAURANT);
    const caps = await api.app.inject({ method: 'GET', url: '/api/capabilities', headers: { ...headers, cookie: session } });
    expect(caps.json()).toEqual({ payload: { write: true, signedIn: true, signInRequired: true } });
    const before = restaurants();
    // One address: the page's Origin is the proxy's, the api's own Host, not one of CORS_ORIGINS.
    const write = await api.app.inject({
      method: 'POST',
      url: '/api/data/restaurants',
      headers: { ...headers, ...WRITE_HEADERS, origin: 'https://tdb.maison.lan', cookie: session },
      payload: newRestaurant,
    });
    expect(write.statusCode).toBe(201);
    expect(restaurants()).toBe(before + 1);
  });

  test('a wrong password through the proxy is refused', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/session', headers: { host: 'tdb.maison.lan', 'x-forwarded-for': '203.0.113.10', ...WRITE_HEADERS }, payload: { password: 'pas le bon' } });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('beyond loopback (API_HOST=0.0.0.0): every request, even from this machine', () => {
  test('401 with Host localhost and no proxy header', async () => {
    const open = await createTestApi({ seed: false, security: { requireSession: true, boundHost: '0.0.0.0' } });
    try {
      const res = await open.app.inject({ method: 'GET', url: READ, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });
});

describe('the start log says which case holds', () => {
  const base = { host: '127.0.0.1', requireSignIn: false, passwordFile: '/nulle/part', allowedHosts: [] as string[], trustedProxies: [] as string[] };
  test('loopback only: open here, a proxy is refused until a password is set', () => {
    expect(signInLogLine(base)).toBe(
      'Connexion du propriétaire obligatoire pour toute requête passée par un proxy (Forwarded, X-Forwarded-For…). ' +
        'Sans connexion : seulement les requêtes directes de cette machine (127.0.0.1, localhost) ; sans mot de passe défini, tout accès par un proxy est refusé.',
    );
  });
  test('behind a proxy with a public name', () => {
    expect(signInLogLine({ ...base, allowedHosts: ['tdb.maison.lan'], trustedProxies: ['127.0.0.1'] })).toMatch(
      /^Connexion du propriétaire obligatoire pour toute requête passée par un proxy \(Forwarded, X-Forwarded-For…\) ou adressée à tdb\.maison\.lan\. /,
    );
  });
  test('beyond loopback: every route', () => {
    expect(signInLogLine({ ...base, host: '0.0.0.0', requireSignIn: true })).toMatch(/^Connexion du propriétaire obligatoire sur toutes les routes .*API_HOST=0\.0\.0\.0/);
  });
});
