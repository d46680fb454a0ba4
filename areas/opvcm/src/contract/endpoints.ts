/** The holdings reads: path, payload schema and the message shown when the load fails. */
import { z } from 'zod/mini';
import { defineEndpoint } from 'contract-kit/endpoints';
import * as s from './schemas';

/**
 * alldata (properties and holdings, the spec's one document for both areas) loads once for
 * every page that reads it, cached by its path. On arrival only this area's list is checked as
 * a list (the object keeps the other area's); a page validates the rows it shows (useHoldings).
 */
export const allDataOpvcm = defineEndpoint({
  path: 'immeubles/alldata',
  schema: z.looseObject({ opvcm: z.array(s.opvcmSchema) }),
  arrivalSchema: z.looseObject({ opvcm: z.array(z.unknown()) }),
  errorMessage: 'unable to load immos on immostore init',
  loadOnce: true,
});

export const opListeByBk = defineEndpoint({
  path: 'immeubles/oplistebybk',
  schema: s.bankListSchema,
  errorMessage: 'unable to load opvcm on opvcm store init',
});

export const bricksListe = defineEndpoint({ path: 'immeubles/bricksliste', schema: s.bricksListeSchema, errorMessage: 'unable to load bricks' });

/**
 * The net worth month by month (GET patrimoine?de=AAAA-MM&a=AAAA-MM); without the query, the
 * api's default range: the last 36 months up to this one.
 */
export const patrimoine = defineEndpoint({ path: 'patrimoine', schema: s.patrimoineSchema, errorMessage: 'Impossible de charger le patrimoine.' });

/** Every read of the area, for the api's contract test and the test double. */
export const opvcmEndpoints = { allDataOpvcm, opListeByBk, bricksListe, patrimoine };
