/**
 * The dates of « Mes baux », pure: the months to choose from, a month's French name, and the
 * legal deadline to return an ended lease's deposit (loi du 6 juillet 1989, art. 22).
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

/** AAAA-MM-JJ plus `months` months, from date to date; a day the month lacks becomes its last (31 janvier + 1 mois = 28 ou 29 février). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = shiftMonth(`${y}-${pad(m)}`, months);
  const [ty, tm] = target.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return `${target}-${pad(Math.min(d, lastDay))}`;
}

export interface DepositDeadline {
  /** The last day to return the deposit (AAAA-MM-JJ). */
  date: string;
  /** 1 when the move-out inspection matches the move-in, 2 otherwise. */
  months: 1 | 2;
}

/**
 * Art. 22 of the loi du 6 juillet 1989: the deposit is returned within one month of the keys
 * (here `fin`, the lease's end) when the move-out inspection matches the move-in
 * (`edlConforme` = 1), within two months otherwise (not matching, or not recorded: the
 * longer delay, which the law allows when the landlord may withhold repairs).
 */
export function depositDeadline(fin: string, edlConforme: number | null | undefined): DepositDeadline {
  const months = edlConforme === 1 ? 1 : 2;
  return { date: addMonths(fin, months), months };
}
