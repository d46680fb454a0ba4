/**
 * Hostile files sent to POST /api/releves: each format cut in the middle (of a transaction, of a
 * label, of an amount), a spreadsheet or a PDF renamed .csv, an empty file, 20 Mo. Each gets a
 * French refusal saying what to do, and nothing is written (every table counted before and after).
 */
import { bankFixture as fixture } from 'bank-files/fixtures';
import { tableCounts, type TestApi } from '../helpers';
import { errorOf } from '../dataHelpers';
import { postStatement, smallApi } from './matchHelpers';

/** The file's bytes up to the first occurrence of `marker` (excluded). */
const cutBefore = (bytes: Buffer, marker: string) => bytes.subarray(0, bytes.indexOf(Buffer.from(marker, 'latin1')));
const cutAfter = (bytes: Buffer, marker: string) => bytes.subarray(0, bytes.indexOf(Buffer.from(marker, 'latin1')) + marker.length);

/** English a parser could let through: none of it reaches the owner. */
const ENGLISH = /\b(invalid|error|unexpected|expected|tag|closing|missing|undefined|null)\b/i;

let api: TestApi;
beforeAll(async () => {
  api = await smallApi();
});
afterAll(async () => {
  await api.close();
});

const CASES: Array<[string, Buffer, string, number, RegExp]> = [
  ['OFX cut inside a transaction', cutAfter(fixture('cic-courant-carte.ofx'), '<TRNAMT>-137'), 'cic.ofx', 400, /^Relevé refusé : ligne 59 : fichier tronqué au milieu d’une opération/],
  ['OFX 2 cut inside a label', cutAfter(fixture('ofx2-feuilles-ouvertes.ofx'), 'VIR M. KAR'), 'anz.ofx', 400, /^Relevé refusé : ligne 10 : fichier tronqué au milieu d’une opération/],
  ['QIF cut inside an amount', cutAfter(fixture('bnp-money.qif'), 'T-310'), 'bnp.qif', 400, /^Relevé refusé : ligne 12 : fichier tronqué : l’opération commencée ici ne finit pas par « \^ » \(le fichier s’arrête ligne 13\)/],
  ['CSV cut inside a quoted label', cutAfter(fixture('boursorama-tous-comptes.csv'), '"PRLV SEPA FR'), 'bourso.csv', 400, /^Relevé refusé : ligne 4 : fichier tronqué : un guillemet ouvert n’est jamais fermé/],
  ['CSV cut inside an amount', cutAfter(fixture('fortuneo.csv'), 'FONCIERE;-1 2'), 'fortuneo.csv', 400, /^Relevé refusé : ligne 4 : 4 champs au lieu de 5/],
  ['CAMT cut inside an entry', cutBefore(fixture('camt053-v08-deux-comptes.xml'), '<Ustrd>PRLV'), 'camt.xml', 400, /^Relevé refusé : ligne 51 : fichier tronqué au milieu d’une écriture/],
  ['CAMT cut after an entry (XML not closed)', cutAfter(fixture('raiffeisen-camt053-v04.xml'), '</Ntry>'), 'camt.xml', 400, /^Relevé refusé : ligne 41 : fichier tronqué : XML non fermé \(exportez de nouveau le relevé, ou choisissez le format OFX ou CSV\)/],
  ['a PDF renamed .csv', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), 'releve.csv', 400, /^Relevé refusé : format non reconnu : un relevé CSV, OFX, QIF ou CAMT\.053 est attendu \(ce fichier est binaire : PDF, tableur ou image\)/],
  ['a spreadsheet renamed .csv', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 1)]), 'releve.csv', 400, /binaire : PDF, tableur ou image/],
  ['an empty file', Buffer.alloc(0), 'releve.csv', 400, /^Relevé refusé : le fichier est vide\.$/],
  ['20 Mo', Buffer.alloc(20 * 1024 * 1024, 0x20), 'releve.csv', 413, /^Relevé refusé : le fichier dépasse la taille maximale de 10 Mo : exportez une période plus courte\.$/],
];

test.each(CASES)('%s: refused in French, nothing written', async (_name, bytes, fileName, status, message) => {
  const before = tableCounts(api.db);
  const body = errorOf(await postStatement(api.app, bytes, { fileName }), status);
  expect(body.message).toMatch(message);
  expect(body.message).not.toMatch(ENGLISH);
  expect(tableCounts(api.db)).toEqual(before);
});

test('a wrong extension is no refusal: an OFX named .csv is read as OFX (by its content)', async () => {
  const reply = await postStatement(api.app, fixture('cic-courant-carte.ofx'), { fileName: 'releve.csv', dryRun: true });
  expect(reply.statusCode).toBe(200);
  expect((reply.json() as { payload: { format: string } }).payload.format).toBe('ofx');
});

test('an XML that is no statement, and one badly nested: French, with the way out', async () => {
  const other = Buffer.from('<?xml version="1.0"?>\n<facture><total>12</total></facture>\n');
  expect(errorOf(await postStatement(api.app, other, { fileName: 'releve.xml', dryRun: true }), 400).message).toBe(
    'Relevé refusé : ligne 1 : format non reconnu : un relevé CSV, OFX, QIF ou CAMT.053 est attendu (XML qui n’est ni OFX ni CAMT.053) : choisissez le format OFX ou CSV dans l’espace de votre banque.',
  );
  const nested = Buffer.from(fixture('raiffeisen-camt053-v04.xml').toString('utf8').replace('<Sts>BOOK</Sts>', '<Sts>BOOK</Amt>'));
  const e = errorOf(await postStatement(api.app, nested, { fileName: 'releve.xml', dryRun: true }), 400);
  expect(e.message).toMatch(/^Relevé refusé : ligne \d+ : XML mal formé : une balise n’est pas fermée ou est mal imbriquée \(exportez de nouveau le relevé, ou choisissez le format OFX ou CSV\)\.$/);
});
