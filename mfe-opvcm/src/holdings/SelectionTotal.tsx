import styled from 'styled-components';
import { Card, FigureList, formatEuro, theme } from 'shared-kernel';
import { formatGain, placementCount } from './format';
import { filterById, totalsOf, type PlacementFilterId } from './placementFilters';
import type { Opvcm } from 'area-opvcm/contract';

const Box = styled.div`
  max-width: 420px;
  margin: 8px 0 16px;
  p.sub {
    margin: 4px 0 0;
    color: ${theme.muted};
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
        <FigureList
          align="start"
          items={[
            { label: 'Achat', value: formatEuro(t.purchase) },
            { label: 'Plus-value', value: formatGain(t.gain) },
          ]}
        />
      </Card>
    </Box>
  );
}
