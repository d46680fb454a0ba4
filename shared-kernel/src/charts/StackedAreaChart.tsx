/**
 * The stacked area chart wrapper: series piled up as areas (positive values above 0, negative
 * ones below, as assets and debts), and lines drawn over them at their own values (a net).
 * Singleton: the page’s one nivo instance, as for every chart of this entry (LineChart.tsx).
 */
import type { LineCustomSvgLayerProps, LineSvgLayer } from '@nivo/line';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { DEFAULT_HEIGHT, seriesColor, themeFor, type ChartSize } from './chartTheme';
import { chartAxes, chartFrame } from './axes';
import { ChartBox } from './ChartBox';
import { nivoLine } from './chartLibrary';
import type { LineSerie } from './LineChart';

export interface StackedAreaChartProps extends ChartSize {
  /** Piled up in this order: positive values upwards from 0, negative ones downwards. */
  stacks: LineSerie[];
  /** Drawn over the areas at their own values. */
  lines: LineSerie[];
  xLegend: string;
  yLegend: string;
  /** Tooltip format, e.g. formatEuro. */
  format: (value: number) => string;
  /** Tick format of the value axis; `narrow` on a phone-width chart. Defaults to format. */
  tickFormat?: (value: number, narrow: boolean) => string;
  ariaLabel: string;
}

type Serie = { id: string; data: Array<{ x: string; y: number }> };

const MARGIN = { top: 16, right: 20, bottom: 52 };
const AREA_OPACITY = 0.75;

/** Each stack's bottom and top at each category: the running sums, apart for each sign. */
export function stackBounds(stacks: readonly LineSerie[]): Array<Array<{ base: number; top: number }>> {
  const length = Math.max(0, ...stacks.map((s) => s.data.length));
  const up = new Array<number>(length).fill(0);
  const down = new Array<number>(length).fill(0);
  return stacks.map((s) =>
    s.data.map((d, j) => {
      const pile = d.y >= 0 ? up : down;
      const base = pile[j]!;
      pile[j] = base + d.y;
      return { base, top: base + d.y };
    }),
  );
}

/** One closed path per stack: along its top, back along its base. */
function areasLayer(bounds: ReturnType<typeof stackBounds>, colors: readonly string[]) {
  return function StackAreas({ series, yScale }: LineCustomSvgLayerProps<Serie>) {
    return (
      <g>
        {bounds.map((points, i) => {
          const drawn = series[i];
          if (!drawn || points.length === 0) return null;
          const tops = drawn.data.map((d) => `${d.position.x},${d.position.y}`);
          const bases = drawn.data.map((d, j) => `${d.position.x},${yScale(points[j]!.base as never)}`).reverse();
          return <path key={String(drawn.id)} d={`M${tops.join('L')}L${bases.join('L')}Z`} fill={colors[i]} fillOpacity={AREA_OPACITY} stroke="none" />;
        })}
      </g>
    );
  };
}

/** Stacked areas and lines over the same categories (months), one colour per series. */
export function StackedAreaChart({ stacks, lines, xLegend, yLegend, format, tickFormat, ariaLabel, height = DEFAULT_HEIGHT, width }: StackedAreaChartProps) {
  const all = [...stacks, ...lines];
  const colors = all.map((_, i) => seriesColor(i));
  const bounds = stackBounds(stacks);
  const data: Serie[] = [
    ...stacks.map((s, i) => ({ id: s.id, data: s.data.map((d, j) => ({ x: d.x, y: bounds[i]![j]!.top })) })),
    ...lines.map((s) => ({ id: s.id, data: [...s.data] })),
  ];
  const values = [0, ...data.flatMap((s) => s.data.map((d) => d.y))];
  const labels = [...new Set(all.flatMap((s) => s.data.map((d) => d.x)))];
  // What a point's tooltip says: the series' own value, not the top of its pile.
  const own = new Map(all.map((s) => [s.id, s.data]));

  const render = (w: number, { Line, StaticGrid, StaticAxes, StaticLines }: typeof import('./nivoLine')) => {
    const frame = chartFrame({ width: w, height, margin: MARGIN, values, lastLabel: labels.at(-1), format, tickFormat });
    const layers: LineSvgLayer<Serie>[] = [StaticGrid, StaticAxes, areasLayer(bounds, colors), StaticLines, 'crosshair', 'mesh'];
    return (
      <Line<Serie>
        width={w}
        height={height}
        data={data}
        margin={frame.margin}
        colors={colors}
        theme={themeFor(frame.narrow)}
        layers={layers}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: Math.min(...values), max: Math.max(...values), nice: frame.yTicks }}
        enableGridX={false}
        {...chartAxes(frame, { xLegend, yLegend, labels })}
        lineWidth={2}
        enablePoints={false}
        useMesh
        enableTouchCrosshair
        tooltip={({ point }) => (
          <ChartTooltip
            color={point.seriesColor}
            title={`${point.seriesId} — ${String(point.data.x)}`}
            value={format(own.get(String(point.seriesId))?.[point.indexInSeries]?.y ?? 0)}
          />
        )}
        animate={false}
        role="img"
        ariaLabel={ariaLabel}
      />
    );
  };

  return (
    <ChartBox
      width={width}
      height={height}
      label={ariaLabel}
      library={nivoLine}
      chart={render}
      below={() => <ChartLegend items={all.map((s, i) => ({ label: s.id, color: colors[i]! }))} />}
    />
  );
}
