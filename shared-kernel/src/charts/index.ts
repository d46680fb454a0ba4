// Separate entry point: only pages with charts import it, so nivo never loads elsewhere.
export { BarChart, type BarChartProps } from './BarChart';
export { LineChart, type LineChartProps, type LineSerie } from './LineChart';
export { StackedAreaChart, type StackedAreaChartProps } from './StackedAreaChart';
export { PieChart, type PieChartProps, type PieSlice } from './PieChart';
export { BubbleChart, type BubbleChartProps, type BubbleNode } from './BubbleChart';
export { CHART_COLORS, chartTheme, seriesColor } from './chartTheme';
export { ChartLegend, type LegendItem } from './ChartLegend';
export { fetchChartCode, type ChartKind } from './chartLibrary';
