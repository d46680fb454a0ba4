/** An item's day as the list and Home say it: « Avant le … », or « Depuis le … » once past. */
import { formatLongDate } from 'shared-kernel';

/** Today in the browser's time zone, AAAA-MM-JJ (the owner's day, as the api reckons it). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const isPast = (echeance: string, today: string) => echeance < today;

export const dueDay = (echeance: string, today: string) => `${isPast(echeance, today) ? 'Depuis' : 'Avant'} le ${formatLongDate(echeance)}`;
