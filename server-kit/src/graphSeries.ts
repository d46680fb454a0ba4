/** Builds the legacy graph strings (the chart endpoints' bracketed axis and series) from SQL aggregates. */
import { formatAxis, formatSeries, type LegacySeries } from 'contract-kit/legacyGraph';

export interface YearPoint {
  year: number;
  value: number;
}
export interface KeyedYearPoint extends YearPoint {
  key: string;
}

export function yearRange(from: number, to: number): number[] {
  const years: number[] = [];
  for (let y = from; y <= to; y++) years.push(y);
  return years;
}

/** Years from the first to the last of the rows (empty when there are no rows). */
export function yearsOf(rows: ReadonlyArray<YearPoint>, extra: { from?: number; to?: number } = {}): number[] {
  if (rows.length === 0 && extra.from === undefined) return [];
  const years = rows.map((r) => r.year);
  const lo = Math.min(...years, ...(extra.from !== undefined ? [extra.from] : []));
  const hi = Math.max(...years, ...(extra.to !== undefined ? [extra.to] : []));
  return yearRange(lo, hi);
}

/** One value per year of the axis (0 where the rows have none). */
export function valuesOn(years: readonly number[], rows: ReadonlyArray<YearPoint>): number[] {
  const byYear = new Map(rows.map((r) => [r.year, r.value]));
  return years.map((y) => byYear.get(y) ?? 0);
}

/** French alphabetical order: "Écully" between "Annecy" and "Lyon" (SQLite sorts bytes). */
const french = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** One series per key, in French alphabetical order of the keys, each with one value per year. */
export function seriesByKey(years: readonly number[], rows: ReadonlyArray<KeyedYearPoint>): LegacySeries {
  const groups = new Map<string, YearPoint[]>();
  for (const r of rows) {
    const list = groups.get(r.key) ?? [];
    list.push(r);
    groups.set(r.key, list);
  }
  return [...groups]
    .sort(([a], [b]) => french.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, points]) => ({ name, data: valuesOn(years, points) }));
}

/**
 * A text label for an axis: quoted, without the characters the legacy format cannot carry
 * (commas split labels; quotes and brackets would end the string or the list).
 */
export function textLabel(text: string): string {
  return `'${text.replace(/[,'"[\]]/g, ' ').replace(/\s+/g, ' ').trim()}'`;
}

export { formatAxis, formatSeries };
