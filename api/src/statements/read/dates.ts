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

/** jj/mm/aaaa, jj/mm/aa (also with « - » or « . »), or aaaa-mm-jj: a CSV's and a French QIF's dates. */
export function parseDayFirst(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(s);
  if (m) return iso(fullYear(m[3]!), Number(m[2]), Number(m[1]));
  m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Quicken's US dates: m/d'yy (years 2000 on, the apostrophe says so) or m/d/yyyy. */
export function parseQuickenUs(raw: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})'(\d{2}|\d{4})$/.exec(raw.replace(/\s/g, ''));
  if (!m) return null;
  const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return iso(y, Number(m[1]), Number(m[2]));
}

/** OFX: YYYYMMDD[hhmmss[.xxx]][[±h:TZ]]: the day as the bank wrote it. */
export function parseOfxDate(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{4,6}(?:\.\d{1,3})?)?(?:\[[^\]]*\])?$/.exec(raw.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** ISO 20022: YYYY-MM-DD, or a date-time (its day as written). */
export function parseIsoDate(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw.trim());
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The date of a field, or a refusal naming its line and the form expected. */
export function dateAt(raw: string, ligne: number, parse: (raw: string) => string | null, expected: string): string {
  if (!raw.trim()) throw refused(ligne, 'date absente');
  const date = parse(raw);
  if (date === null) throw refused(ligne, `date illisible « ${raw.trim()} » (${expected} attendu)`);
  return date;
}
