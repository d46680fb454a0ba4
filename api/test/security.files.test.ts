/**
 * The files folder as static files (/files/...): no traversal (.., encoded, doubly encoded,
 * backslashes, absolute paths, NUL) and no symbolic link ever serves anything outside it,
 * in particular not the database beside it. Raw HTTP, so that no client normalises the path.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stripedPng } from '../src/seed/png';
import { createTestApi, type TestApi } from './helpers';

const SECRET = 'contenu-secret-hors-du-dossier';

let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await createTestApi();
  const outside = path.join(api.dir, 'secret.txt');
  fs.writeFileSync(outside, SECRET);
  const recettes = path.join(api.filesDir, 'recettes');
  fs.writeFileSync(path.join(recettes, 'vraie.png'), stripedPng(1));
  // Links planted in the folder (by a careless copy, an archive, another program).
  fs.symlinkSync(outside, path.join(recettes, 'lien.png'));
  fs.symlinkSync(path.join(api.dir, 'dashboard.sqlite'), path.join(recettes, 'base.png'));
  fs.symlinkSync(api.dir, path.join(api.filesDir, 'sport', 'dossier'));
  fs.symlinkSync('/etc/passwd', path.join(api.filesDir, 'sport', 'passwd.jpg'));
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await api.close();
});

function rawGet(pathname: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks).toString('latin1') }),
        );
      })
      .on('error', reject);
  });
}

test('a real image of the folder is served', async () => {
  const res = await rawGet('/files/recettes/vraie.png');
  expect(res.status).toBe(200);
  expect(res.type).toBe('image/png');
});

test('the listing leaves the links out', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/permis/contenuDossierImage/recettes' });
  expect(res.json().payload).not.toEqual(expect.arrayContaining(['lien.png']));
  expect(res.json().payload).not.toEqual(expect.arrayContaining(['base.png']));
});

describe('nothing outside the folder, whatever the path', () => {
  test.each([
    '/files/../dashboard.sqlite',
    '/files/../secret.txt',
    '/files/recettes/../../secret.txt',
    '/files/%2e%2e/secret.txt',
    '/files/%2E%2E/dashboard.sqlite',
    '/files/recettes/%2e%2e/%2e%2e/secret.txt',
    '/files/recettes/..%2f..%2fsecret.txt',
    '/files/recettes/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/files/recettes/%252e%252e%252fsecret.txt',
    '/files/recettes/..\\..\\secret.txt',
    '/files/recettes/%5c..%5c..%5csecret.txt',
    '/files//etc/passwd',
    '/files/%2fetc%2fpasswd',
    '/files/recettes/%2fetc%2fpasswd',
    `/files/${encodeURIComponent(path.join('/tmp', 'x', '..'))}/passwd`,
    '/files/recettes/vraie.png%00.txt',
    '/files/recettes/lien.png',
    '/files/recettes/base.png',
    '/files/sport/dossier/secret.txt',
    '/files/sport/dossier/dashboard.sqlite',
    '/files/sport/passwd.jpg',
    '/files/.upload-0123456789abcdef.tmp',
    '/files/recettes/',
    '/files/',
  ])('%s', async (p) => {
    const res = await rawGet(p);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('SQLite format 3');
    expect(res.body).not.toMatch(/root:.*:0:0:/);
  });
});
