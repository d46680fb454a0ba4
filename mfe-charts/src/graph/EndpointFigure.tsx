/**
 * A figure that loads its own endpoint: its spinner, its failure and « Réessayer » stay in its
 * place, so that the other figures of a page still draw when one endpoint fails.
 */
import { QueryView, useEndpoint, type Endpoint, type EndpointData } from 'shared-kernel';
import { BarFigure, LineFigure, type FigureProps } from './Figures';

export interface EndpointFigureProps<E extends Endpoint> extends Omit<FigureProps, 'source'> {
  endpoint: E;
  /** The payload's two legacy strings: the axis and the series. */
  graph: (data: EndpointData<E>) => { axe: string; serie: string };
  chart: 'bars' | 'lines';
}

export function EndpointFigure<E extends Endpoint & { arrivalSchema?: undefined }>({ endpoint, graph, chart, ...figure }: EndpointFigureProps<E>) {
  const query = useEndpoint(endpoint);
  const Figure = chart === 'bars' ? BarFigure : LineFigure;
  return (
    <QueryView query={query} endpoint={endpoint}>
      {(data) => <Figure source={{ endpoint, query, ...graph(data) }} {...figure} />}
    </QueryView>
  );
}
