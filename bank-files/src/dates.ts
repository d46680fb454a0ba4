/**
 * Dates as each format writes them, validated against the calendar (no 31/02), to AAAA-MM-JJ.
 * Two-digit years are 20yy up to 69 and 19yy from 70, as spreadsheets read them.
 */
import { refused } from './limits';

const pad = (n: number) => String(n).padStart(2, '0');

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) => (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : DAYS[month - 1]!);

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return null;
  if (day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (y: string) => (y.length === 2 ? (Number(y) < 70 ? 2000 : 1900) + Number(y) : Number(y));

/** A time after a date, ISO 8601 (« T » or a space), with or without a zone (Z, ±hh:mm, ±hhmm): its day is the day written. */
const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?`;
/** The year may follow an apostrophe: Quicken's m/d'yy, Money's jj/mm'aaaa (its order decided like any other). */
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.'-](\d{4}|\d{2})${TIME}$`);
const ISO = new RegExp(String.raw`^(\d{4})[-/](\d{1,2})[-/](\d{1,2})${TIME}$`);
const ISO_20022 = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`);

/** The order of a numeric date's first two numbers: jour/mois (France) or mois/jour (United States). */
export type DateOrder = 'jma' | 'mja';

/** The parts of a numeric date (jj/mm/aaaa or mm/jj/aaaa, also « - » or « . », a time allowed), or null. */
export function numericParts(raw: string): { first: number; second: number; year: number } | null {
  const m = NUMERIC.exec(raw.trim());
  return m ? { first: Number(m[1]), second: Number(m[2]), year: fullYear(m[3]!) } : null;
}

/** A numeric date in the order given, or aaaa-mm-jj (with a time or a zone), validated. */
export function parseInOrder(raw: string, order: DateOrder): string | null {
  const parts = numericParts(raw);
  if (parts) return order === 'jma' ? iso(parts.year, parts.second, parts.first) : iso(parts.year, parts.first, parts.second);
  const m = ISO.exec(raw.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** jj/mm/aaaa, jj/mm/aa (also with « - » or « . »), or aaaa-mm-jj, each with a time or not. */
export const parseDayFirst = (raw: string): string | null => parseInOrder(raw, 'jma');

/** OFX: YYYYMMDD[hhmmss[.xxx]][[±h:TZ]]: the day as the bank wrote it. */
export function parseOfxDate(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{4,6}(?:\.\d{1,3})?)?(?:\[[^\]]*\])?$/.exec(raw.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** ISO 20022: YYYY-MM-DD, with a zone (« 2017-04-01+02:00 ») or a time (DtTm): its day as written. */
export function parseIsoDate(raw: string): string | null {
  const m = ISO_20022.exec(raw.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The date of a field, or a refusal naming its line and the form expected (« jj/mm/aaaa attendu »). */
export function dateAt(raw: string, ligne: number, parse: (raw: string) => string | null, expected: string): string {
  if (!raw.trim()) throw refused(ligne, 'date absente');
  const date = parse(raw);
  if (date === null) throw refused(ligne, `date illisible « ${raw.trim()} » (${expected})`);
  return date;
}
