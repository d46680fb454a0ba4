/** Image lists and the recipe-photo upload: real JPEG/PNG only, safe unique names, nothing else written. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../src/app';
import { imageListSchema, uploadResultSchema } from '../src/contracts';
import { stripedPng } from '../src/seed/png';
import { createTestApi, getPayload, multipartBody, WRITE_HEADERS, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  // More uploads than the production limit allows in a minute (see security.writeGuard.test.ts).
  api = await createTestApi({ security: { uploadsPerMinute: 1000 } });
});
afterAll(async () => {
  await api.close();
});

const recettesDir = () => path.join(api.filesDir, 'recettes');
/** Every entry (hidden ones included) of the files tree and of the test folder. */
const snapshot = () => ({
  recettes: fs.readdirSync(recettesDir()).sort(),
  sport: fs.readdirSync(path.join(api.filesDir, 'sport')).sort(),
  files: fs.readdirSync(api.filesDir).sort(),
  root: fs.readdirSync(api.dir).sort(),
});

async function upload(filename: string, content: Buffer, field = 'imagesvelte') {
  const { payload, headers } = multipartBody(field, filename, content);
  return api.app.inject({ method: 'POST', url: '/api/permis/uploadfileimg', payload, headers: { ...headers, ...WRITE_HEADERS } });
}

const PNG = stripedPng(7);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

test('lists the demo images, sorted', async () => {
  const sport = imageListSchema.parse(await getPayload(api.app, '/api/permis/contenuDossierImage/sport'));
  expect(sport.length).toBeGreaterThanOrEqual(21);
  expect(sport.slice(0, 3)).toEqual(['sport-00.png', 'sport-01.png', 'sport-02.png']);
  expect(sport).toContain('sport-20.png');
  expect([...sport].sort()).toEqual(sport);
  const recettes = imageListSchema.parse(await getPayload(api.app, '/api/permis/contenuDossierImage/recettes'));
  expect(recettes.length).toBeGreaterThanOrEqual(6);
});

test('a real PNG is stored under a sanitised name, listed and served', async () => {
  const res = await upload('Ma Tarte Été (2).PNG', PNG);
  expect(res.statusCode).toBe(200);
  const { result } = uploadResultSchema.parse(res.json().payload);
  expect(result).toBe('Ma-Tarte-Ete-2.png');
  expect(fs.readFileSync(path.join(recettesDir(), result))).toEqual(PNG);

  const list = imageListSchema.parse(await getPayload(api.app, '/index.php/api/permis/contenuDossierImage/recettes'));
  expect(list).toContain(result);
  const file = await api.app.inject({ method: 'GET', url: `/files/recettes/${encodeURIComponent(result)}` });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload).toEqual(PNG);
});

test('a real JPEG is accepted (.jpeg and .jpg)', async () => {
  for (const name of ['photo.jpeg', 'photo2.JPG']) {
    const res = await upload(name, JPEG);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.result).toBe(name.toLowerCase().replace('.JPG', '.jpg'));
  }
});

test('the same name twice gives two files, never an overwrite: the second gets the time and a random suffix', async () => {
  const first = await upload('gateau.png', PNG);
  const second = await upload('gateau.png', stripedPng(8));
  expect(first.json().payload.result).toBe('gateau.png');
  const renamed = second.json().payload.result as string;
  expect(renamed).toMatch(/^gateau-\d{8}-\d{6}-[0-9a-f]{12}\.png$/);
  expect(fs.readFileSync(path.join(recettesDir(), 'gateau.png'))).toEqual(PNG);
  expect(fs.readFileSync(path.join(recettesDir(), renamed))).toEqual(stripedPng(8));
});

test('a path in the name is stripped: the file stays inside the folder', async () => {
  for (const name of ['../evil.png', '..\\..\\evil2.png', '/etc/evil3.png']) {
    const res = await upload(name, PNG);
    expect(res.statusCode).toBe(200);
    const result = res.json().payload.result as string;
    expect(result).toMatch(/^evil\d?(-\d{8}-\d{6}-[0-9a-f]{12})?\.png$/);
    expect(fs.existsSync(path.join(recettesDir(), result))).toBe(true);
  }
  expect(fs.existsSync(path.join(api.filesDir, 'evil.png'))).toBe(false);
  expect(fs.existsSync(path.join(api.dir, 'evil.png'))).toBe(false);
});

describe('refusals write nothing', () => {
  test.each([
    ['a .png whose bytes are not a PNG', 'faux.png', Buffer.from('ceci n’est pas une image'), 415],
    ['a JPEG named .png', 'menteur.png', JPEG, 415],
    ['an SVG', 'dessin.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415],
    ['a file without extension', 'sans-extension', PNG, 415],
    ['a GIF', 'anim.gif', Buffer.from('GIF89a'), 415],
    ['an empty file', 'vide.png', Buffer.alloc(0), 400],
  ])('%s', async (_label, name, content, status) => {
    const before = snapshot();
    const res = await upload(name, content);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), message: expect.stringMatching(/^Envoi refusé/) });
    expect(snapshot()).toEqual(before);
  });

  test('a file over 10 Mo', async () => {
    const before = snapshot();
    const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(DEFAULT_UPLOAD_MAX_BYTES + 1 - 8)]);
    const res = await upload('enorme.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/taille maximale de 10 Mo/);
    expect(snapshot()).toEqual(before);
  });

  test('another field name', async () => {
    const before = snapshot();
    const res = await upload('photo.png', PNG, 'autre');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/imagesvelte/);
    expect(res.json().message).toMatch(/« autre »/);
    expect(snapshot()).toEqual(before);
  });

  test.each([
    ['before the file', true],
    ['after the file', false],
  ])('an extra text field %s is refused, naming it', async (_label, first) => {
    const before = snapshot();
    const boundary = 'champ-en-trop';
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="legende"\r\n\r\nTarte\r\n`);
    const file = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagesvelte"; filename="tarte.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from('\r\n'),
    ]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/permis/uploadfileimg',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...WRITE_HEADERS },
      payload: Buffer.concat([...(first ? [field, file] : [file, field]), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'unexpected_field', message: expect.stringMatching(/« legende »/) });
    expect(snapshot()).toEqual(before);
  });

  test.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['no part', 'multipart/form-data; boundary=xx', 'garbage'],
    ['a truncated part', 'multipart/form-data; boundary=xx', '--xx\r\nContent-Disposition: form-data; name="imagesvelte"; filename="a.png"\r\n\r\nabc'],
  ])('a malformed multipart body (%s) is a 400', async (_label, contentType, payload) => {
    const before = snapshot();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/permis/uploadfileimg',
      headers: { 'content-type': contentType, ...WRITE_HEADERS },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Envoi refusé/);
    expect(snapshot()).toEqual(before);
  });

  test('a request that is not multipart', async () => {
    const before = snapshot();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/permis/uploadfileimg',
      headers: WRITE_HEADERS,
      payload: { imagesvelte: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart/);
    expect(snapshot()).toEqual(before);
  });
});
