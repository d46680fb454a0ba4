/**
 * Building blocks for writing a database of one's own from the demo data: open and migrate a
 * SQLite file, build the demo dataset, replace the data through the import path, write the
 * demo images. Loads better-sqlite3, so it is a separate entry from the test helpers.
 */
export { migrate } from '../db/migrate';
export { openDb, type Db } from '../db/open';
export type { Dataset } from '../data/sections';
export { replaceDataset } from '../import/replaceDataset';
export { buildDemoDataset } from '../seed/demoDataset';
export { writeDemoImages } from '../seed/demoImages';
export { createBackups } from '../backup/backups';
export { exportDataset } from '../data/exportDataset';
export { importDataset } from '../data/importDataset';
export { parseDataset } from '../import/parseDataset';
