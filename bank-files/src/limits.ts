/**
 * What a statement may hold, and the refusals' wording. Every refusal starts with « Relevé
 * refusé : » and names the file's line when one is at fault, so the owner can open the file
 * and see it.
 */
import { StatementRefused } from './statementFile';

/** Beyond this a file is no bank statement (a year of a busy account is well under 1 Mo). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Transactions in one file: more is an export of many years or of something else. */
export const STATEMENT_MAX_LINES = 50_000;

const thousands = (n: number): string => n.toLocaleString('fr-FR').replace(/\u202f/g, ' ');

/** « Relevé refusé : ligne 12 : <detail>. » (without the line when `ligne` is null). */
export function refused(ligne: number | null, detail: string): StatementRefused {
  const where = ligne === null ? '' : `ligne ${thousands(ligne)} : `;
  return new StatementRefused(`Relevé refusé : ${where}${detail}.`, ligne);
}

export function tooBig(bytes: number): StatementRefused {
  // Rounded up: a file just over the limit reads « 10,1 Mo », not « 10 Mo, au-delà de 10 Mo ».
  const mo = (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return refused(null, `fichier de ${mo} Mo, au-delà de ${STATEMENT_MAX_BYTES / (1024 * 1024)} Mo (exportez une période plus courte)`);
}

export function tooManyLines(ligne: number): StatementRefused {
  return refused(ligne, `plus de ${thousands(STATEMENT_MAX_LINES)} opérations (exportez une période plus courte)`);
}

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The last line holding something (where a cut file stops). */
export function lastLine(text: string): number {
  return lineAt(text, text.trimEnd().length);
}
