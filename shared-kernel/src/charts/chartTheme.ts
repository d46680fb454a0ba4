import { CARD_COLORS, CARD_COLOR_ORDER, theme } from '../ui/theme';

/** Series colours: the spec's five card colours, then two neutrals. */
export const CHART_COLORS: string[] = [...CARD_COLOR_ORDER.map((c) => CARD_COLORS[c]), '#5b6b7f', '#7a4fb3'];

export const chartTheme = {
  text: { fontSize: 12, fill: theme.text },
  axis: { legend: { text: { fontSize: 12, fontWeight: 600, fill: theme.text } } },
  tooltip: { container: { fontSize: 13 } },
};

export const DEFAULT_HEIGHT = 360;

/** Fixed size for tests and fixed-width charts; responsive (fills its box) otherwise. */
export interface ChartSize {
  height?: number;
  width?: number;
}
