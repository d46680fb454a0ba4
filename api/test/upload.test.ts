/**
 * Upload hardening beyond the basics of images.test.ts: a real browser-made JPEG, 20
 * concurrent uploads (all kept, none corrupted), the size limit at its exact boundary,
 * disguised files, hostile names, the folder listing as a traversal vector, no temporary
 * file left behind, the no-hard-link fallback of storeUnique, names that never run out, the
 * rate limit and the folders' quota.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageListSchema, uploadResultSchema } from '../src/contracts';
import { DEFAULT_UPLOAD_QUOTA_BYTES } from '../src/app';
import { storeUnique } from '../src/files/imageFiles';
import { imageFoldersBytes } from '../src/files/quota';
import { stripedPng } from '../src/seed/png';
import { createTestApi, getPayload, multipartBody, WRITE_HEADERS, type TestApi, type TestApiOptions } from './helpers';

/** A second upload under a taken name: the name plus the UTC time and 12 random hex digits. */
const SUFFIX = /-\d{8}-\d{6}-[0-9a-f]{12}(?=\.[a-z]+$)/;
/** These suites upload far more than the production limit allows in a minute. */
const MANY_UPLOADS: TestApiOptions = { security: { uploadsPerMinute: 10_000 } };

/** An 8×8 JPEG encoded by Chromium (canvas.toDataURL('image/jpeg')), JFIF with an ICC profile. */
const BROWSER_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAaEAACAgMAAAAAAAAAAAAAAAAAAxESEyJh/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAcEQABBAMBAAAAAAAAAAAAAAABAwQRMQACIUH/2gAMAwEAAhEDEQA/AIyFYrbTPAAT948WerFdczsbPBQjyBQx21apNEgiiI1FDpsz7n//2Q==',
  'base64',
);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(MANY_UPLOADS);
});
afterAll(async () => {
  await api.close();
});

const recettesDir = () => path.join(api.filesDir, 'recettes');
const allEntries = (dir: string) => fs.readdirSync(dir).sort();
const snapshot = (t: TestApi = api) => ({
  recettes: allEntries(path.join(t.filesDir, 'recettes')),
  sport: allEntries(path.join(t.filesDir, 'sport')),
  files: allEntries(t.filesDir),
  root: allEntries(t.dir),
});

function upload(filename: string, content: Buffer, t: TestApi = api, url = '/api/permis/uploadfileimg') {
  const { payload, headers } = multipartBody('imagesvelte', filename, content);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...WRITE_HEADERS } });
}

test('a real JPEG made by a browser is stored byte for byte and served as image/jpeg', async () => {
  expect(BROWSER_JPEG.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(BROWSER_JPEG.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  const res = await upload('Crêpes Suzette.jpg', BROWSER_JPEG);
  expect(res.statusCode).toBe(200);
  const { result } = uploadResultSchema.parse(res.json().payload);
  expect(result).toBe('Crepes-Suzette.jpg');
  expect(fs.readFileSync(path.join(recettesDir(), result))).toEqual(BROWSER_JPEG);
  const served = await api.app.inject({ method: 'GET', url: `/files/recettes/${result}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
  expect(served.rawPayload).toEqual(BROWSER_JPEG);
});

test('20 concurrent uploads under the same name: 20 files, each with the bytes its request sent', async () => {
  const contents = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? stripedPng(200 + i) : Buffer.concat([BROWSER_JPEG])));
  const names = contents.map((_, i) => (i % 2 === 0 ? 'meme-nom.png' : 'meme-nom.jpg'));
  const replies = await Promise.all(contents.map((c, i) => upload(names[i]!, c)));
  expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  const stored = replies.map((r) => uploadResultSchema.parse(r.json().payload).result);
  expect(new Set(stored).size).toBe(20);
  for (const ext of ['png', 'jpg']) {
    const named = stored.filter((n) => n.endsWith(`.${ext}`));
    expect(named.filter((n) => n === `meme-nom.${ext}`)).toHaveLength(1);
    expect(named.filter((n) => n.replace(SUFFIX, '') === `meme-nom.${ext}` && SUFFIX.test(n))).toHaveLength(9);
  }
  stored.forEach((name, i) => expect(fs.readFileSync(path.join(recettesDir(), name))).toEqual(contents[i]));
  const listed = imageListSchema.parse(await getPayload(api.app, '/api/permis/contenuDossierImage/recettes'));
  for (const name of stored) expect(listed).toContain(name);
});

test('20 concurrent uploads under distinct names are all kept intact, and leave no temporary file', async () => {
  const contents = Array.from({ length: 20 }, (_, i) => stripedPng(300 + i));
  const replies = await Promise.all(contents.map((c, i) => upload(`photo-${i}.png`, c)));
  replies.forEach((r, i) => {
    expect(r.statusCode).toBe(200);
    expect(r.json().payload.result).toBe(`photo-${i}.png`);
    expect(fs.readFileSync(path.join(recettesDir(), `photo-${i}.png`))).toEqual(contents[i]);
  });
  expect(allEntries(recettesDir()).filter((n) => n.startsWith('.'))).toEqual([]);
});

describe('refused, and nothing written', () => {
  test.each([
    ['an SVG renamed .png', 'dessin.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG named .svg', 'dessin.svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML renamed .jpg', 'page.jpg', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PNG renamed .jpeg', 'faux.jpeg', stripedPng(3)],
    ['a PNG with a double extension ending in .php', 'image.png.php', stripedPng(3)],
    ['a file named only ".png"', '.png', stripedPng(3)],
    ['a PNG signature cut short', 'court.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('%s', async (_label, name, content) => {
    const before = snapshot();
    const res = await upload(name, content);
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.stringMatching(/^Envoi refusé : /) });
    expect(snapshot()).toEqual(before);
  });
});

test('the size limit holds at its exact boundary, and a refusal writes nothing', async () => {
  const small = await createTestApi({ ...MANY_UPLOADS, uploadMaxBytes: 4096 });
  try {
    const png = stripedPng(9);
    const exact = Buffer.concat([png, Buffer.alloc(4096 - png.length)]);
    const over = Buffer.concat([png, Buffer.alloc(4097 - png.length)]);
    const ok = await upload('pile.png', exact, small);
    expect(ok.statusCode).toBe(200);
    expect(fs.readFileSync(path.join(small.filesDir, 'recettes', 'pile.png'))).toEqual(exact);

    const before = snapshot(small);
    const tooBig = await upload('trop.png', over, small);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'payload_too_large', message: expect.stringMatching(/^Envoi refusé : le fichier dépasse la taille maximale de/) });
    expect(snapshot(small)).toEqual(before);
  } finally {
    await small.close();
  }
});

describe('hostile names are sanitised and stay inside the folder', () => {
  test.each([
    ['../../../etc/passwd.png', 'passwd.png'],
    ['..%2f..%2fsecret.png', '2f-2fsecret.png'],
    ['C:\\Windows\\system32\\cmd.png', 'cmd.png'],
    ['photo.php.png', 'photo-php.png'],
    ['....png', 'image.png'],
    ['  Île flottante  (maman) .PNG', 'Ile-flottante-maman.png'],
  ])('%s → %s', async (name, expected) => {
    const rootBefore = allEntries(api.dir);
    const filesBefore = allEntries(api.filesDir);
    const res = await upload(name, stripedPng(11));
    expect(res.statusCode).toBe(200);
    const result = res.json().payload.result as string;
    expect(result.replace(SUFFIX, '')).toBe(expected);
    expect(fs.existsSync(path.join(recettesDir(), result))).toBe(true);
    expect(allEntries(api.dir)).toEqual(rootBefore);
    expect(allEntries(api.filesDir)).toEqual(filesBefore);
  });
});

test('a 300-character name is cut to 80 characters, extension kept', async () => {
  const res = await upload(`${'é'.repeat(300)}.PNG`, stripedPng(12));
  expect(res.statusCode).toBe(200);
  expect(res.json().payload.result).toBe(`${'e'.repeat(80)}.png`);
});

describe('the folder listing cannot reach another folder', () => {
  test.each([
    '/api/permis/contenuDossierImage/..',
    '/api/permis/contenuDossierImage/%2e%2e',
    '/api/permis/contenuDossierImage/..%2f..',
    '/api/permis/contenuDossierImage/recettes%2f..',
    '/api/permis/contenuDossierImage/%2fetc',
    '/index.php/api/permis/contenuDossierImage/files',
  ])('%s', async (url) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toMatch(/dashboard\.sqlite|\.png/);
  });
});

describe('storeUnique without hard links (fallback)', () => {
  test('concurrent stores under one name still give distinct, intact files and no leftovers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-fallback-'));
    const link = jest.spyOn(fsp, 'link').mockRejectedValue(Object.assign(new Error('no links'), { code: 'EPERM' }));
    try {
      const contents = Array.from({ length: 12 }, (_, i) => stripedPng(400 + i));
      const names = await Promise.all(contents.map((c) => storeUnique(dir, 'tarte.png', c)));
      expect(link).toHaveBeenCalled();
      expect(new Set(names).size).toBe(12);
      names.forEach((n, i) => expect(fs.readFileSync(path.join(dir, n))).toEqual(contents[i]));
      expect(allEntries(dir)).toEqual([...names].sort());
    } finally {
      link.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('never overwrites an existing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-fallback-'));
    const link = jest.spyOn(fsp, 'link').mockRejectedValue(Object.assign(new Error('no links'), { code: 'ENOTSUP' }));
    try {
      fs.writeFileSync(path.join(dir, 'gateau.png'), 'original');
      expect(await storeUnique(dir, 'gateau.png', stripedPng(1))).toMatch(/^gateau-\d{8}-\d{6}-[0-9a-f]{12}\.png$/);
      expect(fs.readFileSync(path.join(dir, 'gateau.png'), 'utf8')).toBe('original');
    } finally {
      link.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('names never run out: with gateau.png and gateau-1 … gateau-9999 taken, a new one comes at once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-taken-'));
  try {
    fs.writeFileSync(path.join(dir, 'gateau.png'), 'pris');
    for (let n = 1; n < 10_000; n++) fs.writeFileSync(path.join(dir, `gateau-${n}.png`), 'pris');
    const started = performance.now();
    const names = [];
    for (let i = 0; i < 5; i++) names.push(await storeUnique(dir, 'gateau.png', stripedPng(600 + i)));
    expect(performance.now() - started).toBeLessThan(500);
    for (const [i, name] of names.entries()) {
      expect(name).toMatch(/^gateau-\d{8}-\d{6}-[0-9a-f]{12}\.png$/);
      expect(fs.readFileSync(path.join(dir, name))).toEqual(stripedPng(600 + i));
    }
    expect(fs.readdirSync(dir)).toHaveLength(10_005);
    expect(fs.readFileSync(path.join(dir, 'gateau-9999.png'), 'utf8')).toBe('pris');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('abuse limits', () => {
  test('the quota of the image folders is 500 Mo by default', () => {
    expect(DEFAULT_UPLOAD_QUOTA_BYTES).toBe(500 * 1024 * 1024);
  });

  test('over the quota of the image folders: 507 in French, nothing written', async () => {
    const png = stripedPng(31);
    // Room for one image, not two.
    const tight = await createTestApi({ seed: false, security: { uploadQuotaBytes: 2 * png.length - 1 } });
    try {
      const ok = await upload('premiere.png', png, tight);
      expect(ok.statusCode).toBe(200);
      expect(await imageFoldersBytes(tight.filesDir)).toBe(png.length);
      const before = snapshot(tight);
      const full = await upload('seconde.png', png, tight);
      expect(full.statusCode).toBe(507);
      expect(full.json()).toEqual({
        error: 'insufficient_storage',
        message: expect.stringMatching(/^Envoi refusé : l’espace des images est plein .*UPLOAD_QUOTA_MB/),
      });
      expect(snapshot(tight)).toEqual(before);
    } finally {
      await tight.close();
    }
  });

  test('concurrent uploads never overshoot the quota together', async () => {
    const png = stripedPng(33);
    const tight = await createTestApi({ seed: false, security: { uploadQuotaBytes: png.length * 3 } });
    try {
      const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(`essai-${i}.png`, png, tight)));
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(replies.filter((r) => r.statusCode === 507)).toHaveLength(5);
      expect(fs.readdirSync(path.join(tight.filesDir, 'recettes'))).toHaveLength(3);
    } finally {
      await tight.close();
    }
  });

  test('20 uploads a minute per address, then 429 in French with Retry-After, nothing written', async () => {
    const limited = await createTestApi({ seed: false });
    try {
      const replies = [];
      for (let i = 0; i < 20; i++) replies.push(await upload(`rafale-${i}.png`, stripedPng(40 + i), limited));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const before = snapshot(limited);
      const refused = await upload('de-trop.png', stripedPng(70), limited);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/^Trop d’envois d’images : réessayez dans \d+ s\.$/) });
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(snapshot(limited)).toEqual(before);
      // The other prefix shares the same count.
      const other = await upload('autre.png', stripedPng(71), limited, '/index.php/api/permis/uploadfileimg');
      expect(other.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
