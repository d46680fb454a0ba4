import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Page, QueryView, formatDate, formatEuro } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { opeDepenses, type Expense } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { ExpensesEditing } from './ExpensesEditing';
import { YearSelect } from '../../edit/YearSelect';
import { useYearExpenses } from './yearExpenses';
import { expenseYears } from './years';

const Total = styled.p`
  font-size: 1.1rem;
  margin: 0 0 8px;
  font-variant-numeric: tabular-nums;
`;

const columns: ReadonlyArray<Column<Expense>> = [
  { key: 'date', header: 'Date', render: (e) => formatDate(e.COP_DATE), sortValue: (e) => e.COP_DATE },
  { key: 'libelle', header: 'Libellé', render: (e) => e.COP_LIBELLE, sortValue: (e) => e.COP_LIBELLE },
  { key: 'montant', header: 'Montant', numeric: true, render: (e) => formatEuro(e.COP_MONT), sortValue: (e) => e.COP_MONT },
  { key: 'garage', header: 'Garage', render: (e) => e.COP_GARAGE ?? '', sortValue: (e) => e.COP_GARAGE ?? '' },
];

function YearExpenses({ expenses, year }: { expenses: readonly Expense[]; year: number }) {
  // Two identical expenses on one day are possible: the position makes each row's key unique.
  const rows = useMemo(() => expenses.map((e, index) => ({ ...e, index })), [expenses]);
  const total = rows.reduce((sum, e) => sum + e.COP_MONT, 0);
  return (
    <>
      <Total aria-live="polite">
        Total {year} : <strong>{formatEuro(total)}</strong>
      </Total>
      <DataTable
        caption={`Dépenses de ${year}`}
        columns={columns}
        rows={rows}
        rowKey={(e) => String(e.index)}
        keyColumn="montant"
        empty={`Aucune dépense enregistrée en ${year}.`}
      />
    </>
  );
}

/** /depenses: the expenses of one year, chosen from 2015 to the current year. */
export function Depenses() {
  const years = useMemo(() => expenseYears(), []);
  const [year, setYear] = useState(() => years[years.length - 1]!);
  const query = useYearExpenses(year);
  return (
    <Page route={routeOf('/depenses')}>
      <YearSelect label="Année" years={years} value={year} onChange={setYear} />
      <QueryView query={query} endpoint={opeDepenses}>
        {(expenses) => (
          <>
            <YearExpenses expenses={expenses} year={year} />
            {/* Under the year's table once it is there: drawn earlier, the table would push it down (layout shift). */}
            <ExpensesEditing year={year} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
