/** Under the year's expenses: the same year's rows, to add, correct or delete. */
import { useMemo } from 'react';
import { formatDate, formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { EXPENSE_FIELDS, newExpense } from '../../edit/fields/expenseFields';
import { immoSections } from 'area-immo/contract';

type Expense = StoredRow<typeof immoSections.depenses>;

const columns: readonly EditableColumn<typeof immoSections.depenses>[] = [
  { label: 'Date', value: (e) => formatDate(e.COP_DATE) },
  { label: 'Libellé', value: (e) => e.COP_LIBELLE },
  { label: 'Montant', value: (e) => formatEuro(e.COP_MONT), numeric: true },
  { label: 'Garage', value: (e) => e.COP_GARAGE ?? '' },
];

function ExpenseRows({ expenses, year }: { expenses: readonly Expense[]; year: number }) {
  // As the list above: latest first.
  const rows = useMemo(
    () =>
      expenses
        .filter((e) => e.COP_DATE.startsWith(`${year}-`))
        .sort((a, b) => b.COP_DATE.localeCompare(a.COP_DATE) || b.id - a.id),
    [expenses, year],
  );
  return (
    <EditableRows
      section={immoSections.depenses}
      rows={rows}
      caption={`Dépenses enregistrées en ${year}`}
      columns={columns}
      fields={EXPENSE_FIELDS}
      newRow={() => newExpense(year)}
      addTitle="Ajouter une dépense"
      describe={(e) => `la dépense « ${e.COP_LIBELLE} » du ${formatDate(e.COP_DATE)}`}
      noun={{ singular: 'Dépense', feminine: true }}
    />
  );
}

export function ExpensesEditing({ year }: { year: number }) {
  return (
    <EditingPanel
      section={immoSections.depenses}
      disclosure={{ label: `Modifier les dépenses de ${year}`, title: `Gestion des dépenses de ${year}` }}
      message="impossible de charger les dépenses à modifier"
    >
      {(expenses) => <ExpenseRows expenses={expenses} year={year} />}
    </EditingPanel>
  );
}
