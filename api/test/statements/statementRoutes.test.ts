/**
 * POST /api/releves's refusals and the CSV column profiles: a file that is missing, too large
 * or refused by the reader; a CSV whose columns are unknown (422), then named (colonnes), then
 * remembered for the next file of that shape; the owner's sign-in as for every write.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unknownColumnsSchema } from '../../src/contracts';
import { STATEMENT_MAX_BYTES } from 'bank-files';
import { hashPassword, PASSWORD_FILE_NAME, writePasswordHash } from '../../src/security/password';
import { SESSION_COOKIE } from '../../src/security/ownerSession';
import { createTestApi, multipartBody, tableCounts, WRITE_HEADERS, type TestApi } from '../helpers';
import { errorOf, getData, type StoredRow } from '../dataHelpers';
import { csvOf, NOW, postStatement, preview, record, smallApi } from './matchHelpers';

describe('refusals', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await smallApi();
  });
  afterAll(async () => {
    await api.close();
  });

  test('no file, an empty one, another field, not multipart: 400 or 415 in French', async () => {
    expect(errorOf(await postStatement(api.app, null, { dryRun: true }), 400)).toEqual({
      error: 'missing_file',
      message: 'Relevé refusé : aucun fichier reçu dans le champ « fichier ».',
    });
    expect(errorOf(await postStatement(api.app, Buffer.alloc(0), { dryRun: true }), 400).message).toBe('Relevé refusé : le fichier est vide.');
    const stray = multipartBody('releve', 'releve.csv', csvOf([['2026-10-06', 'VIR', 1]]));
    expect(errorOf(await api.app.inject({ method: 'POST', url: '/api/releves?dryRun=1', ...stray, headers: { ...stray.headers, ...WRITE_HEADERS } }), 400).message).toBe(
      'Relevé refusé : le fichier doit être envoyé dans le champ « fichier » (reçu : « releve »).',
    );
    const json = await api.app.inject({ method: 'POST', url: '/api/releves', payload: { fichier: 'x' }, headers: WRITE_HEADERS });
    expect(errorOf(json, 415).error).toBe('unsupported_media_type');
    expect(errorOf(await postStatement(api.app, csvOf([]), { url: '/api/releves?dryRun=oui' }), 400).message).toMatch(/« dryRun » invalide/);
  });

  test('over the reader’s size: 413 in French, nothing written', async () => {
    const before = tableCounts(api.db);
    const big = Buffer.concat([csvOf([['2026-10-06', 'VIR', 1]]), Buffer.alloc(STATEMENT_MAX_BYTES, 0x20)]);
    expect(errorOf(await postStatement(api.app, big), 413)).toEqual({
      error: 'payload_too_large',
      message: 'Relevé refusé : le fichier dépasse la taille maximale de 10 Mo : exportez une période plus courte.',
    });
    expect(tableCounts(api.db)).toEqual(before);
  });

  test('a file the reader refuses: 400 releve_refuse with its message and line', async () => {
    const bad = Buffer.from('Date;Libellé;Montant\r\n06/10/2026;VIR;750,00\r\n32/13/2026;VIR;1,00\r\n');
    const body = errorOf(await postStatement(api.app, bad, { dryRun: true }), 400) as { ligne?: number };
    expect(body).toMatchObject({ error: 'releve_refuse', ligne: 3 });
    expect((body as { message: string }).message).toMatch(/^Relevé refusé : ligne 3 : /);
  });

  test('/index.php/api serves the same', async () => {
    const p = await preview(api.app, csvOf([['2026-10-06', 'VIR SEPA', 750]]), { url: '/index.php/api/releves?dryRun=1' });
    expect(p.lignes[0]!.proposition?.section).toBe('loyers');
  });
});

describe('a CSV whose columns are unknown', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await smallApi();
  });
  afterAll(async () => {
    await api.close();
  });
  const file = (amount: string) => Buffer.from(`Quand;Quoi;Combien\r\n06/10/2026;VIR SEPA LOYER;${amount}\r\n08/10/2026;CB LIBRAIRIE;-12,00\r\n`);
  const colonnes = { date: 'Quand', libelle: 'Quoi', montant: 'Combien' };

  test('422 with its headers and first rows; named, it is read; recorded, its columns are kept for the next file', async () => {
    const refused = unknownColumnsSchema.parse(errorOf(await postStatement(api.app, file('750,00'), { dryRun: true }), 422));
    expect(refused.entetes).toEqual(['Quand', 'Quoi', 'Combien']);
    expect(refused.apercu[0]).toEqual(['06/10/2026', 'VIR SEPA LOYER', '750,00']);
    expect(refused.message).toMatch(/^Colonnes non reconnues/);

    // A dry run with the columns reads the file and keeps nothing.
    expect((await preview(api.app, file('750,00'), { colonnes })).lignes.map((l) => [l.libelle, l.montant])).toEqual([
      ['VIR SEPA LOYER', 750],
      ['CB LIBRAIRIE', -12],
    ]);
    expect(await getData(api.app, '/api/data/profilsReleves')).toEqual([]);
    expect(errorOf(await postStatement(api.app, file('750,00'), { dryRun: true, colonnes: { date: 'Quand' } }), 400).champ).toBe('colonnes');

    expect(await record(api.app, file('750,00'), { colonnes })).toMatchObject({ enregistrees: 1, sansDecision: 1 });
    const profiles = await getData<StoredRow[]>(api.app, '/api/data/profilsReleves');
    expect(profiles.map(({ id: _id, ...p }) => p)).toEqual([{ signature: 'quand;quoi;combien', date: 'Quand', libelle: 'Quoi', montant: 'Combien', debit: null, credit: null }]);

    // The next file of that shape needs no mapping.
    expect((await preview(api.app, file('80,00'))).lignes[0]!.montant).toBe(80);
    // Recorded again with the same columns: the profile stays one.
    await record(api.app, file('81,00'), { colonnes });
    expect(await getData<StoredRow[]>(api.app, '/api/data/profilsReleves')).toHaveLength(1);
  });
});

describe('the owner’s sign-in', () => {
  test('401 without the session, like every route; signed in, the statement is read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releves-signin-'));
    const passwordFile = path.join(dir, PASSWORD_FILE_NAME);
    writePasswordHash(passwordFile, await hashPassword('un mot de passe solide'));
    const api = await createTestApi({ seed: false, now: NOW, security: { requireSession: true, passwordFile } });
    try {
      const file = csvOf([['2026-10-06', 'VIR', 1]]);
      expect(errorOf(await postStatement(api.app, file, { dryRun: true }), 401).error).toBe('unauthorized');
      expect(errorOf(await postStatement(api.app, file), 401).error).toBe('unauthorized');
      const signIn = await api.app.inject({ method: 'POST', url: '/api/session', headers: WRITE_HEADERS, payload: { password: 'un mot de passe solide' } });
      const cookie = signIn.cookies.find((c) => c.name === SESSION_COOKIE)!;
      const res = await postStatement(api.app, file, { dryRun: true, headers: { cookie: `${cookie.name}=${cookie.value}` } });
      expect(res.statusCode).toBe(200);
    } finally {
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
