/**
 * The immo area's contract: what its pages read and write, and its route rows. Bundled by
 * the remote (not shared) and imported by the api; it imports no React, only zod and the
 * kernel's narrow entries. Fixtures (fixtures.ts) are for tests and stay out of this entry.
 */
export * from './schemas';
export * from './endpoints';
export * from './sections';
export * from './loans';
export * from './statements';
export * from './statementSections';
export * from './ruleWords';
export * from './aFaire';
