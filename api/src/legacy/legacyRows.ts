/**
 * What a mapping hands over: candidate rows, each with the key the owner recognises it by, and
 * their check against the section's schema. A row the schema refuses is left out and listed
 * (section, key, field, reason); the others come over.
 */
import type { Payloads, ReadName } from './legacySite';
import { checkSectionRow, type Dataset, type SectionName, UNIQUE_KEYS } from '../data/sections';

export interface Candidate {
  section: SectionName;
  /** How the owner recognises the row: a property's name, « 2024-03-02 Boulangerie 12.5 »… */
  cle: string;
  row: Record<string, unknown>;
}

export interface LeftOut {
  section: string;
  cle: string;
  champ: string | null;
  raison: string;
}

/** What one area's mapping gives: rows, and what it noticed without leaving a row out. */
export interface Mapped {
  candidates: Candidate[];
  leftOut: LeftOut[];
  remarques: string[];
}

/**
 * What one or more reads give. `map` runs when the first read answered (the others may
 * complete it); a reply it cannot read throws, and that read counts as failed.
 */
export interface ReadMapping {
  reads: ReadName[];
  map(payloads: Payloads, out: Mapped): void;
}

export const emptyMapped = (): Mapped => ({ candidates: [], leftOut: [], remarques: [] });

export function joinMapped(parts: Mapped[]): Mapped {
  return {
    candidates: parts.flatMap((p) => p.candidates),
    leftOut: parts.flatMap((p) => p.leftOut),
    remarques: parts.flatMap((p) => p.remarques),
  };
}

/** The rows that pass their schema (one per natural key: a second one is left out), the others listed. */
export function checkCandidates(candidates: Candidate[]): { document: Dataset; leftOut: LeftOut[] } {
  const document: Record<string, unknown[]> = {};
  const leftOut: LeftOut[] = [];
  const seen = new Map<string, string>();
  for (const { section, cle, row } of candidates) {
    const checked = checkSectionRow(section, row);
    if (!checked.ok) {
      leftOut.push({ section, cle, champ: checked.problem.champ ?? null, raison: checked.problem.message });
      continue;
    }
    const unique = UNIQUE_KEYS[section] as { label: string; key: (r: unknown) => string } | undefined;
    if (unique) {
      const key = `${section} ${unique.key(checked.row)}`;
      if (seen.has(key)) {
        leftOut.push({ section, cle, champ: unique.label, raison: `doublon : le site donne deux fois « ${unique.key(checked.row)} »` });
        continue;
      }
      seen.set(key, cle);
    }
    (document[section] ??= []).push(checked.row);
  }
  return { document: document as Dataset, leftOut };
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
