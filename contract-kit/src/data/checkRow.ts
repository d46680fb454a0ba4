/**
 * One row checked against its section's schema, the first problem described in French with
 * the field at fault: what the import, the data api and a form show to the owner.
 */
import { z } from 'zod/mini';
import type { RowOf, Section } from './section';

/** French messages for zod's own checks; the schemas' messages keep precedence. */
const frenchErrors = z.locales.fr().localeError;

export interface RowProblem {
  /** Path of the field at fault ("COP_MONT", "ingredients.2.nom"; list positions from 1), if any. */
  champ?: string;
  /** What is wrong with it: « nombre attendu (ex. 1234.5) ». */
  message: string;
  /** The sentence to show after the row's location: « champ « COP_MONT » : nombre attendu (ex. 1234.5) ». */
  detail: string;
}

export type RowCheck<T extends Section> = { ok: true; row: RowOf<T> } | { ok: false; problem: RowProblem };

/** "ingredients.2.nom": positions counted from 1, as the owner counts them. */
const fieldPath = (path: ReadonlyArray<PropertyKey>) =>
  path.map((p) => (typeof p === 'number' ? String(p + 1) : String(p))).join('.');

function describe(issue: z.core.$ZodIssue): RowProblem {
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((k) => fieldPath([...issue.path, k]));
    const label = names.length > 1 ? `champs « ${names.join(' », « ')} »` : `champ « ${names[0]} »`;
    const message = `${label} ${issue.message}`;
    return { champ: names[0], message, detail: message };
  }
  if (issue.path.length === 0) return { message: issue.message, detail: issue.message };
  const champ = fieldPath(issue.path);
  return { champ, message: issue.message, detail: `champ « ${champ} » : ${issue.message}` };
}

export function checkRow<T extends Section>(section: T, value: unknown): RowCheck<T> {
  const parsed = z.safeParse(section.schema, value, { error: frenchErrors });
  if (parsed.success) return { ok: true, row: parsed.data as RowOf<T> };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: issue ? describe(issue) : { message: 'valeur invalide', detail: 'valeur invalide' },
  };
}
