import { graphCumulBenef, graphCumulBk } from 'area-charts/contract';
import { YearlyEuroBarsPage } from '../../graph/YearlyEuroBarsPage';

/** /bank: cumulative purchases over the years, by bank and by beneficiary. */
export function Bank() {
  return (
    <YearlyEuroBarsPage
      path="/bank"
      graph={(d) => ({ axe: d.axe, serie: d.serie })}
      yLegend="Achats cumulés (€)"
      figures={[
        {
          endpoint: graphCumulBk,
          title: 'Achats cumulés par banque',
          description: 'Total des achats de placements depuis le début, en fin de chaque année, banque par banque ; la hauteur de chaque barre est le total investi.',
          ariaLabel: 'Barres empilées des achats cumulés par banque et par année, en euros',
        },
        {
          endpoint: graphCumulBenef,
          title: 'Achats cumulés par bénéficiaire',
          description: 'Les mêmes achats cumulés, répartis par bénéficiaire.',
          ariaLabel: 'Barres empilées des achats cumulés par bénéficiaire et par année, en euros',
        },
      ]}
    />
  );
}
