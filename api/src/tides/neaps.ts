/**
 * The two @neaps packages: tide stations with their harmonic constituents, and the harmonic
 * predictor. Both are ESM-only; Node (20.19 and later) requires them from this CommonJS api.
 * The predictor only exports an "import" condition, so its entry file is required by path.
 */
import path from 'node:path';
import type * as TidePredictor from '@neaps/tide-predictor';

export { search, stationsById } from '@neaps/tide-database';
export type Station = ReturnType<typeof import('@neaps/tide-database').search>[number];

const PREDICTOR_ENTRY = path.resolve(__dirname, '../../node_modules/@neaps/tide-predictor/dist/index.js');

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { createTidePredictor } = require(PREDICTOR_ENTRY) as typeof TidePredictor;
