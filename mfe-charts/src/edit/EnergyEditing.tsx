/**
 * Under the energy charts of /graphedf: add, edit or delete a meter reading, newest first.
 * Hidden where the api cannot write or the owner is signed out; after a save the charts are
 * read again (the kernel refreshes every owner-data query).
 */
import { formatDate } from 'shared-kernel';
import { EditableRows, EditingPanel, todayIso, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { chartsSections } from 'area-charts/contract';
import { formatKwh } from '../graph/units';
import { ENERGY_FIELDS, newReading } from './fields/energyFields';

type Reading = StoredRow<typeof chartsSections.energie>;

/** A year of both meters per page: there is a reading a month since the first one. */
const ROWS_PER_PAGE = 24;

const COLUMNS: readonly EditableColumn<typeof chartsSections.energie>[] = [
  { label: 'Compteur', value: (r) => r.compteur },
  { label: 'Date', value: (r) => formatDate(r.date) },
  { label: 'Consommation', value: (r) => formatKwh(r.kwh), numeric: true },
];

const newestFirst = (a: Reading, b: Reading) => b.date.localeCompare(a.date) || a.compteur.localeCompare(b.compteur);

export function EnergyEditing() {
  return (
    <EditingPanel section={chartsSections.energie} message="Lecture des relevés à modifier impossible">
      {(rows) => (
        <EditableRows
          section={chartsSections.energie}
          rows={rows}
          order={newestFirst}
          perPage={ROWS_PER_PAGE}
          caption="Relevés des compteurs"
          columns={COLUMNS}
          fields={ENERGY_FIELDS}
          newRow={() => newReading(todayIso())}
          addTitle="Ajouter un relevé"
          describe={(r) => `le relevé ${r.compteur} du ${formatDate(r.date)}`}
          noun={{ singular: 'Relevé' }}
        />
      )}
    </EditingPanel>
  );
}
