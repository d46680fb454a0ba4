/**
 * Every read of the areas, from their contracts' endpoint tables: what the tests that walk
 * all the api's GETs go through (no table of the kernel lists them any more).
 */
import { chartsEndpoints } from 'area-charts/contract';
import { immoEndpoints } from 'area-immo/contract';
import { leisureEndpoints } from 'area-leisure/contract';
import { opvcmEndpoints } from 'area-opvcm/contract';

export const AREA_ENDPOINTS = { ...immoEndpoints, ...opvcmEndpoints, ...chartsEndpoints, ...leisureEndpoints };

/** Their paths, each once: alldata is read by two areas. */
export const AREA_PATHS = [...new Set(Object.values(AREA_ENDPOINTS).map((e) => e.path))];
