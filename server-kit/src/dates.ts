/** Calendar helpers on ISO day strings (YYYY-MM-DD), in the server's local time zone. */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function isoDay(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Index of a month (year × 12 + month − 1), handy for month arithmetic. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export function monthFromIndex(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function parseIsoDay(day: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) throw new Error(`date ISO attendue : ${day}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** Same day N months later (clamped to the month's last day). */
export function addMonths(day: string, months: number): string {
  const { year, month, day: d } = parseIsoDay(day);
  const { year: y, month: m } = monthFromIndex(monthIndex(year, month) + months);
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(y, m)))}`;
}

const MOIS = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** AAAA-MM → its month index, or null when it is not a month. */
export function parseMois(mois: string): number | null {
  const m = MOIS.exec(mois);
  return m ? monthIndex(Number(m[1]), Number(m[2])) : null;
}
