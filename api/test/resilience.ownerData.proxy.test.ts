/**
 * X-Forwarded-For escaped the rate limits: with `trustProxy: 'loopback'`, any client on this
 * machine (or behind a proxy on it) got a fresh allowance of sign-ins and uploads with each
 * new value. The header is now believed only from the proxies TRUST_PROXY names; unset, the
 * limits key on the socket's address. inject() connects from 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../src/config';
import { hashPassword, PASSWORD_FILE_NAME, writePasswordHash } from '../src/security/password';
import { stripedPng } from '../src/seed/png';
import type { BuildAppOptions } from '../src/app';
import { createTestApi, multipartBody, WRITE_HEADERS, type TestApi } from './helpers';

const ATTEMPTS = 20;
const PASSWORD = 'un mot de passe solide';
const forwardedFor = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

/** Statuses of ATTEMPTS sign-ins with a wrong password, each with its own X-Forwarded-For (401 when let through). */
async function signInStatuses(api: TestApi): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const res = await api.app.inject({ method: 'POST', url: '/api/session', headers: { ...WRITE_HEADERS, ...forwardedFor(i) }, payload: { password: 'essai' } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/**
 * Statuses of `count` uploads, each with its own X-Forwarded-For. A request with a proxy's
 * header must carry the owner's session (signInPolicy.ts), so the uploads are signed in.
 */
async function uploadStatuses(security: BuildAppOptions['security'], count: number): Promise<number[]> {
  // An api of their own: the sign-ins of the other tests spend the allowance of 127.0.0.1.
  const api = await createTestApi({ seed: false, security: { ...security, uploadsPerMinute: 3, passwordFile: await passwordFile() } });
  try {
    return await signedInUploads(api, count);
  } finally {
    await api.close();
  }
}

async function signedInUploads(api: TestApi, count: number): Promise<number[]> {
  const signIn = await api.app.inject({ method: 'POST', url: '/api/session', headers: WRITE_HEADERS, payload: { password: PASSWORD } });
  expect(signIn.statusCode).toBe(204);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const { payload, headers } = multipartBody('imagesvelte', `photo-${i}.png`, stripedPng(i + 1));
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/permis/uploadfileimg',
      payload,
      headers: { ...headers, ...WRITE_HEADERS, ...forwardedFor(i), cookie },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** A password file in a folder of its own (removed by the caller). */
async function passwordFile(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-')), PASSWORD_FILE_NAME);
  writePasswordHash(file, await hashPassword(PASSWORD));
  return file;
}

describe('without TRUST_PROXY (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false, security: { passwordFile: await passwordFile() } });
  });
  afterAll(async () => api.close());

  test('20 sign-ins with 20 X-Forwarded-For values are limited like 20 from one address', async () => {
    const statuses = await signInStatuses(api);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(count(statuses, 429)).toBe(ATTEMPTS - 5);
  });

  test('uploads too', async () => {
    expect(await uploadStatuses({}, 6)).toEqual([200, 200, 200, 429, 429, 429]);
  });

  test('X-Forwarded-Proto does not make the session cookie Secure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-'));
    const passwordFile = path.join(dir, PASSWORD_FILE_NAME);
    writePasswordHash(passwordFile, await hashPassword(PASSWORD));
    const signedIn = await createTestApi({ seed: false, security: { passwordFile } });
    try {
      const res = await signedIn.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { ...WRITE_HEADERS, 'x-forwarded-proto': 'https' },
        payload: { password: PASSWORD },
      });
      expect(res.statusCode).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
      expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await signedIn.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('with TRUST_PROXY=127.0.0.1 (a reverse proxy on this machine)', () => {
  let api: TestApi;
  beforeAll(async () => {
    const { trustedProxies } = readConfig({ TRUST_PROXY: '127.0.0.1' });
    api = await createTestApi({ seed: false, security: { trustedProxies, passwordFile: await passwordFile() } });
  });
  afterAll(async () => api.close());

  test('the proxy’s X-Forwarded-For is honoured: each client has its own allowance', async () => {
    expect(count(await signInStatuses(api), 429)).toBe(0);
    expect(count(await uploadStatuses({ trustedProxies: ['127.0.0.1'] }, 6), 429)).toBe(0);
  });

  test('one client through the proxy is still limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await api.app.inject({ method: 'POST', url: '/api/session', headers: { ...WRITE_HEADERS, 'x-forwarded-for': '198.51.100.7' }, payload: { password: 'essai' } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('TRUST_PROXY setting', () => {
  test('unset or empty: nobody is believed', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' ' }).trustedProxies).toEqual([]);
  });

  test('addresses and CIDR ranges, comma-separated', () => {
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8 , fd00::/8' }).trustedProxies).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
  });

  test.each(['proxy.maison.lan', 'loopback', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '300.1.1.1', '10.0.0.1/'])('%s: refused in French at start', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY invalide : « ${value} » (adresses IP ou plages CIDR du proxy inverse, séparées par des virgules).`,
    );
  });
});
