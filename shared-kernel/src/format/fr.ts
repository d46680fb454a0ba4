/**
 * fr-FR formatting with Intl. French separates thousands with a narrow no-break space
 * (U+202F) and puts a no-break space (U+00A0) before the euro and percent signs.
 * Every money formatter goes through `hideAmount`: in privacy mode it gives « ••• » (privacy.ts).
 */
import { hideAmount } from './privacy';

/**
 * A formatter built on its first use, then kept: nothing is spent at import for a page that
 * formats nothing. ICU's locale data, which the first Intl object of a page loads (100 to
 * 260 ms on a slowed phone), is loaded before the first paint by index.html's head script
 * (shared-kernel/webpack/headScript.cjs); where it is absent (tests), the first use pays it.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}

const euro = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));
const euroRound = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }));
const number = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));
const integer = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));
const percent = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }));
const date = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }));
const longDate = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** 1234.5 → "1 234,50 €" */
export const formatEuro = (value: number): string => hideAmount(euro().format(value));
/** 1234.5 → "1 235 €" (for cards and chart ticks) */
export const formatEuroRound = (value: number): string => hideAmount(euroRound().format(value));
/** 1234.567 → "1 234,57" */
export const formatNumber = (value: number): string => number().format(value);
/** An amount in euros written without its sign (a column headed « (€) »): 1234.5 → "1 234,5", or « ••• ». */
export const formatAmount = (value: number): string => hideAmount(number().format(value));
/** 1234.5 → "1 235" */
export const formatInteger = (value: number): string => integer().format(value);
/** A percentage given in points: 87.4 → "87 %" */
export const formatPercent = (points: number): string => percent().format(points / 100);

function toDate(value: string | Date): Date | null {
  const d = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-03-05" → "05/03/2026"; "" for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = value == null ? null : toDate(value);
  return d ? date().format(d) : '';
}

/** "2026-03-05" → "5 mars 2026" */
export function formatLongDate(value: string | Date | null | undefined): string {
  const d = value == null ? null : toDate(value);
  return d ? longDate().format(d) : '';
}

const compact = onFirstUse(() => new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 }));
/** Compact tick format for narrow charts: 128300 → "128,3 k €" (no-break space before €). */
export const formatEuroCompact = (value: number): string => hideAmount(`${compact().format(value)}\u00a0€`);
