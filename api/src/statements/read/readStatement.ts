/**
 * readStatement: a bank file's bytes → its format, encoding and transactions, or a refusal
 * naming the line at fault (nothing is recorded from a file refused). Pure and synchronous:
 * the route caps the upload, reads, then proposes (other modules).
 *
 *   readStatement(bytes: Buffer, options?: ReadOptions): StatementFile
 *     throws StatementRefused (« Relevé refusé : ligne N : … ») or ColumnsUnknown (a CSV whose
 *     columns are neither recognised nor named by options.colonnes / options.profiles).
 */
import { readCamt } from './camt';
import { readCsv } from './csv';
import { detectFormat, refuseBinary } from './detectFormat';
import { decodeStatement } from './encoding';
import { refused, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES, tooBig, tooManyLines } from './limits';
import { readOfx } from './ofx';
import { readQif } from './qif';
import type { RawLine } from './rawLine';
import type { ReadOptions, StatementFile } from './statementFile';

export { STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from './limits';
export { ColumnsUnknown, StatementRefused } from './statementFile';
export type { BankLine, ReadOptions, StatementFile } from './statementFile';

export function readStatement(bytes: Buffer, options: ReadOptions = {}): StatementFile {
  if (bytes.length > STATEMENT_MAX_BYTES) throw tooBig(bytes.length);
  refuseBinary(bytes);
  const { text, encodage } = decodeStatement(bytes);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw refused(null, 'fichier vide');
  const format = detectFormat(text);
  let raw: RawLine[];
  let signature: string | null = null;
  switch (format) {
    case 'csv':
      ({ lignes: raw, signature } = readCsv(text, options));
      break;
    case 'ofx':
      raw = readOfx(text);
      break;
    case 'qif':
      raw = readQif(text);
      break;
    case 'camt':
      raw = readCamt(text);
      break;
  }
  if (raw.length > STATEMENT_MAX_LINES) throw tooManyLines(raw[STATEMENT_MAX_LINES]!.ligne);
  return { format, encodage, lignes: raw.map((l, i) => ({ n: i + 1, ...l })), signature };
}
