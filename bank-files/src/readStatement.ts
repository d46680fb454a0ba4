/**
 * readStatement: a bank file's bytes → its format, encoding and transactions, or a refusal
 * naming the line at fault (nothing is recorded from a file refused). Pure and synchronous:
 * the route caps the upload, reads, then proposes (other modules).
 *
 *   readStatement(bytes: Buffer, options?: ReadOptions): StatementFile
 *     throws StatementRefused (« Relevé refusé : ligne N : … »), ColumnsUnknown (a CSV whose
 *     columns are neither recognised nor named by options.colonnes / options.profiles) or
 *     DateOrderUnknown (a CSV or QIF whose dates read both ways, with no order chosen or saved).
 */
import { readCamt } from './camt';
import { readCsv } from './csv';
import { detectFormat, refuseBinary } from './detectFormat';
import { decodeStatement } from './encoding';
import { refused, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES, tooBig, tooManyLines } from './limits';
import { readOfx } from './ofx';
import { readQif } from './qif';
import type { RawLine } from './rawLine';
import type { FileAccount, ReadOptions, StatementFile } from './statementFile';

export { STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from './limits';
export { ColumnsUnknown, DateOrderUnknown, StatementRefused } from './statementFile';
export type { BankLine, FileAccount, ReadOptions, StatementFile } from './statementFile';

export function readStatement(bytes: Buffer, options: ReadOptions = {}): StatementFile {
  if (bytes.length > STATEMENT_MAX_BYTES) throw tooBig(bytes.length);
  refuseBinary(bytes);
  const { text, encodage } = decodeStatement(bytes);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw refused(null, 'fichier vide');
  const format = detectFormat(text);
  let raw: RawLine[];
  let comptes: FileAccount[];
  let signature: string | null = null;
  let profilDates: string | null = null;
  let ordreDates: StatementFile['ordreDates'] = null;
  switch (format) {
    case 'csv': {
      const csv = readCsv(text, options);
      ({ lignes: raw, signature, comptes, ordre: ordreDates } = csv);
      profilDates = csv.signature;
      break;
    }
    case 'ofx':
      ({ lignes: raw, comptes } = readOfx(text));
      break;
    case 'qif': {
      const qif = readQif(text, options);
      ({ lignes: raw, comptes, ordre: ordreDates, profil: profilDates } = qif);
      break;
    }
    case 'camt':
      ({ lignes: raw, comptes } = readCamt(text));
      break;
  }
  if (raw.length > STATEMENT_MAX_LINES) throw tooManyLines(raw[STATEMENT_MAX_LINES]!.ligne);
  return { format, encodage, lignes: raw.map((l, i) => ({ n: i + 1, ...l })), signature, comptes, profilDates, ordreDates };
}
