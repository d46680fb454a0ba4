/**
 * What a mapping hands over: candidate rows, each with the key the owner recognises it by, and
 * their check against the section's schema. A row the schema refuses is left out and listed
 * (section, key, field, reason); the others come over.
 */
import type { LegacyCandidate, LegacyLeftOut, LegacyMapped } from 'server-kit';
import { checkSectionRow, type Dataset, SECTION_NAMES, type SectionName, UNIQUE_KEYS } from '../data/sections';

export type Candidate = LegacyCandidate;
export type LeftOut = LegacyLeftOut;
/** What one area's mapping gives: rows, and what it noticed without leaving a row out. */
export type Mapped = LegacyMapped;

export const emptyMapped = (): Mapped => ({ candidates: [], leftOut: [], remarques: [] });

export function joinMapped(parts: Mapped[]): Mapped {
  return {
    candidates: parts.flatMap((p) => p.candidates),
    leftOut: parts.flatMap((p) => p.leftOut),
    remarques: parts.flatMap((p) => p.remarques),
  };
}

const isSection = (name: string): name is SectionName => (SECTION_NAMES as readonly string[]).includes(name);

/** The rows that pass their schema (one per natural key: a second one is left out), the others listed. */
export function checkCandidates(candidates: Candidate[]): { document: Dataset; leftOut: LeftOut[] } {
  const document: Record<string, unknown[]> = {};
  const leftOut: LeftOut[] = [];
  const seen = new Map<string, string>();
  for (const { section, cle, row } of candidates) {
    // An area's mapping names its own sections: another name is its mistake, not the site's.
    if (!isSection(section)) throw new Error(`Section « ${section} » inconnue de l'import.`);
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
