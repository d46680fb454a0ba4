import styled from 'styled-components';
import { Card, formatEuro, theme } from 'shared-kernel';
import { formatGain, placementCount } from './format';
import { filterById, totalsOf, type PlacementFilterId } from './placementFilters';
import type { Opvcm } from 'shared-kernel';

const Box = styled.div`
  max-width: 420px;
  margin: 8px 0 16px;
  p.sub {
    margin: 4px 0 0;
    color: ${theme.muted};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    margin: 6px 0 0;
  }
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** Total of the current selection, announced politely when the filter changes. */
export function SelectionTotal({ ops, filter }: { ops: readonly Opvcm[]; filter: PlacementFilterId }) {
  const t = totalsOf(ops);
  return (
    <Box aria-live="polite" aria-atomic="true">
      <Card title="Total de la sélection" color="blue" level={2} value={formatEuro(t.sale)}>
        <p className="sub">
          {filterById(filter).label} : {placementCount(t.count)}
        </p>
        <dl>
          <dt>Achat</dt>
          <dd>{formatEuro(t.purchase)}</dd>
          <dt>Plus-value</dt>
          <dd>{formatGain(t.gain)}</dd>
        </dl>
      </Card>
    </Box>
  );
}
