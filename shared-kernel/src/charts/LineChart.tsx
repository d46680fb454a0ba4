import { Line, ResponsiveLine } from '@nivo/line';
import { CHART_COLORS, chartTheme, DEFAULT_HEIGHT, type ChartSize } from './chartTheme';

export interface LineSerie {
  id: string;
  data: Array<{ x: string; y: number }>;
}

export interface LineChartProps extends ChartSize {
  data: LineSerie[];
  xLegend: string;
  yLegend: string;
  format: (value: number) => string;
  ariaLabel: string;
}

export function LineChart({ data, xLegend, yLegend, format, ariaLabel, height = DEFAULT_HEIGHT, width }: LineChartProps) {
  const many = (data[0]?.data.length ?? 0) > 8;
  const props = {
    data,
    margin: { top: 16, right: 24, bottom: 64, left: 84 },
    colors: CHART_COLORS,
    theme: chartTheme,
    yScale: { type: 'linear' as const, min: 'auto' as const, max: 'auto' as const },
    yFormat: (v: number | string | Date) => format(Number(v)),
    axisBottom: { legend: xLegend, legendOffset: 48, legendPosition: 'middle' as const, tickRotation: many ? -45 : 0 },
    axisLeft: { legend: yLegend, legendOffset: -76, legendPosition: 'middle' as const, format: (v: number | string | Date) => format(Number(v)) },
    pointSize: 6,
    useMesh: true,
    legends: data.length > 1
      ? [{ anchor: 'top-left' as const, direction: 'row' as const, itemWidth: 110, itemHeight: 18, translateY: -14 }]
      : [],
    role: 'img',
    ariaLabel,
  };
  return (
    <div style={{ height, width: width ?? '100%' }}>
      {width ? <Line {...props} width={width} height={height} /> : <ResponsiveLine {...props} />}
    </div>
  );
}
