/**
 * Validation on first use, for payloads too large to check whole on arrival (100× the demo
 * data: 6 000 holdings and properties, 20 000 expenses): a page validates only the part it
 * shows, once for every remote that reads the same cached payload.
 */
import type { z } from 'zod';
import { parseWith } from './client';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const outcomes = new WeakMap<object, Map<string, Outcome>>();

/**
 * `schema` applied to `read()`, once per cached `payload` and `part`; a refusal is kept and
 * rethrown as the ApiError of bad data (QueryView shows the endpoint's message).
 */
export function validateOnce<S extends z.ZodType>(payload: object, part: string, schema: S, read: () => unknown, path: string): z.infer<S> {
  let parts = outcomes.get(payload);
  if (!parts) outcomes.set(payload, (parts = new Map()));
  let outcome = parts.get(part);
  if (!outcome) {
    try {
      outcome = { ok: true, value: parseWith(schema, read(), path) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    parts.set(part, outcome);
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value as z.infer<S>;
}
