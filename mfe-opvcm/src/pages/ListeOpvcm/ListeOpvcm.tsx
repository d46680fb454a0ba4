import { useMemo } from 'react';
import { CardGrid, Page, QueryView, cardColorAt } from 'shared-kernel';
import { Pager, usePage } from 'shared-kernel/edit';
import { allDataOpvcm, type Opvcm } from 'area-opvcm/contract';
import { routeOf } from '../../routes';
import { PlacementFilterBar } from '../../holdings/PlacementFilterBar';
import { SelectionTotal } from '../../holdings/SelectionTotal';
import { applyFilter, filterById, type PlacementFilterId } from '../../holdings/placementFilters';
import { useHoldingsFilter } from '../../holdings/useHoldings';
import { GoldEditing } from '../../edit/GoldEditing';
import { HoldingsEditing } from '../../edit/HoldingsEditing';
import { HoldingCard } from './HoldingCard';

/** Cards per page: a few screens' worth; thousands of cards at once take seconds to draw. */
const CARDS_PER_PAGE = 30;

function Holdings({ opvcm, filter }: { opvcm: readonly Opvcm[]; filter: PlacementFilterId }) {
  const ops = useMemo(() => applyFilter(opvcm, filter), [opvcm, filter]);
  const paged = usePage(ops, CARDS_PER_PAGE);
  const label = `Placements ${filterById(filter).label}`;
  return (
    <>
      <SelectionTotal ops={ops} filter={filter} />
      <section aria-label={label}>
        {ops.length === 0 ? (
          <p>Aucun placement de ce type.</p>
        ) : (
          <CardGrid $min="240px">
            {paged.items.map((op, i) => {
              const index = paged.first - 1 + i;
              return <HoldingCard key={`${index}-${op.OP_BQ}-${op.OP_NOM}`} op={op} color={cardColorAt(index)} />;
            })}
          </CardGrid>
        )}
      </section>
      <Pager paged={paged} label={label} />
      <HoldingsEditing filter={filter} />
      <GoldEditing />
    </>
  );
}

/** /listeopvcm: holding cards filtered by placement type. */
export function ListeOpvcm() {
  const { query, filter, setFilter } = useHoldingsFilter();
  return (
    <Page route={routeOf('/listeopvcm')} actions={<PlacementFilterBar value={filter} onChange={setFilter} />}>
      <QueryView query={query} endpoint={allDataOpvcm}>
        {(opvcm) => <Holdings opvcm={opvcm} filter={filter} />}
      </QueryView>
    </Page>
  );
}
