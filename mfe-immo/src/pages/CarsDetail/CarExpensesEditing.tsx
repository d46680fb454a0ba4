/** Under the car recap: the car expenses of one year at a time. */
import { useMemo, useState } from 'react';
import { Toolbar, formatDate, formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { yearChoices } from '../../edit/dates';
import { YearSelect } from '../../edit/YearSelect';
import { CAR_FIELDS, newCarExpense } from '../../edit/fields/carFields';
import { immoSections } from 'area-immo/contract';

type CarExpense = StoredRow<typeof immoSections.voitures>;

const columns: readonly EditableColumn<typeof immoSections.voitures>[] = [
  { label: 'Date', value: (c) => formatDate(c.date) },
  { label: 'Véhicule ou catégorie', value: (c) => c.groupe },
  { label: 'Libellé', value: (c) => c.libelle ?? '' },
  { label: 'Montant', value: (c) => formatEuro(c.montant), numeric: true },
];

const yearOf = (c: CarExpense) => Number(c.date.slice(0, 4));

function CarRows({ expenses }: { expenses: readonly CarExpense[] }) {
  const years = useMemo(() => yearChoices(expenses.map(yearOf)), [expenses]);
  const [year, setYear] = useState(() => years[0]!);
  const rows = useMemo(
    () => expenses.filter((c) => yearOf(c) === year).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    [expenses, year],
  );
  return (
    <>
      <Toolbar>
        <YearSelect label="Année des frais" years={years} value={year} onChange={setYear} />
      </Toolbar>
      <EditableRows
        section={immoSections.voitures}
        rows={rows}
        caption={`Frais de voiture de ${year}`}
        columns={columns}
        fields={CAR_FIELDS}
        newRow={() => newCarExpense(year)}
        addTitle="Ajouter une dépense de voiture"
        describe={(c) => `la dépense « ${c.libelle || c.groupe} » (${c.groupe}) du ${formatDate(c.date)}`}
        noun={{ singular: 'Dépense de voiture', feminine: true }}
      />
    </>
  );
}

export function CarExpensesEditing() {
  return (
    <EditingPanel
      section={immoSections.voitures}
      disclosure={{ label: 'Modifier les frais de voiture', title: 'Gestion des frais de voiture' }}
      message="impossible de charger les frais de voiture à modifier"
    >
      {(expenses) => <CarRows expenses={expenses} />}
    </EditingPanel>
  );
}
