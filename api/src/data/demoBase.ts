/**
 * Whether the base still holds the demo, never written by the owner, decided from the journal:
 * the api loads the demo into a base it has just created without a journal entry, and the demo
 * command records its load as one entry named DEMO_LOAD. Every other write of the owner's data
 * (a row, an import, a statement, a move-in) is an entry; an entry undone wrote nothing. So the
 * base is still the demo when the latest entry not undone is a demo load, or when there is none
 * and the journal has forgotten nothing (it keeps the last JOURNAL_KEEP entries only).
 */
import type { Db } from '../db/open';

/** What the journal entry of a demo load is called (its summary starts with it). */
export const DEMO_LOAD = 'Données de démonstration';

export function isStillDemo(db: Db): boolean {
  const latest = db
    .prepare<[], { action: string; summary: string }>('SELECT action, summary FROM journal WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1')
    .get();
  if (latest) return latest.action === 'import' && latest.summary.startsWith(`${DEMO_LOAD} (`);
  const first = db.prepare<[], number | null>('SELECT MIN(id) FROM journal').pluck().get();
  return first === null || first === undefined || first === 1;
}
