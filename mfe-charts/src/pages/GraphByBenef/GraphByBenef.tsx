import { Page } from 'shared-kernel';
import { useChartCode } from '../../graph/chartCode';
import { graphCumulBenef } from 'area-charts/contract';
import { routeOf } from '../../routes';
import { EndpointFigure } from '../../graph/EndpointFigure';
import { EURO } from '../../graph/units';

/** /graphbybenef: cumulative purchases of each beneficiary, one line each. */
export function GraphByBenef() {
  // nivo's lines come while the data does.
  useChartCode('line');
  return (
    <Page route={routeOf('/graphbybenef')}>
      <EndpointFigure
        endpoint={graphCumulBenef}
        graph={(d) => ({ axe: d.axe, serie: d.serie })}
        chart="lines"
        title="Achats cumulés par bénéficiaire"
        description="Total des achats de placements de chaque bénéficiaire depuis le début, en fin de chaque année."
        unit={EURO}
        xLegend="Année"
        yLegend="Achats cumulés (€)"
        ariaLabel="Courbes des achats cumulés par bénéficiaire et par année, en euros"
      />
    </Page>
  );
}
