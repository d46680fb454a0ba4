/**
 * Validation on first use, for payloads too large to check whole on arrival (100× the demo
 * data: 6 000 holdings and properties, 20 000 expenses): a page validates only the part it
 * shows, once for every remote that reads the same cached payload.
 */
import type { z } from 'zod/mini';
import { parseWith } from './client';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const outcomes = new WeakMap<object, Map<string, Outcome>>();

/** `compute()` once per cached `payload` and `key`; a throw is kept and rethrown on every read. */
export function onceFor<T>(payload: object, key: string, compute: () => T): T {
  let keys = outcomes.get(payload);
  if (!keys) outcomes.set(payload, (keys = new Map()));
  let outcome = keys.get(key);
  if (!outcome) {
    try {
      outcome = { ok: true, value: compute() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    keys.set(key, outcome);
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value as T;
}

/** `schema` applied to `read()` once per payload and part; bad data throws the ApiError QueryView shows. */
export function validateOnce<S extends z.core.$ZodType>(payload: object, part: string, schema: S, read: () => unknown, path: string): z.infer<S> {
  return onceFor(payload, part, () => parseWith(schema, read(), path));
}
