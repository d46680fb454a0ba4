import { graphDepPerso } from 'area-charts/contract';
import { currentYearNote } from '../../graph/chartData';
import { YearlyEuroBarsPage } from '../../graph/YearlyEuroBarsPage';

/** /graphdepenses: personal expenses per year. */
export function GraphDepenses() {
  return (
    <YearlyEuroBarsPage
      path="/graphdepenses"
      graph={(d) => ({ axe: d.axe_depenses, serie: d.serie_depenses })}
      yLegend="Dépenses (€)"
      figures={[
        {
          endpoint: graphDepPerso,
          title: 'Dépenses personnelles par année',
          description: (g) => `Total des dépenses personnelles de chaque année civile.${currentYearNote(g)}`,
          ariaLabel: 'Barres des dépenses personnelles par année, en euros',
        },
      ]}
    />
  );
}
