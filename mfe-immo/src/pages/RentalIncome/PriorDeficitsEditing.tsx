/** « Modifier les déficits antérieurs »: the deficits of the years before the data starts (section deficitsFonciers). */
import { formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';
import { DEFICIT_FIELDS, newDeficit } from '../../edit/fields/deficitFields';
import { lastYearOf } from './statementText';

type Deficits = typeof immoSections.deficitsFonciers;

const columns: readonly EditableColumn<Deficits>[] = [
  { label: "Année d'origine", value: (d) => String(d.annee) },
  { label: 'Montant', value: (d) => formatEuro(d.montant), numeric: true },
  { label: "Utilisable jusqu'en", value: (d) => String(lastYearOf(d.annee)) },
];

const byYear = (a: StoredRow<Deficits>, b: StoredRow<Deficits>) => a.annee - b.annee;

/** `year`: the statement's; a new deficit is dated the year before. */
export function PriorDeficitsEditing({ year }: { year: number }) {
  return (
    <EditingPanel
      section={immoSections.deficitsFonciers}
      disclosure={{ label: 'Modifier les déficits antérieurs', title: 'Déficits fonciers antérieurs à vos données' }}
      message="impossible de charger les déficits antérieurs"
    >
      {(deficits) => (
        <EditableRows
          section={immoSections.deficitsFonciers}
          rows={deficits}
          order={byYear}
          caption="Déficits reportables des années avant vos données"
          columns={columns}
          fields={DEFICIT_FIELDS}
          newRow={() => newDeficit(year)}
          addTitle="Ajouter un déficit antérieur"
          describe={(d) => `le déficit de ${d.annee}`}
          noun={{ singular: 'Déficit' }}
        />
      )}
    </EditingPanel>
  );
}
