/**
 * Host header allow-list against DNS rebinding: loopback names (any port), the bound host and
 * API_ALLOWED_HOSTS pass; anything else gets a 421 in French with the security headers, on
 * every kind of request. Also how config.ts reads API_ALLOWED_HOSTS and API_REQUIRE_SIGNIN.
 */
import http from 'node:http';
import type net from 'node:net';
import { readConfig } from '../src/config';
import { hostAllowList, isLoopbackHost } from '../src/security/hosts';
import { createTestApi, WRITE_HEADERS, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ security: { boundHost: '192.168.1.10', allowedHosts: ['tdb.maison.lan', 'nas.local:8443', 'fd00::7'] } });
});
afterAll(async () => {
  await api.close();
});

const get = (host: string, url = '/api/immeubles/restau') => api.app.inject({ method: 'GET', url, headers: { host } });

describe('accepted', () => {
  test.each([
    'localhost',
    'localhost:80',
    'LOCALHOST:8080',
    '127.0.0.1',
    '127.0.0.1:8080',
    '[::1]',
    '[::1]:8080',
  ])('%s', async (host) => {
    expect((await get(host)).statusCode).toBe(200);
  });

  // Past the allow-list, a name of another machine asks for the owner's session (signInPolicy.ts).
  test.each(['192.168.1.10:8080', 'tdb.maison.lan', 'tdb.maison.lan:443', 'nas.local:8443', '[fd00::7]:8080'])('%s, then asked to sign in (401)', async (host) => {
    const res = await get(host);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  test('inject()’s default Host (localhost:80)', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/immeubles/restau' })).statusCode).toBe(200);
  });
});

describe('refused with 421 in French, security headers on', () => {
  test.each([
    'evil.example.com',
    'evil.example.com:8080',
    'localhost.evil.com',
    '127.0.0.1.nip.io',
    'nas.local:8080',
    'nas.local',
    '192.168.1.11',
    '0.0.0.0:8080',
    '127.0.0.2',
    '127.0.0.1@evil.com',
    'localhost:8080/x',
  ])('Host: «%s»', async (host) => {
    const res = await get(host);
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ error: 'misdirected_request', message: expect.stringMatching(/^Hôte non autorisé : /) });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toContain('evil');
  });

  test.each([
    ['an image', 'GET', '/files/recettes/quiche-lorraine.png'],
    ['the films gateway', 'GET', '/tmdb/3/movie/popular'],
    ['an unknown path', 'GET', '/api/nimporte/quoi'],
    ['a write', 'POST', '/api/session'],
    ['a preflight', 'OPTIONS', '/api/permis/uploadfileimg'],
  ] as const)('%s', async (_label, method, url) => {
    const res = await api.app.inject({
      method,
      url,
      headers: { host: 'rebinding.example.com', origin: 'http://rebinding.example.com', 'access-control-request-method': 'POST', ...WRITE_HEADERS },
      ...(method === 'POST' ? { payload: { password: 'x' } } : {}),
    });
    expect(res.statusCode).toBe(421);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('over real HTTP, as a rebound browser would send it', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as net.AddressInfo;
    const ask = (host: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/immeubles/restau', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    expect(await ask(`evil.example.com:${port}`)).toBe(421);
    expect(await ask(`127.0.0.1:${port}`)).toBe(200);
  });
});

test('a wildcard bound address names no host', () => {
  const any = hostAllowList('0.0.0.0', []);
  expect(any.allows('0.0.0.0:8080')).toBe(false);
  expect(any.allows('localhost:8080')).toBe(true);
  expect(hostAllowList('::', []).allows('[::]:8080')).toBe(false);
  expect(hostAllowList('fd00::1', []).allows('[fd00::1]:8080')).toBe(true);
  // No Host at all (HTTP/1.0): nothing to check it against.
  expect(any.allows(undefined)).toBe(false);
  expect(any.allows('')).toBe(false);
});

describe('configuration', () => {
  test('API_ALLOWED_HOSTS: a comma list, spaces ignored; an invalid entry stops the start in French', () => {
    expect(readConfig({}).allowedHosts).toEqual([]);
    expect(readConfig({ API_ALLOWED_HOSTS: ' tdb.maison.lan , nas.local:8443,,fd00::7 ' }).allowedHosts).toEqual([
      'tdb.maison.lan',
      'nas.local:8443',
      'fd00::7',
    ]);
    expect(() => readConfig({ API_ALLOWED_HOSTS: 'http://tdb.maison.lan' })).toThrow(/^API_ALLOWED_HOSTS invalide : « http:\/\/tdb\.maison\.lan »/);
  });

  test('sign-in is required beyond loopback, or when API_REQUIRE_SIGNIN=1', () => {
    expect(readConfig({}).requireSignIn).toBe(false);
    expect(readConfig({ API_HOST: 'localhost' }).requireSignIn).toBe(false);
    expect(readConfig({ API_HOST: '::1' }).requireSignIn).toBe(false);
    expect(readConfig({ API_HOST: '0.0.0.0' }).requireSignIn).toBe(true);
    expect(readConfig({ API_HOST: '192.168.1.10' }).requireSignIn).toBe(true);
    expect(readConfig({ API_REQUIRE_SIGNIN: '1' }).requireSignIn).toBe(true);
    expect(readConfig({ API_REQUIRE_SIGNIN: '0', API_HOST: '127.0.0.1' }).requireSignIn).toBe(false);
    expect(() => readConfig({ API_REQUIRE_SIGNIN: 'peut-être' })).toThrow(/^API_REQUIRE_SIGNIN invalide/);
  });

  test('loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'localhost.evil.com', '128.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
  });

  test('UPLOAD_QUOTA_MB: 500 Mo by default, a positive number otherwise', () => {
    expect(readConfig({}).uploadQuotaBytes).toBe(500 * 1024 * 1024);
    expect(readConfig({ UPLOAD_QUOTA_MB: '2.5' }).uploadQuotaBytes).toBe(2.5 * 1024 * 1024);
    expect(() => readConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/^UPLOAD_QUOTA_MB invalide/);
    expect(() => readConfig({ UPLOAD_QUOTA_MB: 'beaucoup' })).toThrow(/^UPLOAD_QUOTA_MB invalide/);
  });
});
