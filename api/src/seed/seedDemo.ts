import type { Db } from '../db/open';
import { replaceDataset, type ImportSummary } from '../import/replaceDataset';
import { buildDemoDataset } from './demoDataset';
import { writeDemoImages } from './demoImages';

/** Loads the demo dataset (one transaction) and writes the demo images. */
export function seedDemo(db: Db, filesDir: string, now: Date = new Date()): ImportSummary & { images: number } {
  const summary = replaceDataset(db, buildDemoDataset(now));
  return { ...summary, images: writeDemoImages(filesDir) };
}
