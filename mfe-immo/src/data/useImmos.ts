import { z } from 'zod/mini';
import { endpointQueryOptions, validateOnce, type ArrivedData, useQuery, type UseQueryResult } from 'shared-kernel';
import { allDataImmos } from 'area-immo/contract';
import type { Immo } from 'area-immo/contract';

// The list inside an object of its own name, so that an error path reads "immos.12.IM_NOM".
const immosPart = z.pick(allDataImmos.schema, { immos: true });

/** The properties of an arrived alldata, validated once for every reader of the cached payload. */
const selectImmos = (arrived: ArrivedData<typeof allDataImmos>): Immo[] =>
  validateOnce(arrived, 'immos', immosPart, () => ({ immos: arrived.immos }), allDataImmos.path).immos;

/** The properties of the shared alldata; bad data is the query's error (QueryView shows the message). */
export function useImmos(): UseQueryResult<Immo[], Error> {
  return useQuery({ ...endpointQueryOptions(allDataImmos), select: selectImmos });
}
