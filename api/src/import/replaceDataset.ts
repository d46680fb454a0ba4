/**
 * The former import entry point, kept for the seeding helpers (api/seed, the benchmark's
 * scaled data): every section present replaces its table, in one transaction, through the
 * data api's import (src/data/importDataset.ts), without a journal entry.
 */
import type { Db } from '../db/open';
import { importDataset } from '../data/importDataset';
import { type Dataset, SECTION_NAMES, type SectionName } from '../data/sections';

/** Rows written per section. */
export type ImportSummary = Partial<Record<SectionName, number>>;

export function replaceDataset(db: Db, dataset: Dataset): ImportSummary {
  importDataset(db, dataset, { mode: 'replace', journal: false });
  const summary: ImportSummary = {};
  for (const section of SECTION_NAMES) {
    const rows = dataset[section];
    if (rows) summary[section] = rows.length;
  }
  return summary;
}
