/**
 * The two @neaps packages: tide stations with their harmonic constituents (a 3 Mo database,
 * about 0.3 s to load) and the harmonic predictor. They load on the first tide request, not
 * at every start of the api. Both are ESM, which Node (20.19 and later) requires from this
 * CommonJS api; the predictor only exports an "import" condition, so its entry file is
 * required by path (an `import` would compile to require('@neaps/tide-predictor'), refused).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TideDatabase from '@neaps/tide-database';
import type * as TidePredictor from '@neaps/tide-predictor';

export type Station = ReturnType<typeof TideDatabase.search>[number];

const PREDICTOR_ENTRY = path.resolve(__dirname, '../../node_modules/@neaps/tide-predictor/dist/index.js');

interface Neaps {
  database: typeof TideDatabase;
  predictor: typeof TidePredictor;
}
let loaded: Neaps | undefined;

/** Node's loader for a module chosen at run time (an `import` statement would load at start). */
const load = createRequire(__filename);

export function neaps(): Neaps {
  loaded ??= {
    database: load('@neaps/tide-database') as typeof TideDatabase,
    predictor: load(PREDICTOR_ENTRY) as typeof TidePredictor,
  };
  return loaded;
}
