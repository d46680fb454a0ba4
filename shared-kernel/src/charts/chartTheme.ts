// The kernel by its package name, never by relative path: this entry is its own shared
// module, and a relative import would give it a second copy of the kernel's modules.
import { CHART_COLORS, seriesColor, theme } from 'shared-kernel';

export { CHART_COLORS, seriesColor };

export const chartTheme = {
  text: { fontSize: 12, fill: theme.text, fontFamily: theme.font },
  axis: {
    domain: { line: { stroke: theme.border, strokeWidth: 1 } },
    ticks: { line: { stroke: theme.border, strokeWidth: 1 }, text: { fontSize: 12, fill: theme.muted } },
    legend: { text: { fontSize: 12, fontWeight: 600, fill: theme.text } },
  },
  grid: { line: { stroke: theme.gridLine, strokeWidth: 1 } },
  crosshair: { line: { stroke: theme.muted, strokeWidth: 1, strokeOpacity: 0.6 } },
  tooltip: { container: { fontSize: 13, background: theme.surface, color: theme.text } },
};

/** The theme for a chart of this width: smaller tick labels on a phone. */
export function themeFor(narrow: boolean) {
  if (!narrow) return chartTheme;
  return {
    ...chartTheme,
    axis: { ...chartTheme.axis, ticks: { ...chartTheme.axis.ticks, text: { ...chartTheme.axis.ticks.text, fontSize: 11 } } },
  };
}

export const DEFAULT_HEIGHT = 360;

/** Below this width (in pixels) a chart is laid out for a phone. */
export const NARROW_WIDTH = 520;

/** Fixed size for tests and fixed-width charts; responsive (fills its box) otherwise. */
export interface ChartSize {
  height?: number;
  width?: number;
}

/** Whether the user asked for less motion (charts then draw without animation). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
