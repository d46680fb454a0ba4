/**
 * A choice remembered on this device (localStorage): the theme, privacy mode. An external
 * store that React reads with `useSyncExternalStore`; the kernel is one shared singleton, so
 * the shell and every remote read the same value and re-render on the same change.
 * A stored value that is missing or corrupt gives the default; a storage that refuses
 * (private browsing, quota) keeps the choice for this visit only.
 */
import { useSyncExternalStore } from 'react';

export interface DevicePreference<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  /** React hook: the current value, re-rendering on every change. */
  useValue(): T;
}

/** Storage keys, also read by the page's inline head script before any bundle runs. */
export const PREFERENCE_KEYS = { theme: 'tableau-de-bord.theme', privacy: 'tableau-de-bord.confidentiel' } as const;

function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * @param parse the stored text → a value, or undefined when it is not one (→ fallback)
 * @param serialize a value → the stored text; null removes the key (the default is implied)
 */
export function devicePreference<T>(
  key: string,
  fallback: T,
  parse: (raw: string) => T | undefined,
  serialize: (value: T) => string | null,
): DevicePreference<T> {
  const listeners = new Set<() => void>();
  const fromStorage = () => {
    const raw = readStored(key);
    return raw === null ? fallback : (parse(raw) ?? fallback);
  };
  let value = fromStorage();
  const notify = () => listeners.forEach((l) => l());

  // Another tab changed it: follow.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    const next = fromStorage();
    if (!Object.is(next, value)) {
      value = next;
      notify();
    }
  });

  const store: DevicePreference<T> = {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      try {
        const text = serialize(next);
        if (text === null) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, text);
      } catch {
        // Refused storage: the choice holds for this visit.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    useValue: () => useSyncExternalStore(store.subscribe, store.get, store.get),
  };
  return store;
}
