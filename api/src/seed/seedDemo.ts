import type { AreaServer } from 'server-kit';
import { AREAS } from '../areas';
import { DEMO_LOAD } from '../data/demoBase';
import { importDataset } from '../data/importDataset';
import type { Db } from '../db/open';
import type { ImportSummary } from '../import/replaceDataset';
import { buildDemoDataset } from './demoDataset';
import { writeDemoImages } from './demoImages';

export interface SeedOptions {
  /**
   * Record the load in the journal, so that « Mes données » can undo it: when it replaces the
   * owner's rows (the demo command). A new base has nothing to undo: off by default.
   */
  journal?: boolean;
  /** The areas whose demo rows are written (all that the api hosts by default). */
  areas?: readonly AreaServer[];
}

/** Loads the demo dataset through the import (one transaction, every section replaced), the areas' demo rows, and writes the demo images. */
export function seedDemo(
  db: Db,
  filesDir: string,
  now: Date = new Date(),
  { journal = false, areas = AREAS }: SeedOptions = {},
): ImportSummary & { images: number } {
  const dataset = buildDemoDataset(now);
  importDataset(db, dataset, { mode: 'replace', journal, now: () => now, label: DEMO_LOAD });
  // The areas' own tables (no section of the import file): their rows replaced in one transaction.
  db.transaction(() => areas.forEach((area) => area.demo?.(db)))();
  const summary: ImportSummary = Object.fromEntries(Object.entries(dataset).map(([section, rows]) => [section, rows.length]));
  return { ...summary, images: writeDemoImages(filesDir) };
}
