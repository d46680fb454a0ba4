/**
 * Realistic French demo dataset, as of "now": each area's demo rows (its server half's
 * `demoRows`: properties, rents, leases, expenses, the bank statements' rules, holdings, bricks,
 * energy, restaurants, the 11 sample recipes…), in the sections' order. Same `now` → same data.
 */
import { AREAS } from '../areas';
import { isSectionName, SECTION_NAMES, type Dataset } from '../data/sections';

/** The whole demo dataset, in the import-file shape (so it goes through the same writer). */
export function buildDemoDataset(now: Date): Dataset {
  const rows = new Map<string, readonly object[]>();
  for (const area of AREAS) {
    for (const [name, sectionRows] of Object.entries(area.demoRows?.(now) ?? {})) {
      if (rows.has(name) || !isSectionName(name)) throw new Error(`demo rows of ${area.name}: section ${name} unknown or already filled`);
      rows.set(name, sectionRows);
    }
  }
  const dataset: Record<string, readonly object[]> = {};
  for (const name of SECTION_NAMES) {
    const sectionRows = rows.get(name);
    if (sectionRows) dataset[name] = sectionRows;
  }
  return dataset as Dataset;
}
