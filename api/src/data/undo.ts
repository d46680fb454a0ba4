/**
 * Undoing the last write not undone yet: its row changes are applied backwards, in reverse
 * order (a property comes back with its id before its rents and taxes), in ONE transaction.
 * Each row must still be as the write left it; if something changed it since, nothing is
 * undone (409).
 */
import type { Db } from '../db/open';
import { DataError } from './dataError';
import { lastPending, markUndone } from './journal';
import { sameRow } from './rows';
import { refusalOf } from 'server-kit';
import { SECTIONS } from './sections';
import { storesFor } from './stores';

export interface UndoResult {
  /** Summary of the write undone. */
  undone: string;
  /** When that write was made (ISO 8601). */
  at: string;
}

/** Undoes the last pending write; null when there is none. */
export function undoLast(db: Db, now: () => Date): UndoResult | null {
  const run = db.transaction((): UndoResult | null => {
    const entry = lastPending(db);
    if (!entry) return null;
    const stores = storesFor(db);
    for (const change of [...entry.changes].reverse()) {
      const store = stores[change.section];
      if (!sameRow(store.get(change.id), change.after)) {
        throw new DataError(
          409,
          'undo_conflict',
          `Annulation impossible : la ligne n° ${change.id} de « ${SECTIONS[change.section].label} » a changé depuis « ${entry.summary} » ; rien n'a été annulé.`,
          { section: change.section },
        );
      }
      if (change.before === null) store.remove(change.id);
      else if (change.after === null) store.insert(store.normalize(change.before), change.id);
      else store.update(change.id, store.normalize(change.before));
    }
    markUndone(db, entry.id, now().toISOString());
    return { undone: entry.summary, at: entry.at };
  });
  try {
    return run();
  } catch (error) {
    if (error instanceof DataError) throw error;
    const refusal = refusalOf(error, () => undefined);
    throw new DataError(409, 'undo_conflict', `Annulation impossible : ${refusal.message} ; rien n'a été annulé.`);
  }
}
