/**
 * Uploads slowed down as photos piled up: the quota check read every file's size at each
 * upload. The total is now counted once, then kept up to date by the uploads themselves;
 * files removed or added by hand bring a recount. Measured in file-system calls, not time:
 * with 2,000 photos, uploads after the first one read no file's size, the quota still
 * refuses the upload that would exceed it, and the total stays right.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { stripedPng } from '../src/seed/png';
import { imageFoldersBytes, usedBytes } from '../src/files/quota';
import { createTestApi, multipartBody, WRITE_HEADERS, type TestApi } from './helpers';

const PHOTOS = 2000;
const PHOTO_BYTES = 100;
const PNG = stripedPng(12);
/** Room for the photos, the sport folder's file and 11 uploads, not 12. */
const QUOTA = PHOTOS * PHOTO_BYTES + 500 + 12 * PNG.length - 1;

let api: TestApi;
let recettes: string;
let lstat: jest.SpyInstance;
let readdir: jest.SpyInstance;
beforeAll(async () => {
  api = await createTestApi({ seed: false, security: { uploadsPerMinute: 10_000, uploadQuotaBytes: QUOTA } });
  recettes = path.join(api.filesDir, 'recettes');
  for (let i = 0; i < PHOTOS; i++) fs.writeFileSync(path.join(recettes, `photo-${i}.jpg`), Buffer.alloc(PHOTO_BYTES, i % 256));
  fs.writeFileSync(path.join(api.filesDir, 'sport', 'seance.png'), Buffer.alloc(500));
  lstat = jest.spyOn(fsp, 'lstat');
  readdir = jest.spyOn(fsp, 'readdir');
});
afterAll(async () => {
  jest.restoreAllMocks();
  await api.close();
});

function upload(name: string) {
  const { payload, headers } = multipartBody('imagesvelte', name, PNG);
  return api.app.inject({ method: 'POST', url: '/api/permis/uploadfileimg', payload, headers: { ...headers, ...WRITE_HEADERS } });
}

/** File-system reads of the quota's counting during `run`. */
async function countingCalls(run: () => Promise<void>): Promise<{ lstat: number; readdir: number }> {
  lstat.mockClear();
  readdir.mockClear();
  await run();
  return { lstat: lstat.mock.calls.length, readdir: readdir.mock.calls.length };
}

/** A hand change must land after the api's last one by more than the file system's clock step. */
const clockStep = () => new Promise((resolve) => setTimeout(resolve, 30));

test('the first upload counts the folders once; the next ten read no file’s size', async () => {
  const first = await countingCalls(async () => {
    expect((await upload('premiere.png')).statusCode).toBe(200);
  });
  expect(first.lstat).toBeGreaterThanOrEqual(PHOTOS + 1);
  const next = await countingCalls(async () => {
    for (let i = 0; i < 10; i++) expect((await upload(`suivante-${i}.png`)).statusCode).toBe(200);
  });
  expect(next).toEqual({ lstat: 0, readdir: 0 });
  expect(await usedBytes(api.filesDir)).toBe(PHOTOS * PHOTO_BYTES + 500 + 11 * PNG.length);
  expect(await usedBytes(api.filesDir)).toBe(await imageFoldersBytes(api.filesDir));
});

test('the upload that would exceed the quota is refused, without a recount, and writes nothing', async () => {
  const before = fs.readdirSync(recettes).length;
  const calls = await countingCalls(async () => {
    const res = await upload('de-trop.png');
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ error: 'insufficient_storage', message: expect.stringMatching(/^Envoi refusé : l’espace des images est plein/) });
  });
  expect(calls).toEqual({ lstat: 0, readdir: 0 });
  expect(fs.readdirSync(recettes)).toHaveLength(before);
});

test('photos removed by hand free their room: the total is recounted and right', async () => {
  await clockStep();
  for (let i = 0; i < 100; i++) fs.rmSync(path.join(recettes, `photo-${i}.jpg`));
  const calls = await countingCalls(async () => {
    expect((await upload('apres-menage.png')).statusCode).toBe(200);
  });
  expect(calls.lstat).toBeGreaterThanOrEqual(PHOTOS - 100);
  expect(await usedBytes(api.filesDir)).toBe(await imageFoldersBytes(api.filesDir));
  expect(await usedBytes(api.filesDir)).toBe((PHOTOS - 100) * PHOTO_BYTES + 500 + 12 * PNG.length);
});

test('a large file added by hand counts against the quota at the next upload', async () => {
  await clockStep();
  const room = QUOTA - (await imageFoldersBytes(api.filesDir));
  fs.writeFileSync(path.join(api.filesDir, 'sport', 'grande.png'), Buffer.alloc(room - PNG.length + 1));
  expect((await upload('plus-de-place.png')).statusCode).toBe(507);
  expect(await usedBytes(api.filesDir)).toBe(await imageFoldersBytes(api.filesDir));
});
