/**
 * The line chart wrapper: fixed heights, the chart theme, French legends and tooltips.
 * Singleton: the page’s one nivo instance. nivo reaches the apps only through this entry (its packages import each other, so they cannot be
 * shared one by one); a chart written in a remote would bundle and download a second nivo.
 */
import type { LineSvgLayer } from '@nivo/line';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { DEFAULT_HEIGHT, seriesColor, themeFor, type ChartSize } from './chartTheme';
import { thinLines } from './layout';
import { chartAxes, chartFrame } from './axes';
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
    const frame = chartFrame({ width: w, height, margin: MARGIN, values, lastLabel: labels.at(-1), format, tickFormat });
    // A dense series is drawn from its extremes only (the data tables keep every value).
    const shown = thinLines(data, labels, Math.floor(frame.innerWidth / MIN_POINT_GAP));
    const pointSize = labels.length > 16 && frame.narrow ? 5 : 7;
    // No point marks where they would touch: the line alone reads better, and costs less.
    const enablePoints = frame.innerWidth / shown.labels.length >= pointSize + 2;
    return (
      <Line
        width={w}
        height={height}
        data={shown.series}
        // nivo's own layers only for what moves under the pointer; the rest is drawn once (staticLayers).
        layers={[StaticGrid, StaticAxes, 'crosshair', StaticLines, StaticPoints, 'mesh'] satisfies LineSvgLayer<LineSerie>[]}
        margin={frame.margin}
        colors={(s) => colorOf.get(String(s.id)) ?? seriesColor(0)}
        theme={themeFor(frame.narrow)}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: yMin, max: 'auto', nice: frame.yTicks }}
        yFormat={(v) => format(Number(v))}
        enableGridX={false}
        {...chartAxes(frame, { xLegend, yLegend, labels: shown.labels })}
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
