/**
 * State that outlives the page's remount. The remote's content is remounted when privacy mode
 * changes (usePrivacyKey) and the page when the owner goes elsewhere and comes back: a
 * statement under review, and the decisions taken on it, must not be lost then. In memory,
 * for this tab only; nothing of the owner's data is written to the device.
 */
import { useCallback, useState } from 'react';

const kept = new Map<string, unknown>();

type Update<T> = T | ((old: T) => T);

/** Like useState, its value kept under `key` across remounts. */
export function useKeptState<T>(key: string, initial: () => T): [T, (next: Update<T>) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial()));
  const set = useCallback(
    (next: Update<T>) =>
      setValue((old) => {
        const value = typeof next === 'function' ? (next as (old: T) => T)(old) : next;
        kept.set(key, value);
        return value;
      }),
    [key],
  );
  return [value, set];
}

/** Forgets every value kept under a key starting with `prefix` (a new statement's review starts clean). */
export function forgetKept(prefix: string): void {
  for (const key of [...kept.keys()]) if (key.startsWith(prefix)) kept.delete(key);
}
