/**
 * The owner's writes, from any remote: create, replace, delete a row of a section, undo the
 * last change. After each, every owner-data query of the one shared cache is marked stale, so
 * every figure that depends on it, in every remote, is read again without a reload.
 * Singleton: the last change (for « Annuler la dernière modification ») and the cache are shared.
 */
import { useQuery, type Query } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { apiGet, apiSend } from '../api/client';
import { queryClient } from '../api/queries';
import type { SectionName, SectionRow } from '../data/sections';

/** A row as the data api stores it: the section's fields and its id. */
export type StoredRow<K extends SectionName> = SectionRow<K> & { id: number };

const storedRows = z.array(z.looseObject({ id: z.number() }));
const undoReply = z.object({ undone: z.string(), at: z.string() });

export const dataRowsKey = (section: SectionName) => ['data', section] as const;

/** Rows of one section with their ids (GET /api/data/:section), through the shared cache. */
export function useDataRows<K extends SectionName>(section: K, enabled = true) {
  return useQuery(
    {
      queryKey: dataRowsKey(section),
      queryFn: async ({ signal }) => (await apiGet(`data/${section}`, storedRows, signal)) as StoredRow<K>[],
      enabled,
    },
    queryClient,
  );
}

/** A query that holds no owner data (a remote's code) says so in its meta. */
const ownerData = (query: Query) => query.meta?.notOwnerData !== true;

/** Every figure may depend on the write: all owner data is read again where it shows. */
export function refreshOwnerData(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ownerData });
}

// ---- The last change, so that it can be undone from where it was made ----------------------

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

async function afterWrite<T>(result: T, message: string): Promise<T> {
  setLast({ message });
  await refreshOwnerData();
  return result;
}

/** POST (no id) or PUT (id) of one row; rejects with the api's ApiError (details.champ names the field). */
export async function saveRow<K extends SectionName>(section: K, row: SectionRow<K>, id?: number, message = 'Modification enregistrée.'): Promise<StoredRow<K>> {
  const saved = id === undefined
    ? await apiSend('POST', `data/${section}`, row)
    : await apiSend('PUT', `data/${section}/${id}`, row);
  return afterWrite(saved as StoredRow<K>, message);
}

export async function deleteRow(section: SectionName, id: number, message = 'Suppression enregistrée.'): Promise<void> {
  await apiSend('DELETE', `data/${section}/${id}`);
  await afterWrite(undefined, message);
}

/** POST /api/data/undo: the api reverts its last write, whichever screen made it. */
export async function undoLastChange(): Promise<string> {
  const reply = await apiSend('POST', 'data/undo', undefined, undoReply);
  setLast(null);
  await refreshOwnerData();
  return reply.undone;
}
