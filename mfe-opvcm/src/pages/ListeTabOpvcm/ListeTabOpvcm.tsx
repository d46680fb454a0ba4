import { useMemo } from 'react';
import { Page, QueryView, formatEuro } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { allDataOpvcm, type Opvcm } from 'area-opvcm/contract';
import { routeOf } from '../../routes';
import { HoldingsEditing } from '../../edit/HoldingsEditing';
import { PlacementFilterBar } from '../../holdings/PlacementFilterBar';
import { SelectionTotal } from '../../holdings/SelectionTotal';
import { formatGain } from '../../holdings/format';
import { applyFilter, filterById, type PlacementFilterId } from '../../holdings/placementFilters';
import { useHoldingsFilter } from '../../holdings/useHoldings';

interface Row extends Opvcm {
  key: string;
  gain: number;
}

const columns: ReadonlyArray<Column<Row>> = [
  { key: 'bq', header: 'Banque', sortValue: (r) => r.OP_BQ, render: (r) => r.OP_BQ },
  { key: 'nom', header: 'Nom', sortValue: (r) => r.OP_NOM, render: (r) => r.OP_NOM },
  { key: 'type', header: 'Type', sortValue: (r) => r.OP_TYPE_PLCMT, render: (r) => r.OP_TYPE_PLCMT },
  { key: 'benef', header: 'Bénéficiaire', sortValue: (r) => r.OP_BENEF, render: (r) => r.OP_BENEF },
  { key: 'achat', header: 'Achat', numeric: true, sortValue: (r) => r.OP_MT_ACHAT, render: (r) => formatEuro(r.OP_MT_ACHAT) },
  { key: 'vente', header: 'Vente', numeric: true, sortValue: (r) => r.OP_MT_VTE, render: (r) => formatEuro(r.OP_MT_VTE) },
  { key: 'gain', header: 'Plus-value', numeric: true, sortValue: (r) => r.gain, render: (r) => formatGain(r.gain) },
];

function HoldingsTable({ opvcm, filter }: { opvcm: readonly Opvcm[]; filter: PlacementFilterId }) {
  const ops = useMemo(() => applyFilter(opvcm, filter), [opvcm, filter]);
  const rows = useMemo<Row[]>(() => ops.map((op, i) => ({ ...op, key: String(i), gain: op.OP_MT_VTE - op.OP_MT_ACHAT })), [ops]);
  return (
    <>
      <SelectionTotal ops={ops} filter={filter} />
      <DataTable
        caption={`Placements ${filterById(filter).label}`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        keyColumn="vente"
        empty="Aucun placement de ce type."
      />
      <HoldingsEditing filter={filter} />
    </>
  );
}

/** /listetabopvcm: the holdings as a sortable table, with the same type buttons (All included). */
export function ListeTabOpvcm() {
  const { query, filter, setFilter } = useHoldingsFilter();
  return (
    <Page route={routeOf('/listetabopvcm')} actions={<PlacementFilterBar value={filter} onChange={setFilter} />}>
      <QueryView query={query} endpoint={allDataOpvcm}>
        {(opvcm) => <HoldingsTable opvcm={opvcm} filter={filter} />}
      </QueryView>
    </Page>
  );
}
