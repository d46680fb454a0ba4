import { importDataset } from '../data/importDataset';
import type { Db } from '../db/open';
import type { ImportSummary } from '../import/replaceDataset';
import { buildDemoDataset } from './demoDataset';
import { writeDemoImages } from './demoImages';

/**
 * Loads the demo dataset through the import (one transaction, no journal entry: there is
 * nothing to undo before the owner's first write) and writes the demo images.
 */
export function seedDemo(db: Db, filesDir: string, now: Date = new Date()): ImportSummary & { images: number } {
  const dataset = buildDemoDataset(now);
  importDataset(db, dataset, { mode: 'replace', journal: false });
  const summary: ImportSummary = Object.fromEntries(Object.entries(dataset).map(([section, rows]) => [section, rows.length]));
  return { ...summary, images: writeDemoImages(filesDir) };
}
