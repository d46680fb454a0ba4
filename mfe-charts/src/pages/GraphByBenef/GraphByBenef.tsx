import { Page, QueryView, useEndpoint } from 'shared-kernel';
import { graphCumulBenef } from 'area-charts/contract';
import { routeOf } from '../../routes';
import { LineFigure } from '../../graph/Figures';
import { EURO } from '../../graph/units';

/** /graphbybenef: cumulative purchases of each beneficiary, one line each. */
export function GraphByBenef() {
  const query = useEndpoint(graphCumulBenef);
  return (
    <Page route={routeOf('/graphbybenef')}>
      <QueryView query={query} endpoint={graphCumulBenef}>
        {(d) => (
          <LineFigure
            source={{ endpoint: graphCumulBenef, query, axe: d.axe, serie: d.serie }}
            title="Achats cumulés par bénéficiaire"
            description="Total des achats de placements de chaque bénéficiaire depuis le début, en fin de chaque année."
            unit={EURO}
            xLegend="Année"
            yLegend="Achats cumulés (€)"
            ariaLabel="Courbes des achats cumulés par bénéficiaire et par année, en euros"
          />
        )}
      </QueryView>
    </Page>
  );
}
