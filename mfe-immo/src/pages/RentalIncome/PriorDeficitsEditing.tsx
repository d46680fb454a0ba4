/** « Modifier les déficits antérieurs »: the deficits of the years before the data starts (section deficitsFonciers). */
import { useMemo } from 'react';
import { EditableRows, EditingPanel, formatEuro, type EditableColumn, type StoredRow } from 'shared-kernel';
import { immoSections } from 'area-immo/contract';
import { DEFICIT_FIELDS, newDeficit } from '../../edit/fields/deficitFields';
import { lastYearOf } from './statementText';

type Deficits = typeof immoSections.deficitsFonciers;

const columns: readonly EditableColumn<Deficits>[] = [
  { label: "Année d'origine", value: (d) => String(d.annee) },
  { label: 'Montant', value: (d) => formatEuro(d.montant), numeric: true },
  { label: "Utilisable jusqu'en", value: (d) => String(lastYearOf(d.annee)) },
];

/** `year`: the statement's; a new deficit is dated the year before. */
export function PriorDeficitsEditing({ year }: { year: number }) {
  return (
    <EditingPanel
      section={immoSections.deficitsFonciers}
      disclosure={{ label: 'Modifier les déficits antérieurs', title: 'Déficits fonciers antérieurs à vos données' }}
      message="impossible de charger les déficits antérieurs"
    >
      {(deficits) => <DeficitRows deficits={deficits} year={year} />}
    </EditingPanel>
  );
}

function DeficitRows({ deficits, year }: { deficits: readonly StoredRow<Deficits>[]; year: number }) {
  const rows = useMemo(() => [...deficits].sort((a, b) => a.annee - b.annee), [deficits]);
  return (
    <EditableRows
      section={immoSections.deficitsFonciers}
      rows={rows}
      caption="Déficits reportables des années avant vos données"
      columns={columns}
      fields={DEFICIT_FIELDS}
      newRow={() => newDeficit(year)}
      addTitle="Ajouter un déficit antérieur"
      describe={(d) => `le déficit de ${d.annee}`}
      noun={{ singular: 'Déficit' }}
    />
  );
}
