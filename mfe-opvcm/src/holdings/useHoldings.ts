import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { allDataPart, endpointQueryOptions, type AllData, type ArrivedData } from 'shared-kernel';
import { DEFAULT_FILTER, type PlacementFilterId } from './placementFilters';

const selectHoldings = (arrived: ArrivedData<'allData'>) => allDataPart(arrived, 'opvcm');

/** The holdings of the shared alldata (loaded once for every remote); bad data is the query's error. */
export function useHoldings(): UseQueryResult<AllData['opvcm'], Error> {
  return useQuery({ ...endpointQueryOptions('allData'), select: selectHoldings });
}

/** The holdings and the placement-type filter, ASSV0 by default. */
export function useHoldingsFilter() {
  const query = useHoldings();
  const [filter, setFilter] = useState<PlacementFilterId>(DEFAULT_FILTER);
  return { query, filter, setFilter };
}
