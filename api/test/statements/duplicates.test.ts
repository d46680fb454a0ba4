/**
 * Lines already imported (area-immo: src/server/statements/duplicates.ts): the same FITID, or else the same
 * date, amount and label (case, accents and punctuation aside), the k-th identical line of a
 * file matching the k-th stored one; a line of one account never the stored line of another.
 */
import { createDuplicateFinder, sameAccountNumber } from 'area-immo/testing';
import type { BankLine } from 'bank-files';
import type { TestApi } from '../helpers';
import { payloadOf, request } from '../dataHelpers';
import { smallApi } from './matchHelpers';

let api: TestApi;
beforeAll(async () => {
  api = await smallApi();
  const stored = [
    { date: '2026-10-06', montant: 750, libelle: 'VIR SEPA LOYER', fitid: 'A1', section: 'loyers' },
    { date: '2026-10-07', montant: -12, libelle: 'CB Café', fitid: null, section: 'ignorer' },
    { date: '2026-10-07', montant: -12, libelle: 'CB Café', fitid: null, section: 'ignorer' },
    { date: '2026-10-08', montant: -60, libelle: 'CB STATION', fitid: 'B2', section: 'voitures' },
  ];
  for (const line of stored) payloadOf(await request(api.app, 'POST', '/api/data/lignesReleves', line));
});
afterAll(async () => {
  await api.close();
});

let n = 0;
const line = (date: string, libelle: string, montant: number, fitid: string | null = null, compte: string | null = null): BankLine => ({
  n: ++n,
  ligne: n + 1,
  date,
  libelle,
  montant,
  fitid,
  compte,
  devise: 'EUR',
});

test('a line of one account is not the stored line of another; a stored line of no account matches any', async () => {
  payloadOf(await request(api.app, 'POST', '/api/data/lignesReleves', { date: '2026-11-02', montant: -300, libelle: 'VIREMENT INTERNE', fitid: null, section: 'ignorer', compte: 'FR76COURANT' }));
  const other = line('2026-11-02', 'VIREMENT INTERNE', -300, null, 'FR76LIVRET');
  const same = line('2026-11-02', 'VIREMENT INTERNE', -300, null, 'FR76COURANT');
  expect([...createDuplicateFinder(api.db)([other])]).toEqual([]);
  expect([...createDuplicateFinder(api.db)([other, same])]).toEqual([same.n]);
  // CAMT writes the IBAN, OFX the number it holds: the same account.
  expect(sameAccountNumber('FR76 3000 4000 0100 0123 4567 890', '00012345678')).toBe(true);
  expect(sameAccountNumber('FR7630004000010001234567890', '00098765432')).toBe(false);
  expect(sameAccountNumber('1234', 'FR7630004000010001234567890')).toBe(false);
  // « CB Café » of 7 October was stored without account: a line of any account is it.
  expect([...createDuplicateFinder(api.db)([line('2026-10-07', 'CB CAFE', -12, null, 'FR76LIVRET')])]).toHaveLength(1);
});

test('by FITID, whatever the label and even on another day', () => {
  const lines = [line('2026-10-05', 'VIREMENT LOYER', 750, 'A1'), line('2026-10-06', 'VIR SEPA LOYER', 750, 'A9')];
  // The second has the stored content but another FITID: another transaction.
  expect([...createDuplicateFinder(api.db)(lines)]).toEqual([lines[0]!.n]);
});

test('by date, amount and label, counted; accents and case aside', () => {
  const lines = [line('2026-10-07', 'cb cafe', -12), line('2026-10-07', 'CB CAFÉ', -12), line('2026-10-07', 'CB CAFE', -12), line('2026-10-07', 'CB CAFE', -12.01)];
  expect([...createDuplicateFinder(api.db)(lines)]).toEqual([lines[0]!.n, lines[1]!.n]);
});

test('a CSV line (no FITID) matches a stored OFX line by content; an OFX line a stored CSV line', () => {
  const csv = line('2026-10-08', 'CB STATION', -60);
  const ofx = line('2026-10-07', 'CB CAFE', -12, 'Z7');
  expect([...createDuplicateFinder(api.db)([csv, ofx])]).toEqual([csv.n, ofx.n]);
});
