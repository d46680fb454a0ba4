/**
 * How close a bank line must be to what was expected: ±2 % of the amount, ±10 days of the date.
 * And the pairing of lines with expected items (a lease-month, an instalment), each taken once:
 * the closest pairs first.
 */
export const WINDOW_DAYS = 10;
export const AMOUNT_TOLERANCE = 0.02;

/** Days since 1970-01-01 of an AAAA-MM-JJ day (sliced, no pattern: it runs for every pair of a 10 000-line statement). */
export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

/** |days| from the line's day to the expected one (dayNumber), or null beyond the window. */
export function daysApart(lineDay: number, expectedDay: number): number | null {
  const days = Math.abs(lineDay - expectedDay);
  return days <= WINDOW_DAYS ? days : null;
}

/** `amount` within ±2 % of `expected` (both without sign). */
export function closeAmount(amount: number, expected: number): boolean {
  return Math.abs(amount - expected) <= AMOUNT_TOLERANCE * expected + 0.005;
}

export interface Candidate<T> {
  /** The line's number. */
  n: number;
  /** The expected item's key: an item goes to one line at most. */
  key: string;
  item: T;
  /** Lower is better, compared element by element; the line's number breaks ties. */
  rank: number[];
}

/** Each line gets its best free item, the best pairs (by rank) served first. */
export function pairOnce<T>(candidates: Array<Candidate<T>>): Map<number, T> {
  const sorted = [...candidates].sort((a, b) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
      const d = (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.n - b.n;
  });
  const lines = new Map<number, T>();
  const taken = new Set<string>();
  for (const c of sorted) {
    if (lines.has(c.n) || taken.has(c.key)) continue;
    lines.set(c.n, c.item);
    taken.add(c.key);
  }
  return lines;
}
