/**
 * What follows every write of the owner, from any remote or the shell: every owner-data query
 * of the one shared cache is marked stale (every figure that depends on it, in every remote, is
 * read again without a reload), and the write becomes the last change that the shell's undo bar
 * offers to take back. In the kernel itself, not in the editing entry: the shell's start shows
 * the bar, and the editing entry loads with the first page that edits.
 * Singleton: the last change and its listeners exist once, for the shell and every remote.
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import type { Query } from './reactQuery';
import { apiSend } from './client';
import { queryClient } from './queries';

const undoReply = z.object({ undone: z.string(), at: z.string() });

/** A query that holds no owner data (a remote's code) says so in its meta. */
const ownerData = (query: Query) => query.meta?.notOwnerData !== true;

/** Every figure may depend on the write: all owner data is read again where it shows. */
export function refreshOwnerData(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ownerData });
}

export interface LastChange {
  /** « Dépense ajoutée. », « Bien supprimé. » */
  message: string;
}

let last: LastChange | null = null;
const listeners = new Set<() => void>();
const setLast = (change: LastChange | null) => {
  last = change;
  for (const l of listeners) l();
};
const lastChangeStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => last,
};

export function useLastChange(): LastChange | null {
  return useSyncExternalStore(lastChangeStore.subscribe, lastChangeStore.get, lastChangeStore.get);
}

export function forgetLastChange(): void {
  setLast(null);
}

/**
 * After a write (a row saved or deleted, an import, a bank statement uploaded as multipart):
 * the undo bar offers to take it back, and every owner-data figure is read again.
 */
export function noteWrite(message: string): Promise<void> {
  setLast({ message });
  return refreshOwnerData();
}

/** POST /api/data/undo: the api reverts its last write, whichever screen made it. */
export async function undoLastChange(): Promise<string> {
  const reply = await apiSend('POST', 'data/undo', undefined, undoReply);
  setLast(null);
  await refreshOwnerData();
  return reply.undone;
}
