import { useState } from 'react';
import { useHoldings } from 'shared-kernel';
import { DEFAULT_FILTER, type PlacementFilterId } from './placementFilters';

/**
 * The holdings of the shared alldata cache (loaded once for every remote, spec section 4)
 * and the placement-type filter, ASSV0 by default.
 */
export function useHoldingsFilter() {
  const query = useHoldings();
  const [filter, setFilter] = useState<PlacementFilterId>(DEFAULT_FILTER);
  return { query, filter, setFilter };
}
