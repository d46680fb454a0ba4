/**
 * The frame and the two axes of the cartesian chart wrappers (bars, lines, stacked areas): the
 * same margins arithmetic, tick sizes and axis titles, so that their charts line up on a page.
 * Singleton: beside the page's one nivo instance, in shared-kernel/charts (nivo reaches the apps
 * only through that entry), as the wrappers that lay out their axes with it.
 */
import { NARROW_WIDTH } from './chartTheme';
import { leftMargin, rightMargin, thinLabels, yTickCount } from './layout';

export interface FrameOptions {
  /** The chart's width and height in pixels. */
  width: number;
  height: number;
  /** The fixed margins; the left and right ones are widened to fit the tick labels. */
  margin: { top: number; right: number; bottom: number };
  /** Every value drawn: the widest tick label sizes the left margin. */
  values: readonly number[];
  /** The last category: centred on its tick, it must not be cut off on the right. */
  lastLabel: string | undefined;
  /** Tooltip (and default tick) format. */
  format: (value: number) => string;
  /** Tick format of the value axis; `narrow` is true on a phone-width chart. */
  tickFormat?: (value: number, narrow: boolean) => string;
}

export interface ChartFrame {
  /** A phone-width chart: smaller tick labels. */
  narrow: boolean;
  fontSize: number;
  /** The value axis' tick labels. */
  ticks: (value: number) => string;
  margin: { top: number; right: number; bottom: number; left: number };
  innerWidth: number;
  innerHeight: number;
  /** How many ticks (and grid lines) the value axis has. */
  yTicks: number;
}

/** The plot's margins and inner size at a width. */
export function chartFrame({ width, height, margin: fixed, values, lastLabel, format, tickFormat }: FrameOptions): ChartFrame {
  const narrow = width < NARROW_WIDTH;
  const fontSize = narrow ? 11 : 12;
  const ticks = (v: number) => (tickFormat ? tickFormat(v, narrow) : format(v));
  const margin = {
    ...fixed,
    left: leftMargin(values, ticks, fontSize, true),
    right: rightMargin(lastLabel, fontSize, fixed.right),
  };
  const innerHeight = height - margin.top - margin.bottom;
  return { narrow, fontSize, ticks, margin, innerWidth: width - margin.left - margin.right, innerHeight, yTicks: yTickCount(innerHeight) };
}

/**
 * The grid and axes props of a nivo cartesian chart: titled axes, the categories thinned to
 * what fits under the x axis, the value axis' title just left of its tick labels.
 */
export function chartAxes(frame: ChartFrame, { xLegend, yLegend, labels }: { xLegend: string; yLegend: string; labels: readonly string[] }) {
  return {
    gridYValues: frame.yTicks,
    axisBottom: {
      legend: xLegend,
      legendOffset: 40,
      legendPosition: 'middle' as const,
      tickSize: 4,
      tickValues: thinLabels(labels, frame.innerWidth, (l) => l, frame.fontSize),
    },
    axisLeft: {
      legend: yLegend,
      legendOffset: -(frame.margin.left - 14),
      legendPosition: 'middle' as const,
      tickSize: 4,
      tickValues: frame.yTicks,
      format: (v: unknown) => frame.ticks(Number(v)),
    },
  };
}
