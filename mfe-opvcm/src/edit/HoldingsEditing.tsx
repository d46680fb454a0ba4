/**
 * Under the holdings of /listeopvcm and /listetabopvcm: add a holding, and edit, sell or
 * delete those of the current selection (same type filter as the cards). Hidden where the api
 * cannot write or the owner is signed out; the rows (with their ids) come from the data api.
 * A holding whose purchase date is unknown (brought from the old site) says « date d'achat
 * inconnue »; « Modifier » sets it. A line above the table counts them, those of every type.
 */
import { useMemo } from 'react';
import { formatEuro, formatInteger } from 'shared-kernel';
import { EditableRows, EditingPanel, todayIso, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { opvcmSections } from 'area-opvcm/contract';
import { filterById, type PlacementFilterId } from '../holdings/placementFilters';
import { HOLDING_FIELDS, newHolding } from './fields/holdingFields';
import { SaleForm } from './SaleForm';

type Holding = StoredRow<typeof opvcmSections.opvcm>;

/** Rows per page: the selection may hold thousands of holdings. */
const ROWS_PER_PAGE = 30;

/** What a holding brought from the old site says until its purchase date is set. */
const UNKNOWN_DATE = "date d'achat inconnue";

// Two columns and the buttons: on a phone the table scrolls sideways as little as possible.
const COLUMNS: readonly EditableColumn<typeof opvcmSections.opvcm>[] = [
  {
    label: 'Placement',
    value: (r) => (
      <>
        {r.OP_NOM}
        <br />
        <small>
          {r.OP_BQ} · {r.OP_TYPE_PLCMT}
          {r.OP_DATE === null ? <> · {UNKNOWN_DATE}</> : null}
        </small>
      </>
    ),
  },
  { label: 'Vente', value: (r) => formatEuro(r.OP_MT_VTE), numeric: true },
];

/** How many holdings have no purchase date, and how many of them the selection leaves out. */
function UndatedNote({ rows, shown }: { rows: readonly Holding[]; shown: readonly Holding[] }) {
  const undated = rows.filter((r) => r.OP_DATE === null).length;
  if (undated === 0) return null;
  const hidden = undated - shown.filter((r) => r.OP_DATE === null).length;
  const many = undated > 1;
  return (
    <p>
      {formatInteger(undated)} placement{many ? 's' : ''} {many ? 'ont' : 'a'} une {UNKNOWN_DATE} : le patrimoine{' '}
      {many ? 'les' : 'le'} compte depuis le jour de {many ? 'leur' : 'sa'} saisie. Indiquez-la avec « Modifier »
      {hidden > 0 ? ` (${formatInteger(hidden)} hors de cette sélection : bouton « All »)` : ''}.
    </p>
  );
}

const describe = (r: Holding) => `le placement « ${r.OP_NOM} » (${r.OP_BQ})`;

function HoldingRows({ rows, filter }: { rows: readonly Holding[]; filter: PlacementFilterId }) {
  const { types, label } = filterById(filter);
  const selection = useMemo(() => rows.filter((r) => types.includes(r.OP_TYPE_PLCMT)), [rows, types]);
  // Not « Placements <filtre> »: that is the name of the cards' region and of the table.
  const caption = `Saisie des placements (${label})`;
  // A new holding takes the selection's type, so that it shows among the cards at once.
  const type = filter === 'ALL' ? 'AUTRE' : types[0]!;
  return (
    <>
      <UndatedNote rows={rows} shown={selection} />
      <EditableRows
        section={opvcmSections.opvcm}
        rows={selection}
        perPage={ROWS_PER_PAGE}
        caption={caption}
        columns={COLUMNS}
        fields={HOLDING_FIELDS}
        newRow={() => newHolding(type, todayIso())}
        addTitle="Ajouter un placement"
        describe={describe}
        noun={{ singular: 'Placement' }}
        rowActions={[{ label: 'Vendre', render: (row, close) => <SaleForm holding={row} onDone={close} onCancel={close} /> }]}
      />
    </>
  );
}

export function HoldingsEditing({ filter }: { filter: PlacementFilterId }) {
  return (
    <EditingPanel section={opvcmSections.opvcm} message="Lecture des placements à modifier impossible">
      {(rows) => <HoldingRows rows={rows} filter={filter} />}
    </EditingPanel>
  );
}
