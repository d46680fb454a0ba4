/** Dates and sizes as the commands print them (fr-FR, local time). */

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 2026-11-23T10:15:30.123Z → « 23/11/2026 11:15:30 » (in the machine's time zone). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 512 → « 512 o », 249856 → « 244 ko », 12681216 → « 12,1 Mo ». */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${decimal.format(Math.round(bytes / 1024))} ko`;
  if (bytes < 1024 * 1024 * 1024) return `${decimal.format(bytes / 1024 / 1024)} Mo`;
  return `${decimal.format(bytes / 1024 / 1024 / 1024)} Go`;
}
