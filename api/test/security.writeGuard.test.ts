/**
 * Writes resist cross-site requests: without X-Tableau-De-Bord: 1, or from an Origin outside
 * CORS_ORIGINS, any method but GET/HEAD/OPTIONS gets a 403 in French and nothing is written —
 * a multipart upload that a page of another site could send included, and before its body is
 * even read. The dashboard's own origin, with the header, writes.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripedPng } from '../src/seed/png';
import { ALLOWED_ORIGIN, createTestApi, multipartBody, WRITE_HEADERS, type TestApi } from './helpers';
import { filesFingerprint } from './integrity';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const UPLOAD = '/api/permis/uploadfileimg';
const recettes = () => fs.readdirSync(path.join(api.filesDir, 'recettes')).sort();

function evilUpload(headers: Record<string, string>) {
  const body = multipartBody('imagesvelte', 'pirate.png', stripedPng(5));
  return api.app.inject({ method: 'POST', url: UPLOAD, payload: body.payload, headers: { ...body.headers, ...headers } });
}

function expectForbidden(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, reason: RegExp) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: 'forbidden', message: expect.stringMatching(reason) });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('refused with 403, nothing written', () => {
  test.each([
    ['no header, no origin (a script or a form)', {}, /^Écriture refusée : l’en-tête X-Tableau-De-Bord: 1 manque/],
    ['no header, from another site', { origin: 'https://evil.example.com' }, /X-Tableau-De-Bord/],
    ['the header with another value', { 'x-tableau-de-bord': 'oui' }, /X-Tableau-De-Bord/],
    ['the header from another site', { ...WRITE_HEADERS, origin: 'https://evil.example.com' }, /^Écriture refusée : .*origine non autorisée/],
    ['the header from a sandboxed page (Origin: null)', { ...WRITE_HEADERS, origin: 'null' }, /origine non autorisée/],
    ['the header from a look-alike origin', { ...WRITE_HEADERS, origin: 'http://127.0.0.1:3000.evil.com' }, /origine non autorisée/],
  ])('a multipart upload with %s', async (_label, headers, reason) => {
    const before = filesFingerprint(api.filesDir);
    expectForbidden(await evilUpload(headers), reason);
    expect(filesFingerprint(api.filesDir)).toEqual(before);
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s anywhere without the header', async (method) => {
    for (const url of ['/api/data', '/api/data/immos', '/api/session', '/index.php/api/permis/uploadfileimg', '/api/nimporte/quoi']) {
      const res = await api.app.inject({ method, url, payload: { IM_NOM: 'x' } });
      expectForbidden(res, /X-Tableau-De-Bord/);
    }
  });

  test('the sign-in needs the header too', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/session', payload: { password: 'peu importe' } });
    expectForbidden(res, /X-Tableau-De-Bord/);
  });

  test('before the body is read: a 100 Mo upload announced without the header is refused at once', async () => {
    const served = await createTestApi({ seed: false });
    await served.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = served.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        socket.on('connect', () => {
          socket.write(
            `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example.com\r\n` +
              'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 104857600\r\n\r\n--x\r\n',
          );
        });
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('}')) resolve(text);
        });
        socket.on('error', reject);
        timer = setTimeout(() => reject(new Error(`pas de réponse : ${text}`)), 5000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 403/);
      expect(answer).toMatch(/Écriture refusée/);
    } finally {
      clearTimeout(timer);
      socket.destroy();
      await served.close();
    }
  });
});

describe('what passes', () => {
  test('an upload from the dashboard origin with the header', async () => {
    const before = recettes();
    const res = await evilUpload({ ...WRITE_HEADERS, origin: ALLOWED_ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(recettes()).toEqual([...before, 'pirate.png'].sort());
  });

  test('an upload with the header and no Origin (same-origin tools, curl)', async () => {
    const res = await evilUpload(WRITE_HEADERS);
    expect(res.statusCode).toBe(200);
  });

  test('reads need no header, whatever the origin, and a GET on the upload route writes nothing', async () => {
    const read = await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { origin: 'https://evil.example.com' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const before = filesFingerprint(api.filesDir);
    const get = await api.app.inject({ method: 'GET', url: UPLOAD });
    expect([404, 405]).toContain(get.statusCode);
    expect(filesFingerprint(api.filesDir)).toEqual(before);
  });

  test('the preflight lets the dashboard send the header, and only the dashboard', async () => {
    const ask = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: UPLOAD,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-tableau-de-bord' },
      });
    const ours = await ask(ALLOWED_ORIGIN);
    expect(ours.statusCode).toBe(204);
    expect(ours.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(ours.headers['access-control-allow-headers'])).toMatch(/X-Tableau-De-Bord/);
    const theirs = await ask('https://evil.example.com');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});
