/** The days the editing forms start from: the owner's today, in the owner's time zone. */
import { todayIso } from 'shared-kernel/edit';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of `now` in local time (toISOString would give the UTC day, wrong after 22 h in Paris). */
export const isoDay = todayIso;

/**
 * A day of `year` for a new row shown in that year's list: today in the current year, else
 * today's day and month in `year` (29 February becomes the 28th in a common year).
 */
export function dayInYear(year: number, now: Date = new Date()): string {
  if (year === now.getFullYear()) return isoDay(now);
  const month = now.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(now.getDate(), lastDay))}`;
}

/** The years to choose from: those of the rows and the current one, latest first. */
export function yearChoices(years: Iterable<number>, now: Date = new Date()): number[] {
  return [...new Set([...years, now.getFullYear()])].sort((a, b) => b - a);
}
