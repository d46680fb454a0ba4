import { Page, QueryView, useEndpoint } from 'shared-kernel';
import { graphDepPerso } from 'area-charts/contract';
import { routeOf } from '../../routes';
import { currentYearNote } from '../../graph/chartData';
import { BarFigure } from '../../graph/Figures';
import { EURO } from '../../graph/units';

/** /graphdepenses: personal expenses per year. */
export function GraphDepenses() {
  const query = useEndpoint(graphDepPerso);
  return (
    <Page route={routeOf('/graphdepenses')}>
      <QueryView query={query} endpoint={graphDepPerso}>
        {(d) => (
          <BarFigure
            source={{ endpoint: graphDepPerso, query, axe: d.axe_depenses, serie: d.serie_depenses }}
            title="Dépenses personnelles par année"
            description={(g) => `Total des dépenses personnelles de chaque année civile.${currentYearNote(g)}`}
            unit={EURO}
            xLegend="Année"
            yLegend="Dépenses (€)"
            ariaLabel="Barres des dépenses personnelles par année, en euros"
          />
        )}
      </QueryView>
    </Page>
  );
}
