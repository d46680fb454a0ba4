/** The platform an area's server half builds on (see area.ts). */
export * from './area';
export * from './tables';
export * from './tableStore';
export * from './rowRefused';
export * from './baseMigrations';
export * from './db';
export * from './httpError';
export * from './dates';
export * from './mail';
export * from './round';
export * from './graphSeries';
export * from './cachedJson';
export * from './prng';
export * from './demoClock';
export * from './demoRows';
export * from './moveIn';
export * from './uploads';
