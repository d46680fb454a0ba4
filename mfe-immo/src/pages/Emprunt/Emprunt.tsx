import { Page, QueryView, formatEuro, formatInteger, useEndpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { TOTAL_ROW, tdb, type LoanRow, type Tdb } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { loanHref } from '../../links/links';
import { LoansEditing } from './LoansEditing';

type NamedLoan = LoanRow & { name: string };

const columns: ReadonlyArray<Column<NamedLoan>> = [
  { key: 'name', header: 'Nom', render: (r) => (r.name === TOTAL_ROW ? 'Total' : <a href={loanHref(r.name)}>{r.name}</a>) },
  { key: 'total', header: 'Total', numeric: true, render: (r) => formatEuro(r.total) },
  { key: 'int_du', header: 'int dû', numeric: true, render: (r) => formatEuro(r.int_du) },
  { key: 'total_emp', header: 'total temp', numeric: true, render: (r) => formatEuro(r.total_emp) },
  { key: 'delai', header: 'Délai', numeric: true, render: (r) => `${formatInteger(r.delai)} mois` },
  { key: 'du', header: 'Du', numeric: true, render: (r) => formatEuro(r.du) },
];

/** Loan rows by name, the total row last whatever the order of the reply. */
export function loanRows(tdb: Tdb): NamedLoan[] {
  const rows = Object.entries(tdb.emprunt).map(([name, row]) => ({ name, ...row }));
  return [...rows.filter((r) => r.name !== TOTAL_ROW), ...rows.filter((r) => r.name === TOTAL_ROW)];
}

/** /emprunt: the loan table; under it, the loans' editing. */
export function Emprunt() {
  const query = useEndpoint(tdb);
  return (
    <Page route={routeOf('/emprunt')}>
      <QueryView query={query} endpoint={tdb}>
        {(table) => (
          <>
            <DataTable
              caption="Capital, intérêts et durée restant dus par emprunt"
              columns={columns}
              rows={loanRows(table)}
              rowKey={(r) => r.name}
              keyColumn="du"
              rowClass={(r) => (r.name === TOTAL_ROW ? 'total' : undefined)}
              empty="Aucun emprunt en cours."
            />
            {/* Under the table once it is there: drawn earlier, the table would push it down (layout shift). */}
            <LoansEditing />
          </>
        )}
      </QueryView>
    </Page>
  );
}
