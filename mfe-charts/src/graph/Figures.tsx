/** The two kinds of chart of this remote, each framed with its title, data table and errors. */
import type { ReactNode } from 'react';
import type { Endpoint, UseQueryResult } from 'shared-kernel';
import { BarChart, LineChart } from 'shared-kernel/charts';
import type { ParsedGraph } from 'shared-kernel/legacyGraph';
import { ChartWithData, FigureFrame, GraphFormatPanel } from './ChartFigure';
import { INDEX_KEY, toBars, toLines } from './chartData';
import { useLegacyGraph } from './legacyGraphState';
import type { Unit } from './units';

/** Where a chart's legacy strings come from: the endpoint, its (loaded) query, the two fields. */
export interface GraphSource {
  endpoint: Pick<Endpoint, 'errorMessage'>;
  query: Pick<UseQueryResult<unknown, Error>, 'refetch' | 'isFetching'>;
  axe: string;
  serie: string;
}

export interface FigureProps {
  source: GraphSource;
  title: string;
  /** What the chart shows; may depend on the parsed graph (e.g. its number of months). */
  description: ReactNode | ((graph: ParsedGraph) => ReactNode);
  unit: Unit;
  /** Axis titles, in French. */
  xLegend: string;
  yLegend: string;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
}

function GraphFigure({ props, chart }: { props: FigureProps; chart: (graph: ParsedGraph) => ReactNode }) {
  const { source, title, description, unit, xLegend } = props;
  const state = useLegacyGraph(source.axe, source.serie);
  const text = typeof description === 'function' ? (state.graph ? description(state.graph) : null) : description;
  return (
    <FigureFrame title={title} description={text}>
      {state.graph ? (
        <ChartWithData title={title} graph={state.graph} axisHeader={xLegend} format={unit.format}>
          {chart(state.graph)}
        </ChartWithData>
      ) : (
        <GraphFormatPanel
          endpoint={source.endpoint}
          error={state.error}
          onRetry={() => void source.query.refetch()}
          retrying={source.query.isFetching}
        />
      )}
    </FigureFrame>
  );
}

/** Bars by category, stacked when there are several series (the stack is their total). */
export function BarFigure(props: FigureProps) {
  const { unit, xLegend, yLegend, ariaLabel } = props;
  return (
    <GraphFigure
      props={props}
      chart={(graph) => {
        const { data, keys } = toBars(graph);
        return (
          <BarChart
            data={data}
            keys={keys}
            indexBy={INDEX_KEY}
            groupMode="stacked"
            xLegend={xLegend}
            yLegend={yLegend}
            format={unit.format}
            tickFormat={unit.tick}
            ariaLabel={ariaLabel}
          />
        );
      }}
    />
  );
}

/** One line per series, from zero. */
export function LineFigure(props: FigureProps) {
  const { unit, xLegend, yLegend, ariaLabel } = props;
  return (
    <GraphFigure
      props={props}
      chart={(graph) => (
        <LineChart
          data={toLines(graph)}
          xLegend={xLegend}
          yLegend={yLegend}
          format={unit.format}
          tickFormat={unit.tick}
          yMin={0}
          ariaLabel={ariaLabel}
        />
      )}
    />
  );
}
