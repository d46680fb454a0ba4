/** Rows as the data api and the journal carry them: the import format, plus the id. */
import type { Fields, StoredRow } from 'server-kit';
import type { SectionName } from './sections';

/** A row's fields in the import format, and a stored row (its id first): typed in server-kit, where areas declare their tables. */
export type { Fields, StoredRow } from 'server-kit';

/** One row changed by a write: null before an insertion, null after a deletion. */
export interface Change {
  section: SectionName;
  id: number;
  before: StoredRow | null;
  after: StoredRow | null;
}

/** JSON with object keys sorted: two rows with the same content give the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Same content, ids aside. */
export function sameFields(a: Fields, b: Fields): boolean {
  const { id: _a, ...restA } = a;
  const { id: _b, ...restB } = b;
  return stableJson(restA) === stableJson(restB);
}

/** Same stored row (id included), or both absent. */
export function sameRow(a: StoredRow | null | undefined, b: StoredRow | null | undefined): boolean {
  return stableJson(a ?? null) === stableJson(b ?? null);
}
