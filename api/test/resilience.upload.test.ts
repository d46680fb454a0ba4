/**
 * Upload abuse beyond upload.test.ts: polyglot files, double extensions, Unicode and very
 * long names, 50 parallel uploads over real HTTP, and clients that disconnect mid-upload.
 * Whatever is refused writes nothing; whatever is kept is an image under a safe name, served
 * as an image that no browser will run; no partial or temporary file is ever left.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripedPng } from '../src/seed/png';
import { createTestApi, multipartBody, WRITE_HEADERS, type TestApi } from './helpers';
import { expectUnchanged, filesFingerprint, recordIntegrity, storeState, type StoreState } from './integrity';

let api: TestApi;
let port: number;
let start: StoreState;
beforeAll(async () => {
  // Far more uploads than the production limit allows in a minute.
  api = await createTestApi({ security: { uploadsPerMinute: 10_000 } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as net.AddressInfo).port;
  start = storeState(api.db, api.filesDir);
});
afterAll(async () => {
  // Uploads add files, by design; the database never changes.
  const end = storeState(api.db, api.filesDir);
  expectUnchanged('upload : la base', { ...start, files: {} }, { ...end, files: {} });
  await api.close();
});

const recettes = () => path.join(api.filesDir, 'recettes');
/** 80 characters of stem at most, then the time and a random suffix when the name is taken, an image extension. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,80}(-\d{8}-\d{6}-[0-9a-f]{12})?\.(png|jpe?g)$/;

function upload(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const { payload, headers } = multipartBody('imagesvelte', filename, content, contentType);
  return api.app.inject({ method: 'POST', url: '/api/permis/uploadfileimg', payload, headers: { ...headers, ...WRITE_HEADERS } });
}

/** A JPEG whose comment segment carries PHP: valid magic bytes, hostile content. */
function jpegWithComment(comment: string): Buffer {
  const text = Buffer.from(comment);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe]), length, text, Buffer.from([0xff, 0xd9])]);
}

/** Refused with 415, or kept under a safe image name: never stored under what the client asked. */
async function expectRefusedOrSafe(filename: string, content: Buffer): Promise<string | null> {
  const before = filesFingerprint(api.filesDir);
  const res = await upload(filename, content);
  if (res.statusCode !== 200) {
    expect({ filename, status: res.statusCode }).toEqual({ filename, status: expect.any(Number) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(filesFingerprint(api.filesDir)).toEqual(before);
    return null;
  }
  const stored = (res.json() as { payload: { result: string } }).payload.result;
  expect(stored).toMatch(SAFE_NAME);
  expect(fs.readFileSync(path.join(recettes(), stored))).toEqual(content);
  return stored;
}

/** A stored file is served as an image, never sniffed, never run as a page. */
async function expectServedAsInertImage(stored: string): Promise<void> {
  const res = await api.app.inject({ method: 'GET', url: `/files/recettes/${stored}`, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'/);
  expect(String(res.headers['content-security-policy'])).toMatch(/sandbox/);
}

describe('polyglot files are kept only as inert images', () => {
  test.each([
    ['PNG + HTML', 'affiche.png', Buffer.concat([stripedPng(5), Buffer.from('<html><script>alert(document.cookie)</script></html>')])],
    ['PNG + PHP', 'shell.png', Buffer.concat([stripedPng(6), Buffer.from('<?php system($_GET["c"]); ?>')])],
    ['PNG + ZIP', 'archive.png', Buffer.concat([stripedPng(7), Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000payload.php')])],
    ['JPEG with PHP in a comment', 'photo.jpg', jpegWithComment('<?php echo shell_exec($_GET["e"]); ?>')],
    ['JPEG with HTML in a comment', 'photo.jpeg', jpegWithComment('<svg onload=alert(1)>')],
  ])('%s', async (_label, name, content) => {
    const stored = await expectRefusedOrSafe(name, content);
    if (stored) await expectServedAsInertImage(stored);
  });

  test.each([
    ['GIF/JavaScript named .png', 'gif.png', Buffer.from('GIF89a/*\u0000\u0000*/=alert(1)//')],
    ['a PDF named .jpg', 'doc.jpg', Buffer.from('%PDF-1.7\n<< /JS (app.alert(1)) >>')],
    ['HTML with a PNG signature inside', 'page.png', Buffer.concat([Buffer.from('<html>'), stripedPng(1)])],
  ])('%s is refused', async (_label, name, content) => {
    expect(await expectRefusedOrSafe(name, content)).toBeNull();
  });
});

describe('double extensions: refused, or stored as an image under a safe name', () => {
  test.each([
    'x.png.php',
    'x.PNG.PhP',
    'x.png.php.',
    'x.png.',
    'x.png ',
    'x.png%00.php',
    'x.png\u0000.php',
    'x.png;.php',
    'x.jpg.html',
    'x.png.svg',
    'x.php.png',
    'x.php%2epng',
    '.htaccess.png',
    '.png.php',
    'x.png/..',
    'x.png\\..\\..\\y.php',
  ])('%s', async (name) => {
    await expectRefusedOrSafe(name, stripedPng(21));
  });
});

describe('Unicode names', () => {
  test.each([
    ['accents and an emoji', 'Crème brûlée 🍮.png', /^Creme-brulee\.png$/],
    ['only emoji', '🍮🍮🍮.png', /^image(-\d{8}-\d{6}-[0-9a-f]{12})?\.png$/],
    ['a right-to-left override', 'recette\u202Egnp.exe', null],
    ['a right-to-left override ending in .png', 'evil\u202Egpj.png', /^evil-gpj(-\d{8}-\d{6}-[0-9a-f]{12})?\.png$/],
    ['zero-width characters', 'ta\u200Brte\u200D.png', /^ta-rte(-\d{8}-\d{6}-[0-9a-f]{12})?\.png$/],
    ['decomposed accents (NFD)', 'Ge\u0301noise.png', /^Genoise(-\d{8}-\d{6}-[0-9a-f]{12})?\.png$/],
    ['a full-width dot', 'photo\uFF0Epng', null],
    ['Arabic and Chinese', 'وصفة 食谱.jpg', /^image(-\d{8}-\d{6}-[0-9a-f]{12})?\.jpg$/],
    ['Windows reserved names', 'CON.png', /^CON(-\d{8}-\d{6}-[0-9a-f]{12})?\.png$/],
  ])('%s', async (_label, name, expected) => {
    const content = name.endsWith('.jpg') ? jpegWithComment('ok') : stripedPng(22);
    const stored = await expectRefusedOrSafe(name, content);
    if (expected === null) expect(stored).toBeNull();
    else expect(stored).toMatch(expected);
  });
});

describe('very long names', () => {
  test.each([1000, 10_000, 60_000])('%i characters: kept under a short safe name, or refused', async (n) => {
    const stored = await expectRefusedOrSafe(`${'a'.repeat(n)}.png`, stripedPng(23));
    if (stored) expect(stored.length).toBeLessThanOrEqual(120);
  });

  test('a 200 000-character name (bigger than any header may be) is refused', async () => {
    expect(await expectRefusedOrSafe(`${'b'.repeat(200_000)}.png`, stripedPng(24))).toBeNull();
  });
});

test('50 parallel uploads over HTTP: every image kept intact, every fake refused, nothing else', async () => {
  const before = new Set(fs.readdirSync(recettes()));
  const jobs = Array.from({ length: 50 }, (_, i) => {
    if (i % 5 === 4) return { ok: false, name: `faux-${i}.png`, bytes: Buffer.from(`<script>${i}</script>`) };
    const png = i % 2 === 0;
    return {
      ok: true,
      name: i % 3 === 0 ? (png ? 'meme.png' : 'meme.jpg') : `photo-${i}.${png ? 'png' : 'jpg'}`,
      bytes: png ? stripedPng(500 + i) : jpegWithComment(`image ${i}`),
    };
  });
  const replies = await Promise.all(
    jobs.map(async (job) => {
      const form = new FormData();
      form.append('imagesvelte', new Blob([new Uint8Array(job.bytes)]), job.name);
      const res = await fetch(`http://127.0.0.1:${port}/api/permis/uploadfileimg`, { method: 'POST', body: form, headers: WRITE_HEADERS });
      return { status: res.status, body: (await res.json()) as { payload?: { result: string } } };
    }),
  );
  const kept: string[] = [];
  replies.forEach((reply, i) => {
    const job = jobs[i]!;
    expect({ name: job.name, status: reply.status }).toEqual({ name: job.name, status: job.ok ? 200 : 415 });
    if (job.ok) {
      const stored = reply.body.payload!.result;
      expect(fs.readFileSync(path.join(recettes(), stored))).toEqual(job.bytes);
      kept.push(stored);
    }
  });
  expect(new Set(kept).size).toBe(40);
  const added = fs.readdirSync(recettes()).filter((f) => !before.has(f));
  expect(added.sort()).toEqual([...kept].sort());
});

describe('a client that disconnects mid-upload leaves no partial file', () => {
  const BOUNDARY = '----coupure';

  /** Sends the start of an upload by hand, then drops the connection. */
  async function uploadThenDisconnect(sent: Buffer, announced: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/permis/uploadfileimg HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tableau-De-Bord: 1\r\n` +
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${announced}\r\n\r\n`,
        );
        socket.write(sent, () => setTimeout(() => (socket.destroy(), resolve()), 100));
      });
      socket.on('error', reject);
    });
    // Let the server notice and clean up.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }

  const head = (name: string) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="imagesvelte"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);

  test.each([
    ['in the middle of the file', (png: Buffer) => Buffer.concat([head('coupe.png'), png.subarray(0, Math.floor(png.length / 2))])],
    ['right after the part headers', () => head('coupe.png')],
    ['in the part headers', () => head('coupe.png').subarray(0, 40)],
    ['with the whole file but no closing boundary', (png: Buffer) => Buffer.concat([head('coupe.png'), png])],
  ])('%s', async (_label, build) => {
    // A large image, so that the cut falls well inside it.
    const png = Buffer.concat([stripedPng(900, 256), randomBytes(300_000)]);
    const before = filesFingerprint(api.filesDir);
    await uploadThenDisconnect(build(png), 2 * 1024 * 1024);
    const after = filesFingerprint(api.filesDir);
    recordIntegrity('upload interrompu : aucun fichier partiel', JSON.stringify(after) !== JSON.stringify(before));
    expect(after).toEqual(before);
    expect(fs.readdirSync(recettes()).filter((f) => f.startsWith('.'))).toEqual([]);
    // The server is still there.
    const ok = await upload('apres-coupure.png', stripedPng(901));
    expect(ok.statusCode).toBe(200);
  });
});
