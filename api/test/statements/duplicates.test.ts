/**
 * Lines already imported (api/src/statements/duplicates.ts): the same FITID, or else the same
 * date, amount and label (case, accents and punctuation aside), the k-th identical line of a
 * file matching the k-th stored one.
 */
import { createDuplicateFinder } from '../../src/statements/duplicates';
import type { BankLine } from '../../src/statements/read/statementFile';
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
const line = (date: string, libelle: string, montant: number, fitid: string | null = null): BankLine => ({ n: ++n, ligne: n + 1, date, libelle, montant, fitid, compte: null, devise: 'EUR' });

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
