/**
 * Amounts as banks write them: « 1 234,56 », « -12,50 », « 1234.56 », « 1.234,56 »,
 * « 1,234.56 », « +12,50 € », « 12,50- », « (12,50) », Quicken's « ,300.00 ». Read to the cent, exactly (from the
 * digits, not through a float product that would round 1,005 down).
 */
import { refused } from './limits';

/** Spaces of every kind (thousands), apostrophes (Swiss thousands), the currency. */
const NOISE = /[\s\u00a0\u202f'’]|€|EUR/gi;
/** Digits with at most one decimal separator left (thousands separators already dropped). */
const NUMBER = /^(\d{1,12})(?:\.(\d+))?$/;

/** The usual case, read without the general path: « -12,50 », « 1234.5 », « +80 ». */
const PLAIN = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/;

/** The amount in euros (signed, to the cent), or null when it is not an amount. */
export function parseAmount(raw: string): number | null {
  const plain = PLAIN.exec(raw.trim());
  if (plain) {
    const cents = Number(plain[2]) * 100 + Number((plain[3] ?? '').padEnd(2, '0'));
    return cents === 0 ? 0 : (plain[1] === '-' ? -cents : cents) / 100;
  }
  let s = raw.replace(NOISE, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (/^[-+]/.test(s)) {
    negative = negative !== (s[0] === '-');
    s = s.slice(1);
  } else if (/[-+]$/.test(s)) {
    negative = negative !== s.endsWith('-');
    s = s.slice(0, -1);
  }
  const normalized = withDecimalPoint(s);
  const m = normalized === null ? null : NUMBER.exec(normalized);
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(3, '0');
  const cents = Number(m[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return cents === 0 ? 0 : (negative ? -cents : cents) / 100;
}

/**
 * One decimal point and no thousands separator: the last of « , » and « . » is the decimal
 * one when both appear; a separator repeated is a thousands one; a lone one is decimal (a
 * French « 12,50 » or an English « 12.50 »).
 */
function withDecimalPoint(s: string): string | null {
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const [thousands, decimal] = comma > dot ? ['.', ','] : [',', '.'];
    const at = Math.max(comma, dot);
    const whole = s.slice(0, at);
    // Quicken's QIF (Crédit Mutuel's export) writes 100 to 999 with an empty thousands group
    // first: « ,300.00 », « -,109.59 ». A leading separator is that empty group.
    if (!/^(?:\d{1,3})?(?:[.,]\d{3})*$/.test(whole) || whole.includes(decimal)) return null;
    return `${whole.split(thousands).join('')}.${s.slice(at + 1)}`;
  }
  const sep = comma >= 0 ? ',' : dot >= 0 ? '.' : null;
  if (sep === null) return s;
  const parts = s.split(sep);
  if (parts.length === 2) return parts.join('.');
  return /^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((p) => /^\d{3}$/.test(p)) ? parts.join('') : null;
}

/** The amount of a field, or a refusal naming its line and the field (« dans TRNAMT », « dans la colonne « Débit » »). */
export function amountAt(raw: string, ligne: number, champ: string): number {
  if (!raw.trim()) throw refused(ligne, `montant absent ${champ}`);
  const amount = parseAmount(raw);
  if (amount === null) throw refused(ligne, `montant illisible « ${raw.trim()} » ${champ}`);
  return amount;
}
