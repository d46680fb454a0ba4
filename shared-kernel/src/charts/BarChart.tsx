/**
 * The bar chart wrapper: fixed heights, the chart theme, French legends and tooltips.
 * Singleton: the page’s one nivo instance. nivo reaches the apps only through this entry (its packages import each other, so they cannot be
 * shared one by one); a chart written in a remote would bundle and download a second nivo.
 */
import type { BarDatum } from '@nivo/bar';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { DEFAULT_HEIGHT, prefersReducedMotion, seriesColor, themeFor, type ChartSize } from './chartTheme';
import { chartAxes, chartFrame } from './axes';
import { ChartBox } from './ChartBox';
import { nivoBar } from './chartLibrary';

export interface BarChartProps extends ChartSize {
  data: BarDatum[];
  keys: string[];
  indexBy: string;
  /** French axis titles. */
  xLegend: string;
  yLegend: string;
  /** Tooltip (and default tick) format, e.g. formatEuro. */
  format: (value: number) => string;
  /** Tick format of the value axis; `narrow` is true on a phone-width chart. Defaults to format. */
  tickFormat?: (value: number, narrow: boolean) => string;
  groupMode?: 'stacked' | 'grouped';
  ariaLabel: string;
  /** HTML legend under the chart; shown by default when there is more than one key. */
  showLegend?: boolean;
  /** One colour per key (a surplus green, a deficit red); the series palette otherwise. */
  colors?: readonly string[];
}

const MARGIN = { top: 12, right: 12, bottom: 52 };

/** Vertical bars over categories (years, months), one colour per key. */
export function BarChart({
  data,
  keys,
  indexBy,
  xLegend,
  yLegend,
  format,
  tickFormat,
  groupMode = 'stacked',
  ariaLabel,
  showLegend = keys.length > 1,
  colors,
  height = DEFAULT_HEIGHT,
  width,
}: BarChartProps) {
  const colorAt = (i: number) => colors?.[i] ?? seriesColor(i);
  const colorOf = (id: string | number) => colorAt(Math.max(0, keys.indexOf(String(id))));
  const indexes = data.map((d) => String(d[indexBy]));
  // The tallest bar (stacked: the tallest stack) sizes the value axis labels.
  const extents = data.map((d) => {
    const values = keys.map((k) => Number(d[k] ?? 0));
    return groupMode === 'stacked' ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values);
  });
  // nivo's automatic domain starts at 0 and loses bars below it: the domain is given, negative
  // values included (a stack diverges: its negative parts add up below 0).
  const sums = (sign: 1 | -1) =>
    data.map((d) => {
      const parts = keys.map((k) => Number(d[k] ?? 0)).filter((v) => v * sign > 0);
      return groupMode === 'stacked' ? parts.reduce((a, b) => a + b, 0) : sign > 0 ? Math.max(0, ...parts) : Math.min(0, ...parts);
    });
  const domain = { min: Math.min(0, ...sums(-1)), max: Math.max(0, ...sums(1)) };

  const render = (w: number, { Bar }: typeof import('@nivo/bar')) => {
    const frame = chartFrame({ width: w, height, margin: MARGIN, values: [...extents, domain.min], lastLabel: indexes.at(-1), format, tickFormat });
    return (
      <Bar<BarDatum>
        width={w}
        height={height}
        data={data}
        keys={keys}
        indexBy={indexBy}
        groupMode={groupMode}
        valueScale={{ type: 'linear', nice: frame.yTicks, ...domain }}
        margin={frame.margin}
        padding={frame.narrow ? 0.15 : 0.25}
        innerPadding={groupMode === 'grouped' ? 1 : 0}
        colors={({ id }) => colorOf(id)}
        theme={themeFor(frame.narrow)}
        valueFormat={(v) => format(v)}
        enableLabel={false}
        {...chartAxes(frame, { xLegend, yLegend, labels: indexes })}
        tooltip={({ id, indexValue, value, color }) => (
          <ChartTooltip
            color={color}
            title={keys.length > 1 ? `${id} — ${indexValue}` : String(indexValue)}
            value={format(value ?? 0)}
          />
        )}
        animate={!prefersReducedMotion()}
        motionConfig="gentle"
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
      library={nivoBar}
      chart={render}
      below={() => (showLegend ? <ChartLegend items={keys.map((k, i) => ({ label: k, color: colorAt(i) }))} /> : null)}
    />
  );
}
