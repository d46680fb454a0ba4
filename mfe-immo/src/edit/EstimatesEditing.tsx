/**
 * « Modifier les estimations »: what a property was estimated at (section estimations), on its
 * sheet, closed until asked for. The net worth (/patrimoine) values the property at its latest
 * estimate on or before each month's end, else at its purchase price.
 */
import { useMemo } from 'react';
import { formatDate, formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';
import { ESTIMATE_FIELDS, newEstimate } from './fields/estimateFields';

type Estimates = typeof immoSections.estimations;
type Estimate = StoredRow<Estimates>;

const COLUMNS: readonly EditableColumn<Estimates>[] = [
  { label: 'Date', value: (e) => formatDate(e.date) },
  { label: 'Source', value: (e) => e.source ?? '' },
  { label: 'Valeur', value: (e) => formatEuro(e.valeur), numeric: true },
];

function EstimateRows({ estimates, property }: { estimates: readonly Estimate[]; property: string }) {
  const rows = useMemo(
    () => estimates.filter((e) => e.IM_NOM === property).sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id),
    [estimates, property],
  );
  return (
    <EditableRows
      section={immoSections.estimations}
      rows={rows}
      caption={`Estimations de « ${property} »`}
      columns={COLUMNS}
      fields={ESTIMATE_FIELDS}
      newRow={() => newEstimate(property)}
      extra={() => ({ IM_NOM: property })}
      addTitle="Ajouter une estimation"
      describe={(e) => `l'estimation du ${formatDate(e.date)} de « ${e.IM_NOM} »`}
      noun={{ singular: 'Estimation', feminine: true }}
    />
  );
}

export function EstimatesEditing({ property }: { property: string }) {
  return (
    <EditingPanel
      section={immoSections.estimations}
      disclosure={{ label: `Modifier les estimations de « ${property} »`, title: `Estimations de « ${property} »` }}
      message="impossible de charger les estimations des biens"
    >
      {(estimates) => <EstimateRows estimates={estimates} property={property} />}
    </EditingPanel>
  );
}
