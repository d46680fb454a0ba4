/**
 * Moving in from the owner's old site: what an area makes of the site's replies (the reads of
 * spec section 7), as it gives its demo rows. The api reads the site (fetching, the replies'
 * text quirks, its cross-checks), checks the rows against the sections, plans and writes the
 * import through its data core, and runs the mapping of each area it hosts (`AreaServer.moveIn`).
 */

/** One read of the site, under its `api/`: `immeubles/alldata`. */
export interface LegacyRead {
  path: string;
  /**
   * Graph strings: handed over as the site sent them (their axes and series parsed by the
   * mapping, whose labels it then cleans with `cleanText`); any other reply arrives cleaned.
   */
  raw?: true;
}

/** The replies that answered, by the read's name. */
export type LegacyPayloads = Readonly<Record<string, unknown>>;

/** A row for one of the area's sections, with the key the owner recognises it by (« 2024-03-02 Boulangerie 12.5 »). */
export interface LegacyCandidate {
  section: string;
  cle: string;
  row: Record<string, unknown>;
}

/** A row of the site left out, and why, in French. */
export interface LegacyLeftOut {
  section: string;
  cle: string;
  champ: string | null;
  raison: string;
}

/** What a mapping hands over: rows, rows it left out, and what it noticed without leaving a row out. */
export interface LegacyMapped {
  candidates: LegacyCandidate[];
  leftOut: LegacyLeftOut[];
  remarques: string[];
}

/** A label as the owner wrote it: the site's mojibake and HTML entities repaired, trimmed; "" is missing. */
export type CleanText = (text: string) => string | null;

/**
 * What one or more reads give. `map` runs when the first read answered (the others may
 * complete it); a reply it cannot read throws, and that read counts as failed.
 */
export interface LegacyReadMapping {
  reads: readonly string[];
  map(payloads: LegacyPayloads, out: LegacyMapped, cleanText: CleanText): void;
}

/** Something the site never gives, and the dashboard's screen where the owner completes it. */
export interface LegacyToComplete {
  sujet: string;
  detail: string;
  /** The screen's hash route. */
  lien: string;
}

/** The rows that came over and passed their section's schema, by section. */
export type LegacyDocument = Readonly<Record<string, ReadonlyArray<Record<string, unknown>> | undefined>>;

/**
 * How a section's row already in the base is recognised when the import only adds: by its
 * key, the k-th identical row of the site matching the k-th of the base; `period`: the site
 * gives a sum over the period the key names (a vehicle's year), kept whole when the base has it.
 */
export interface LegacyKeepKey {
  key(row: Readonly<Record<string, unknown>>): string;
  period?: true;
}

/**
 * One of the site's own sums, read to check what came over: a difference is said in the
 * report, never corrected. A check read that fails is said too, and does not make the import partial.
 */
export interface LegacyCheck {
  /** Its read's name, not among `reads`. */
  name: string;
  read: LegacyRead;
  /** What differs, in French; throws when it cannot read the reply. */
  check(payloads: LegacyPayloads, document: LegacyDocument): string[];
}

/** An area's move-in: its reads, what it makes of them, what is left to complete. */
export interface LegacyMapping {
  /** By the name its mappings use; two areas naming the same read share it (`alldata`). */
  reads: Readonly<Record<string, LegacyRead>>;
  mappings: readonly LegacyReadMapping[];
  /** By section: a section with none adds every row of the site. */
  keepKeys?: Readonly<Record<string, LegacyKeepKey>>;
  /** What the site does not give of the area's data, whatever it answered. */
  toComplete?(payloads: LegacyPayloads, document: LegacyDocument): LegacyToComplete[];
  checks?: readonly LegacyCheck[];
}

/** A list the reply should hold: the value itself, or the one list of an object around it. */
export function listIn(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') {
    const lists = Object.values(value).filter(Array.isArray);
    if (lists.length === 1) return lists[0] as unknown[];
  }
  return null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Only the listed fields of a legacy row (its other columns, such as an internal id, are not ours). */
export function pick(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (row[field] !== undefined) out[field] = row[field];
  return out;
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
