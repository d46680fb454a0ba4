import { Page, QueryView, useEndpoint } from 'shared-kernel';
import { useChartCode } from '../../graph/chartCode';
import { graphEdf } from 'area-charts/contract';
import { routeOf } from '../../routes';
import { EnergyEditing } from '../../edit/EnergyEditing';
import { FigureGrid } from '../../graph/ChartFigure';
import { currentYearNote } from '../../graph/chartData';
import { LineFigure, type GraphSource } from '../../graph/Figures';
import { KWH } from '../../graph/units';

/** A meter's energy used per calendar year. */
function YearlyFigure({ meter, source }: { meter: string; source: GraphSource }) {
  return (
    <LineFigure
      source={source}
      title={`${meter} : consommation par année`}
      description={(g) => `Électricité consommée au compteur ${meter}, en kWh, par année civile.${currentYearNote(g)}`}
      unit={KWH}
      xLegend="Année"
      yLegend="Consommation (kWh)"
      ariaLabel={`Courbe de la consommation annuelle d'électricité du compteur ${meter}, en kWh`}
    />
  );
}

/** /graphedf: energy used, per year for each meter and month by month for Fleurs. */
export function GraphEdf() {
  const query = useEndpoint(graphEdf);
  // nivo's lines come while the data does.
  useChartCode('line');
  return (
    <Page route={routeOf('/graphedf')}>
      <QueryView query={query} endpoint={graphEdf}>
        {(d) => (
          <>
            <FigureGrid>
              <YearlyFigure meter="Herm" source={{ endpoint: graphEdf, query, axe: d.axeHerm, serie: d.serieHerm }} />
              <YearlyFigure meter="Fleurs" source={{ endpoint: graphEdf, query, axe: d.axeFleurs, serie: d.serieFleurs }} />
            </FigureGrid>
            <LineFigure
              source={{ endpoint: graphEdf, query, axe: d.axeFleursMois, serie: d.serieFleursMois }}
              title="Fleurs : consommation par mois"
              description={(g) => `Électricité consommée au compteur Fleurs, en kWh, mois par mois sur les ${g.axis.length} derniers mois.`}
              unit={KWH}
              xLegend="Mois"
              yLegend="Consommation (kWh)"
              ariaLabel="Courbe de la consommation mensuelle d'électricité du compteur Fleurs, en kWh"
            />
            <EnergyEditing />
          </>
        )}
      </QueryView>
    </Page>
  );
}
