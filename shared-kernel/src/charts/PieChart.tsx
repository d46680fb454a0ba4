import { Pie, ResponsivePie } from '@nivo/pie';
import { CHART_COLORS, chartTheme, DEFAULT_HEIGHT, type ChartSize } from './chartTheme';

export interface PieSlice {
  id: string;
  label: string;
  value: number;
}

export interface PieChartProps extends ChartSize {
  data: PieSlice[];
  format: (value: number) => string;
  ariaLabel: string;
}

export function PieChart({ data, format, ariaLabel, height = DEFAULT_HEIGHT, width }: PieChartProps) {
  const props = {
    data,
    margin: { top: 24, right: 24, bottom: 24, left: 24 },
    innerRadius: 0.45,
    padAngle: 1,
    colors: CHART_COLORS,
    theme: chartTheme,
    valueFormat: (v: number) => format(v),
    arcLinkLabelsSkipAngle: 12,
    arcLabelsSkipAngle: 18,
    arcLabel: () => '',
    role: 'img',
    ariaLabel,
  };
  return (
    <div style={{ height, width: width ?? '100%' }}>
      {width ? <Pie {...props} width={width} height={height} /> : <ResponsivePie {...props} />}
    </div>
  );
}
