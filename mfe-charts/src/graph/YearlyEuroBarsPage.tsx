/**
 * A page of bar charts over the years, in euros: one figure per endpoint of the same payload,
 * each loading on its own (one that fails leaves the others drawn). The pages differ only in
 * their words.
 */
import type { ReactNode } from 'react';
import { Page, type Endpoint, type EndpointData } from 'shared-kernel';
import { useChartCode } from './chartCode';
import type { ParsedGraph } from 'shared-kernel/legacyGraph';
import { routeOf } from '../routes';
import { EndpointFigure } from './EndpointFigure';
import { EURO } from './units';

export interface YearlyEuroBarsPageProps<E extends Endpoint & { arrivalSchema?: undefined }> {
  path: string;
  /** The payload's axis and series, the same fields for every figure. */
  graph: (data: EndpointData<E>) => { axe: string; serie: string };
  /** The value axis' title. */
  yLegend: string;
  figures: ReadonlyArray<{ endpoint: E; title: string; description: ReactNode | ((graph: ParsedGraph) => ReactNode); ariaLabel: string }>;
}

export function YearlyEuroBarsPage<E extends Endpoint & { arrivalSchema?: undefined }>({ path, graph, yLegend, figures }: YearlyEuroBarsPageProps<E>) {
  // nivo's bars come while the data does.
  useChartCode('bar');
  return (
    <Page route={routeOf(path)}>
      {figures.map((figure) => (
        <EndpointFigure key={figure.endpoint.path} {...figure} graph={graph} chart="bars" unit={EURO} xLegend="Année" yLegend={yLegend} />
      ))}
    </Page>
  );
}
