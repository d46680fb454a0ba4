/**
 * A section of the owner's data as it is written (import file, data api `/api/data/<name>`,
 * editing forms): its name, its strict row schema, and what identifies a row. Each area
 * defines its sections in its contract; the api assembles them all.
 */
import type { z } from 'zod/mini';

export interface Section<N extends string = string, S extends z.core.$ZodType = z.core.$ZodType> {
  /** Its key in the import file and its path under /api/data/. */
  name: N;
  /** The section as the owner knows it (« Taxes foncières »): the api's import reports carry it. */
  label: string;
  schema: S;
  /**
   * Natural key: what identifies a row besides its id, unique within the section. The import
   * refuses a file that repeats one and matches rows without id to the base by it.
   */
  uniqueKey?: { label: string; key: (row: z.output<S>) => string };
  /** Fields computed from other data: accepted on input, never stored nor exported. */
  derivedFields?: readonly string[];
}

/** Checks a definition against Section while keeping its own types. */
export function defineSection<N extends string, S extends z.core.$ZodType>(section: Section<N, S>): Section<N, S> {
  return section;
}

/** A validated row of a section (numbers as numbers, dates as YYYY-MM-DD, defaults filled). */
export type RowOf<T extends Section> = z.output<T['schema']>;
/** A row as the data api stores it: the section's fields and its id. */
export type StoredRow<T extends Section> = RowOf<T> & { id: number };
