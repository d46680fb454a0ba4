/** Instants seen in French time (Europe/Paris, summer time included). */
export const TIDE_TIME_ZONE = 'Europe/Paris';

const PARTS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIDE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The local day (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function parisDayTime(instant: Date): { date: string; heure: string; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) => PARTS.formatToParts(instant).find((p) => p.type === type)?.value ?? '00';
  const hour = part('hour');
  const minute = part('minute');
  return { date: `${part('year')}-${part('month')}-${part('day')}`, heure: `${hour}:${minute}`, minutes: Number(hour) * 60 + Number(minute) };
}

/** The calendar day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** Noon UTC of a calendar day: an instant inside that day in France whatever the season. */
export function middayUtc(day: string): number {
  return Date.parse(`${day}T12:00:00Z`);
}

const HOUR_MS = 3_600_000;

/** A window of UTC instants wide enough to hold every instant of the French days `first`..`last`. */
export function windowAround(first: string, last: string): { start: Date; end: Date } {
  return { start: new Date(middayUtc(first) - 15 * HOUR_MS), end: new Date(middayUtc(last) + 15 * HOUR_MS) };
}
