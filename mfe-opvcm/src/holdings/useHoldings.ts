import { useState } from 'react';
import { endpointQueryOptions, validateOnce, type ArrivedData, useQuery, type UseQueryResult } from 'shared-kernel';
import { allDataOpvcm, type Opvcm } from 'area-opvcm/contract';
import { DEFAULT_FILTER, type PlacementFilterId } from './placementFilters';

/**
 * The holdings of an arrived alldata payload, validated once for every page that shows them;
 * checked inside an object of their own name, so that an error path reads "opvcm.12.OP_NOM".
 */
const selectHoldings = (arrived: ArrivedData<typeof allDataOpvcm>): Opvcm[] =>
  validateOnce(arrived, 'opvcm', allDataOpvcm.schema, () => ({ opvcm: arrived.opvcm }), allDataOpvcm.path).opvcm;

/** The holdings of the shared alldata (loaded once for every remote); bad data is the query's error. */
export function useHoldings(): UseQueryResult<Opvcm[], Error> {
  return useQuery({ ...endpointQueryOptions(allDataOpvcm), select: selectHoldings });
}

/** The holdings and the placement-type filter, ASSV0 by default. */
export function useHoldingsFilter() {
  const query = useHoldings();
  const [filter, setFilter] = useState<PlacementFilterId>(DEFAULT_FILTER);
  return { query, filter, setFilter };
}
