/**
 * The pie chart wrapper: fixed heights, the chart theme, French legends and tooltips.
 * Singleton: the page’s one nivo instance. nivo reaches the apps only through this entry (its packages import each other, so they cannot be
 * shared one by one); a chart written in a remote would bundle and download a second nivo.
 */
import { ChartBox } from './ChartBox';
import { nivoPie } from './chartLibrary';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { DEFAULT_HEIGHT, NARROW_WIDTH, prefersReducedMotion, seriesColor, themeFor, type ChartSize } from './chartTheme';

export interface PieSlice {
  id: string;
  label: string;
  value: number;
}

export interface PieChartProps extends ChartSize {
  data: PieSlice[];
  format: (value: number) => string;
  ariaLabel: string;
  /**
   * HTML legend under the chart. By default it is shown on a phone-width chart, where the
   * labels linked to the slices are left out (they would be cut off).
   */
  showLegend?: boolean;
}

/** A donut of slices, labelled around it on a wide screen and by a legend on a phone. */
export function PieChart({ data, format, ariaLabel, showLegend, height = DEFAULT_HEIGHT, width }: PieChartProps) {
  const colorOf = new Map(data.map((s, i) => [s.id, seriesColor(i)]));

  const render = (w: number, { Pie }: typeof import('@nivo/pie')) => {
    const narrow = w < NARROW_WIDTH;
    const side = narrow ? 16 : 110;
    const theme = themeFor(narrow);
    // nivo's Pie takes no aria-label: the labelled image is the box around it.
    return (
      <div role="img" aria-label={ariaLabel}>
        <Pie<PieSlice>
          width={w}
          height={height}
          data={data}
          margin={{ top: 24, right: side, bottom: 24, left: side }}
          innerRadius={0.45}
          padAngle={1}
          colors={(d) => colorOf.get(String(d.id)) ?? seriesColor(0)}
          theme={theme}
          valueFormat={(v) => format(v)}
          enableArcLinkLabels={!narrow}
          arcLinkLabel={(d) => d.data.label}
          arcLinkLabelsSkipAngle={12}
          arcLinkLabelsTextColor={theme.text.fill}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLabelsSkipAngle={18}
          arcLabel={() => ''}
          tooltip={({ datum }) => <ChartTooltip color={datum.color} title={datum.data.label} value={datum.formattedValue} />}
          animate={!prefersReducedMotion()}
          motionConfig="gentle"
          role="presentation"
        />
      </div>
    );
  };

  return (
    <ChartBox
      width={width}
      height={height}
      label={ariaLabel}
      library={nivoPie}
      chart={render}
      below={(w) =>
        (showLegend ?? w < NARROW_WIDTH) ? (
          <ChartLegend items={data.map((s, i) => ({ label: s.label, color: seriesColor(i) }))} />
        ) : null
      }
    />
  );
}
