import { graphTxFonciere0, graphTxFonciere1 } from 'area-charts/contract';
import { YearlyEuroBarsPage } from '../../graph/YearlyEuroBarsPage';

/** /graphtxfronciere: property tax per year, by property (graphTxFonciere/0) and in total (/1). */
export function GraphTxFonciere() {
  return (
    <YearlyEuroBarsPage
      path="/graphtxfronciere"
      graph={(d) => ({ axe: d.axe_fonciere, serie: d.serie_fonciere })}
      yLegend="Taxe foncière (€)"
      figures={[
        {
          endpoint: graphTxFonciere0,
          title: 'Taxe foncière par bien',
          description: "Montant de la taxe foncière de chaque bien, par année ; la hauteur de chaque barre est le total de l'année.",
          ariaLabel: 'Barres empilées de la taxe foncière par bien et par année, en euros',
        },
        {
          endpoint: graphTxFonciere1,
          title: 'Taxe foncière totale',
          description: "Taxe foncière de l'ensemble des biens, par année.",
          ariaLabel: 'Barres de la taxe foncière totale par année, en euros',
        },
      ]}
    />
  );
}
