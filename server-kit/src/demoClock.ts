/**
 * The demo dataset's clock: every area's demo rows run from DEMO_FIRST_YEAR to `now`, so the
 * same `now` gives the same rows.
 */
import { daysInMonth, isoDay, monthIndex, parseIsoDay } from './dates';

/** The first year of the demo's rows (rents, expenses, readings, holdings). */
export const DEMO_FIRST_YEAR = 2015;

/** `now` as the demo reads it: today as YYYY-MM-DD, its year, month and month index. */
export interface DemoClock {
  today: string;
  year: number;
  month: number;
  monthIdx: number;
}

export function demoClockOf(now: Date): DemoClock {
  const today = isoDay(now);
  const { year, month } = parseIsoDay(today);
  return { today, year, month, monthIdx: monthIndex(year, month) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of `day` in that month, the month's last day when it has fewer (31 → 30 in April). */
export const dayOf = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
