/** The chart reads: path, payload schema and the message shown when the load fails. */
import { defineEndpoint } from 'contract-kit/endpoints';
import * as s from './schemas';

export const graphEdf = defineEndpoint({ path: 'immeubles/graphedf', schema: s.graphEdfSchema, errorMessage: 'unable to load graph edf' });
export const graphCumulBenef = defineEndpoint({
  path: 'immeubles/graphcumulbenef',
  schema: s.graphAxeSerieSchema,
  errorMessage: 'unable to load graph cumul benef',
});
export const graphCumulBk = defineEndpoint({
  path: 'immeubles/graphcumulbk',
  schema: s.graphAxeSerieSchema,
  errorMessage: 'unable to load graph cumul bank',
});
export const graphTxFonciere0 = defineEndpoint({
  path: 'immeubles/graphTxFonciere/0',
  schema: s.graphFonciereSchema,
  errorMessage: 'unable to load graph taxe fonciere',
});
export const graphTxFonciere1 = defineEndpoint({
  path: 'immeubles/graphTxFonciere/1',
  schema: s.graphFonciereSchema,
  errorMessage: 'unable to load graph taxe fonciere',
});
export const graphDepPerso = defineEndpoint({
  path: 'immeubles/graphDepPerso',
  schema: s.graphDepensesSchema,
  errorMessage: 'unable to load graph depenses',
});

/** Every read of the area, for the api's contract test and the test double. */
export const chartsEndpoints = { graphEdf, graphCumulBenef, graphCumulBk, graphTxFonciere0, graphTxFonciere1, graphDepPerso };
