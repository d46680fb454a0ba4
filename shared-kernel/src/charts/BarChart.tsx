import { Bar, ResponsiveBar, type BarDatum } from '@nivo/bar';
import { CHART_COLORS, chartTheme, DEFAULT_HEIGHT, type ChartSize } from './chartTheme';

export interface BarChartProps extends ChartSize {
  data: BarDatum[];
  keys: string[];
  indexBy: string;
  /** French axis titles. */
  xLegend: string;
  yLegend: string;
  format: (value: number) => string;
  groupMode?: 'stacked' | 'grouped';
  ariaLabel: string;
}

export function BarChart({ data, keys, indexBy, xLegend, yLegend, format, groupMode = 'stacked', ariaLabel, height = DEFAULT_HEIGHT, width }: BarChartProps) {
  const props = {
    data,
    keys,
    indexBy,
    groupMode,
    margin: { top: 16, right: 16, bottom: 56, left: 84 },
    padding: 0.25,
    colors: CHART_COLORS,
    theme: chartTheme,
    valueFormat: (v: number) => format(v),
    enableLabel: false,
    axisBottom: { legend: xLegend, legendOffset: 40, legendPosition: 'middle' as const, tickRotation: data.length > 8 ? -35 : 0 },
    axisLeft: { legend: yLegend, legendOffset: -76, legendPosition: 'middle' as const, format: (v: number) => format(v) },
    role: 'img',
    ariaLabel,
  };
  return (
    <div style={{ height, width: width ?? '100%' }}>
      {width ? <Bar {...props} width={width} height={height} /> : <ResponsiveBar {...props} />}
    </div>
  );
}
