/**
 * Which backups to delete: a pure function of the list and the clock (see BACKUPS.md). Kept:
 *  - the newest `keepPerKind` of each kind (demarrage, quotidienne, avant-import…): a burst of
 *    one kind (restarts, undos) can only push out copies of that same kind;
 *  - across all kinds, the newest backup of each day for the last 14 days, of each ISO week
 *    (Monday to Sunday) for the last 8 weeks and of each month for the last 12 months.
 * Days, weeks and months are UTC, like the stamps in the names; the current one counts.
 */

export interface RetainedBackup {
  file: string;
  /** ISO 8601. */
  date: string;
  /** The slug at the end of the name (demarrage, avant-import…). */
  kind: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (time: number) => Math.floor(time / DAY_MS);
/** 1970-01-01 was a Thursday: shifting by 3 days makes weeks start on Monday. */
const weekOf = (time: number) => Math.floor((dayOf(time) + 3) / 7);
const monthOf = (time: number) => {
  const d = new Date(time);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/** Periods of the age-based copies: how to number a period, and how many of the latest to cover. */
export const AGE_TIERS: readonly { period: (time: number) => number; count: number }[] = [
  { period: dayOf, count: 14 },
  { period: weekOf, count: 8 },
  { period: monthOf, count: 12 },
];

/** The files of `backups` to delete at `now` (milliseconds), newest first. */
export function backupsToDelete(backups: readonly RetainedBackup[], now: number, keepPerKind: number): string[] {
  const newestFirst = backups
    .map((b) => ({ ...b, time: Date.parse(b.date) }))
    .sort((a, b) => b.time - a.time || (a.file < b.file ? 1 : a.file > b.file ? -1 : 0));
  const kept = new Set<string>();

  const seenOfKind = new Map<string, number>();
  for (const b of newestFirst) {
    const seen = seenOfKind.get(b.kind) ?? 0;
    if (seen < keepPerKind) kept.add(b.file);
    seenOfKind.set(b.kind, seen + 1);
  }

  for (const { period, count } of AGE_TIERS) {
    const oldest = period(now) - count + 1;
    const covered = new Set<number>();
    for (const b of newestFirst) {
      const p = period(b.time);
      if (covered.has(p)) continue;
      covered.add(p); // the first one met is the newest of its period
      if (p >= oldest) kept.add(b.file);
    }
  }
  return newestFirst.filter((b) => !kept.has(b.file)).map((b) => b.file);
}
