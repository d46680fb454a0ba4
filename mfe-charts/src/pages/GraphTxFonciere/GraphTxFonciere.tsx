import { Page, QueryView, useEndpoint } from 'shared-kernel';
import { graphTxFonciere0, graphTxFonciere1 } from 'area-charts/contract';
import { routeOf } from '../../routes';
import { BarFigure } from '../../graph/Figures';
import { EURO } from '../../graph/units';

/** /graphtxfronciere: property tax per year, by property (graphTxFonciere/0) and in total (/1). */
export function GraphTxFonciere() {
  const byProperty = useEndpoint(graphTxFonciere0);
  const total = useEndpoint(graphTxFonciere1);
  return (
    <Page route={routeOf('/graphtxfronciere')}>
      <QueryView query={byProperty} endpoint={graphTxFonciere0}>
        {(d) => (
          <BarFigure
            source={{ endpoint: graphTxFonciere0, query: byProperty, axe: d.axe_fonciere, serie: d.serie_fonciere }}
            title="Taxe foncière par bien"
            description="Montant de la taxe foncière de chaque bien, par année ; la hauteur de chaque barre est le total de l'année."
            unit={EURO}
            xLegend="Année"
            yLegend="Taxe foncière (€)"
            ariaLabel="Barres empilées de la taxe foncière par bien et par année, en euros"
          />
        )}
      </QueryView>
      <QueryView query={total} endpoint={graphTxFonciere1}>
        {(d) => (
          <BarFigure
            source={{ endpoint: graphTxFonciere1, query: total, axe: d.axe_fonciere, serie: d.serie_fonciere }}
            title="Taxe foncière totale"
            description="Taxe foncière de l'ensemble des biens, par année."
            unit={EURO}
            xLegend="Année"
            yLegend="Taxe foncière (€)"
            ariaLabel="Barres de la taxe foncière totale par année, en euros"
          />
        )}
      </QueryView>
    </Page>
  );
}
