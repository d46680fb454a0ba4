import { Page, QueryView, useEndpoint } from 'shared-kernel';
import { graphCumulBenef, graphCumulBk } from 'area-charts/contract';
import { routeOf } from '../../routes';
import { BarFigure } from '../../graph/Figures';
import { EURO } from '../../graph/units';

/** /bank: cumulative purchases over the years, by bank and by beneficiary. */
export function Bank() {
  const byBank = useEndpoint(graphCumulBk);
  const byBeneficiary = useEndpoint(graphCumulBenef);
  return (
    <Page route={routeOf('/bank')}>
      <QueryView query={byBank} endpoint={graphCumulBk}>
        {(d) => (
          <BarFigure
            source={{ endpoint: graphCumulBk, query: byBank, axe: d.axe, serie: d.serie }}
            title="Achats cumulés par banque"
            description="Total des achats de placements depuis le début, en fin de chaque année, banque par banque ; la hauteur de chaque barre est le total investi."
            unit={EURO}
            xLegend="Année"
            yLegend="Achats cumulés (€)"
            ariaLabel="Barres empilées des achats cumulés par banque et par année, en euros"
          />
        )}
      </QueryView>
      <QueryView query={byBeneficiary} endpoint={graphCumulBenef}>
        {(d) => (
          <BarFigure
            source={{ endpoint: graphCumulBenef, query: byBeneficiary, axe: d.axe, serie: d.serie }}
            title="Achats cumulés par bénéficiaire"
            description="Les mêmes achats cumulés, répartis par bénéficiaire."
            unit={EURO}
            xLegend="Année"
            yLegend="Achats cumulés (€)"
            ariaLabel="Barres empilées des achats cumulés par bénéficiaire et par année, en euros"
          />
        )}
      </QueryView>
    </Page>
  );
}
