import { onFirstUse } from 'shared-kernel';

/**
 * A moment the api wrote (ISO 8601) as the owner reads it, in local time: "05/03/2026 à 14:30".
 * The kernel's formatDate shows days in UTC (the data's dates); a backup or a change is an
 * instant, whose day and hour are the owner's. Used by « Mes données » and the offline banner.
 */
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));

export function formatDateTime(moment: string | Date): string {
  const d = new Date(moment);
  if (Number.isNaN(d.getTime())) return String(moment);
  const parts = Object.fromEntries(dateTime().formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}
