/** The whole base in the import format: every section, every row with its id, by id. */
import type { Db } from '../db/open';
import { SECTION_NAMES, type SectionName } from './sections';
import type { StoredRow } from './rows';
import { storesFor } from './stores';

export type ExportedDataset = Record<SectionName, StoredRow[]>;

export function exportDataset(db: Db): ExportedDataset {
  const stores = storesFor(db);
  // One read transaction: a consistent snapshot even if a write lands in between.
  return db.transaction(
    () => Object.fromEntries(SECTION_NAMES.map((section) => [section, stores[section].list()])) as ExportedDataset,
  )();
}
