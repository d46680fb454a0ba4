import { Page, QueryView, formatEuro, useEndpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { opeCars, type CarRow } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { carMonthlyAverage } from '../../rents/rentRules';
import { CarExpensesEditing } from './CarExpensesEditing';

const isTotal = (r: CarRow) => r.annee === 'Total';

const columns: ReadonlyArray<Column<CarRow>> = [
  { key: 'annee', header: 'année', render: (r) => String(r.annee) },
  { key: 'montant', header: 'Total', numeric: true, render: (r) => formatEuro(r.montant) },
  {
    key: 'moyenne',
    header: 'moy.mois',
    numeric: true,
    // Monthly average: a year's amount / 12; the Total row's amount / its month count.
    render: (r) =>
      isTotal(r) ? `${formatEuro(carMonthlyAverage(r))} (${r.nbmois})` : formatEuro(carMonthlyAverage(r)),
  },
];

/** Year rows in order, the Total row last. */
function ordered(rows: readonly CarRow[]): CarRow[] {
  const years = rows.filter((r) => !isTotal(r)).sort((a, b) => Number(a.annee) - Number(b.annee));
  return [...years, ...rows.filter(isTotal)];
}

/** /carsdetail: 'Récap frais voitures', one table per vehicle or category. */
export function CarsDetail() {
  const query = useEndpoint(opeCars);
  return (
    <Page route={routeOf('/carsdetail')}>
      <QueryView query={query} endpoint={opeCars}>
        {(groups) => (
          <>
            {Object.keys(groups).length === 0 ? (
              <p>Aucun frais de voiture enregistré.</p>
            ) : (
              Object.entries(groups).map(([label, rows]) => (
                <DataTable
                  key={label}
                  caption={label}
                  columns={columns}
                  rows={ordered(rows)}
                  rowKey={(r) => String(r.annee)}
                  rowClass={(r) => (isTotal(r) ? 'total' : undefined)}
                />
              ))
            )}
            {/* Under the tables once they are there: drawn earlier, they would push it down (layout shift). */}
            <CarExpensesEditing />
          </>
        )}
      </QueryView>
    </Page>
  );
}
