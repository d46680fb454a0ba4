import { CardGrid, Page, QueryView, cardColorAt } from 'shared-kernel';
import { PlacementFilterBar } from '../../holdings/PlacementFilterBar';
import { SelectionTotal } from '../../holdings/SelectionTotal';
import { applyFilter, filterById } from '../../holdings/placementFilters';
import { useHoldingsFilter } from '../../holdings/useHoldings';
import { HoldingCard } from './HoldingCard';

/** /listeopvcm: holding cards filtered by placement type (spec section 2, item 8). */
export function ListeOpvcm() {
  const { query, filter, setFilter } = useHoldingsFilter();
  return (
    <Page route="/listeopvcm" actions={<PlacementFilterBar value={filter} onChange={setFilter} />}>
      <QueryView query={query} endpoint="allData">
        {({ opvcm }) => {
          const ops = applyFilter(opvcm, filter);
          return (
            <>
              <SelectionTotal ops={ops} filter={filter} />
              <section aria-label={`Placements ${filterById(filter).label}`}>
                {ops.length === 0 ? (
                  <p>Aucun placement de ce type.</p>
                ) : (
                  <CardGrid $min="240px">
                    {ops.map((op, i) => (
                      <HoldingCard key={`${i}-${op.OP_BQ}-${op.OP_NOM}`} op={op} color={cardColorAt(i)} />
                    ))}
                  </CardGrid>
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
