/**
 * The owner's sign-in: POST /api/session sets an HttpOnly, SameSite=Strict cookie; a wrong
 * password is refused, attempts are rate-limited; DELETE signs out; when sign-in is required,
 * every route but sign-in answers 401 without the session; on loopback without the
 * requirement the api stays open. Also the password hash and the persistence of sessions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { hashPassword, PASSWORD_FILE_NAME, readPasswordHash, verifyPassword, writePasswordHash } from '../src/security/password';
import { SESSION_COOKIE } from '../src/security/ownerSession';
import { AREA_PATHS } from './areaEndpoints';
import { createTestApi, WRITE_HEADERS, type TestApi } from './helpers';

const PASSWORD = 'un mot de passe solide';
const PREFIXES = ['/api', '/index.php/api'];
const DATA_ROUTES = [...AREA_PATHS, 'data', 'data/immos', 'capabilities'];

let counter = 0;
/**
 * Each test signs in from its own address, so that the rate limit of one does not hit another:
 * inject() connects from 127.0.0.1, named as the reverse proxy (TRUST_PROXY) where needed.
 */
const freshIp = () => `192.0.2.${++counter}`;

function signIn(api: TestApi, password: string, ip: string, extra: Record<string, string> = {}, prefix = '/api') {
  return api.app.inject({
    method: 'POST',
    url: `${prefix}/session`,
    headers: { ...WRITE_HEADERS, 'x-forwarded-for': ip, ...extra },
    payload: { password },
  });
}

/** `name=value` of the session cookie a reply sets. */
function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`pas de cookie de session : ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

const setCookieHeader = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat().join('\n');

describe('password hash', () => {
  test('scrypt with a random salt, parameters in the string, verified in constant time', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword(PASSWORD, b)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  test('a tampered or foreign hash verifies nothing and asks for no huge memory', async () => {
    for (const stored of ['', 'scrypt$1$8$1$aaaa$bbbb', 'bcrypt$2b$10$xxxx', 'scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(88)]) {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    }
  });

  test('the file is written with mode 0600 and read back; a missing file is no password', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'password-'));
    try {
      const file = path.join(dir, 'sous-dossier', PASSWORD_FILE_NAME);
      expect(readPasswordHash(file)).toBeNull();
      writePasswordHash(file, await hashPassword(PASSWORD));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(await verifyPassword(PASSWORD, readPasswordHash(file)!)).toBe(true);
      fs.writeFileSync(file, 'pas un hash');
      expect(readPasswordHash(file)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sign-in required', () => {
  let api: TestApi;
  let passwordFile: string;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-'));
    passwordFile = path.join(dir, PASSWORD_FILE_NAME);
    writePasswordHash(passwordFile, await hashPassword(PASSWORD));
    api = await createTestApi({ security: { requireSession: true, passwordFile, trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true });
  });

  test('the right password: 204 and a session cookie HttpOnly, SameSite=Strict, Path=/, 30 days, not Secure over http', async () => {
    const res = await signIn(api, PASSWORD, freshIp());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const header = setCookieHeader(res);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
    const expires = Date.parse(/; Expires=([^;]+)/.exec(header)![1]!);
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    // The session opens the data.
    const data = await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { cookie: sessionCookie(res) } });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toHaveProperty('payload');
  });

  test('over https (the reverse proxy named by TRUST_PROXY says so) the cookie is also Secure', async () => {
    const res = await signIn(api, PASSWORD, freshIp(), { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(204);
    const header = setCookieHeader(res);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Strict/);
  });

  test('capabilities: signed in with the session; 401 without', async () => {
    const cookie = sessionCookie(await signIn(api, PASSWORD, freshIp()));
    for (const prefix of PREFIXES) {
      const res = await api.app.inject({ method: 'GET', url: `${prefix}/capabilities`, headers: { cookie } });
      expect(res.json()).toEqual({ payload: { write: true, signedIn: true, signInRequired: true } });
    }
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('a wrong password: 401 in French, no cookie', async () => {
    const res = await signIn(api, 'pas le bon mot de passe', freshIp());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'wrong_password', message: 'Connexion refusée : mot de passe incorrect.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test.each([
    ['no body', undefined],
    ['no password', {}],
    ['a number', { password: 12 }],
    ['an empty password', { password: '' }],
  ])('%s: 400 in French', async (_label, payload) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...WRITE_HEADERS, 'x-forwarded-for': freshIp(), 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^(Connexion refusée|Corps de requête JSON)/);
  });

  test('5 attempts a minute per address, on both prefixes together; then 429 with Retry-After, even with the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await signIn(api, `mauvais-${i}`, ip, {}, PREFIXES[i % 2]);
      expect(res.statusCode).toBe(401);
    }
    for (const prefix of PREFIXES) {
      const res = await signIn(api, PASSWORD, ip, {}, prefix);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: 'too_many_requests',
        message: expect.stringMatching(/^Trop de tentatives de connexion : réessayez dans \d+ s\.$/),
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Another address is not affected.
    expect((await signIn(api, PASSWORD, freshIp())).statusCode).toBe(204);
  });

  test('sign-out: 204, the cookie is cleared and the old session opens nothing', async () => {
    const cookie = sessionCookie(await signIn(api, PASSWORD, freshIp()));
    const out = await api.app.inject({ method: 'DELETE', url: '/api/session', headers: { ...WRITE_HEADERS, cookie } });
    expect(out.statusCode).toBe(204);
    expect(setCookieHeader(out)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    const after = await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  test('every route answers 401 in French without a session: the endpoints, the data api, capabilities', async () => {
    for (const prefix of PREFIXES) {
      for (const route of DATA_ROUTES) {
        const res = await api.app.inject({ method: 'GET', url: `${prefix}/${route}` });
        expect({ url: `${prefix}/${route}`, status: res.statusCode }).toEqual({ url: `${prefix}/${route}`, status: 401 });
        expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/^Connexion requise : /) });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    for (const url of ['/files/recettes/quiche-lorraine.png', '/tmdb/3/movie/popular', '/api/permis/contenuDossierImage/recettes']) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const upload = await api.app.inject({ method: 'POST', url: '/api/permis/uploadfileimg', headers: WRITE_HEADERS, payload: 'x' });
    expect(upload.statusCode).toBe(401);
  });

  test('a CORS preflight still answers (the browser sends no cookie with it)', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/session',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-tableau-de-bord' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  test('a new password signs every session out', async () => {
    const cookie = sessionCookie(await signIn(api, PASSWORD, freshIp()));
    const open = () => api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { cookie } });
    expect((await open()).statusCode).toBe(200);
    const previous = fs.readFileSync(passwordFile, 'utf8');
    try {
      writePasswordHash(passwordFile, await hashPassword('un tout autre mot de passe'));
      expect((await open()).statusCode).toBe(401);
    } finally {
      fs.writeFileSync(passwordFile, previous);
    }
    // The old password again: the session it opened is valid again.
    expect((await open()).statusCode).toBe(200);
  });
});

test('sessions survive a restart: the cookie key and the sessions are kept in the data folder, mode 0600', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-'));
  const passwordFile = path.join(dir, PASSWORD_FILE_NAME);
  writePasswordHash(passwordFile, await hashPassword(PASSWORD));
  const security = { requireSession: true, passwordFile, sessionDir: dir };
  const first = await createTestApi({ security });
  let cookie: string;
  try {
    cookie = sessionCookie(await signIn(first, PASSWORD, freshIp()));
  } finally {
    await first.app.close();
  }
  for (const file of ['session-secret', 'sessions.json']) expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
  // The file holds no usable session id.
  expect(fs.readFileSync(path.join(dir, 'sessions.json'), 'utf8')).not.toContain(decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!);
  const second = await buildApp({ db: first.db, filesDir: first.filesDir, corsOrigins: [], security });
  try {
    const res = await second.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  } finally {
    await second.close();
    first.db.close();
    fs.rmSync(first.dir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('sign-in required but no password set: sign-in answers 503 in French', async () => {
  const api = await createTestApi({ security: { requireSession: true, passwordFile: path.join(os.tmpdir(), 'absent', PASSWORD_FILE_NAME) } });
  try {
    const res = await signIn(api, PASSWORD, freshIp());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'sign_in_unavailable', message: expect.stringMatching(/set-password/) });
  } finally {
    await api.close();
  }
});

describe('on loopback, sign-in not required', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  test('every route answers without a session', async () => {
    for (const prefix of PREFIXES) {
      for (const p of AREA_PATHS) {
        const res = await api.app.inject({ method: 'GET', url: `${prefix}/${p}` });
        expect({ url: `${prefix}/${p}`, status: res.statusCode }).toEqual({ url: `${prefix}/${p}`, status: 200 });
      }
    }
  });

  test('capabilities say so', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/capabilities' });
    expect(res.json()).toEqual({ payload: { write: true, signedIn: true, signInRequired: false } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
