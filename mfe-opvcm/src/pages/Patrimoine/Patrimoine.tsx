import { Page, QueryView, useEndpoint, type PageProps } from 'shared-kernel';
import { type Column } from 'shared-kernel/edit';
import { patrimoine, type PatrimoineMois } from 'area-opvcm/contract';
import { NetWorthSummary } from '../../networth/NetWorthSummary';
import { yearEnds } from '../../networth/netWorthFigures';
import { MONTH_COLUMNS, NetWorthChart } from './NetWorthChart';
import { ScrollingTable } from './ScrollingTable';

/** The year table: the year, then each class and the net as the chart's data table has them. */
const YEAR_COLUMNS: ReadonlyArray<Column<PatrimoineMois>> = [
  { key: 'annee', header: 'Année', render: (m) => (m.mois.endsWith('-12') ? m.mois.slice(0, 4) : `${m.mois.slice(0, 4)} (fin ${m.mois.slice(5)}/${m.mois.slice(0, 4)})`) },
  ...MONTH_COLUMNS.slice(1),
];

/** /patrimoine: the net worth over the last 36 months, its chart, and year by year. */
export function Patrimoine({ route }: PageProps) {
  const query = useEndpoint(patrimoine);
  return (
    <Page route={route}>
      <QueryView query={query} endpoint={patrimoine}>
        {({ mois, non_valorises }) => (
          <>
            <NetWorthSummary mois={mois} nonValorises={non_valorises} level={2} />
            <NetWorthChart mois={mois} />
            <ScrollingTable caption="Patrimoine par année (décembre, ou le dernier mois connu)" columns={YEAR_COLUMNS} rows={yearEnds(mois)} rowKey={(m) => m.mois} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
