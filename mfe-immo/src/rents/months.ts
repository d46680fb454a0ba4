/**
 * Rent months (AAAA-MM), pure: the month of a day, moving and listing months, a month's French
 * name. Outside the pages: Home's late rents use them too, and must not pull a page's code.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** AAAA-MM of `now`, in the owner's time zone. */
export function monthOf(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
}

/** `month` (AAAA-MM) moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The months of the selector, latest first: three ahead (to call the rent), back two years. */
export function monthChoices(current: string, ahead = 3, back = 24): string[] {
  const months: string[] = [];
  for (let d = ahead; d >= -back; d -= 1) months.push(shiftMonth(current, d));
  return months;
}

const MONTH_NAMES = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** « novembre 2026 » for 2026-11. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}
