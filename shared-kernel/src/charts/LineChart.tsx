/**
 * The line chart wrapper: fixed heights, the chart theme, French legends and tooltips.
 * Singleton: the page’s one nivo instance. nivo reaches the apps only through this entry (its packages import each other, so they cannot be
 * shared one by one); a chart written in a remote would bundle and download a second nivo.
 */
import type { LineSvgLayer } from '@nivo/line';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { DEFAULT_HEIGHT, NARROW_WIDTH, seriesColor, themeFor, type ChartSize } from './chartTheme';
import { leftMargin, rightMargin, thinLabels, thinLines, yTickCount } from './layout';
import { ChartBox } from './ChartBox';
import { nivoLine } from './chartLibrary';

export interface LineSerie {
  id: string;
  data: Array<{ x: string; y: number }>;
}

export interface LineChartProps extends ChartSize {
  data: LineSerie[];
  xLegend: string;
  yLegend: string;
  /** Tooltip (and default tick) format, e.g. formatEuro. */
  format: (value: number) => string;
  /** Tick format of the value axis; `narrow` is true on a phone-width chart. Defaults to format. */
  tickFormat?: (value: number, narrow: boolean) => string;
  ariaLabel: string;
  /** Bottom of the value axis: 'auto' fits the data, 0 shows amounts from zero. */
  yMin?: number | 'auto';
  /** HTML legend under the chart; shown by default when there is more than one series. */
  showLegend?: boolean;
}

const MARGIN = { top: 16, right: 20, bottom: 52 };
/** Pixels per category under which a line keeps only its extremes (more could not be told apart). */
const MIN_POINT_GAP = 2;

/** Lines over categories (years, months) with a point per value, one colour per series. */
export function LineChart({
  data,
  xLegend,
  yLegend,
  format,
  tickFormat,
  ariaLabel,
  yMin = 'auto',
  showLegend = data.length > 1,
  height = DEFAULT_HEIGHT,
  width,
}: LineChartProps) {
  const colorOf = new Map(data.map((s, i) => [s.id, seriesColor(i)]));
  const labels = [...new Set(data.flatMap((s) => s.data.map((d) => d.x)))];
  const values = data.flatMap((s) => s.data.map((d) => d.y));

  const render = (w: number, { Line, StaticGrid, StaticAxes, StaticLines, StaticPoints }: typeof import('./nivoLine')) => {
    const narrow = w < NARROW_WIDTH;
    const fontSize = narrow ? 11 : 12;
    const ticks = (v: number) => (tickFormat ? tickFormat(v, narrow) : format(v));
    const margin = {
      ...MARGIN,
      left: leftMargin(values, ticks, fontSize, true),
      right: rightMargin(labels.at(-1), fontSize, MARGIN.right),
    };
    const innerWidth = w - margin.left - margin.right;
    const innerHeight = height - margin.top - margin.bottom;
    // A dense series is drawn from its extremes only (the data tables keep every value).
    const shown = thinLines(data, labels, Math.floor(innerWidth / MIN_POINT_GAP));
    const pointSize = labels.length > 16 && narrow ? 5 : 7;
    // No point marks where they would touch: the line alone reads better, and costs less.
    const enablePoints = innerWidth / shown.labels.length >= pointSize + 2;
    return (
      <Line
        width={w}
        height={height}
        data={shown.series}
        // nivo's own layers only for what moves under the pointer; the rest is drawn once (staticLayers).
        layers={[StaticGrid, StaticAxes, 'crosshair', StaticLines, StaticPoints, 'mesh'] satisfies LineSvgLayer<LineSerie>[]}
        margin={margin}
        colors={(s) => colorOf.get(String(s.id)) ?? seriesColor(0)}
        theme={themeFor(narrow)}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: yMin, max: 'auto', nice: yTickCount(innerHeight) }}
        yFormat={(v) => format(Number(v))}
        enableGridX={false}
        gridYValues={yTickCount(innerHeight)}
        axisBottom={{
          legend: xLegend,
          legendOffset: 40,
          legendPosition: 'middle',
          tickSize: 4,
          tickValues: thinLabels(shown.labels, innerWidth, (l) => l, fontSize),
        }}
        axisLeft={{
          legend: yLegend,
          legendOffset: -(margin.left - 14),
          legendPosition: 'middle',
          tickSize: 4,
          tickValues: yTickCount(innerHeight),
          format: (v) => ticks(Number(v)),
        }}
        lineWidth={2}
        enablePoints={enablePoints}
        pointSize={pointSize}
        pointColor={{ theme: 'background' }}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        useMesh
        enableTouchCrosshair
        tooltip={({ point }) => (
          <ChartTooltip
            color={point.seriesColor}
            title={data.length > 1 ? `${point.seriesId} — ${point.data.xFormatted}` : String(point.data.xFormatted)}
            value={point.data.yFormatted}
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
      below={() => (showLegend ? <ChartLegend items={data.map((s, i) => ({ label: s.id, color: seriesColor(i) }))} /> : null)}
    />
  );
}
