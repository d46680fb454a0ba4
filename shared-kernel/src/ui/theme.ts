/**
 * Colours of the product. The five card colours (blue, green, orange, cherry, red, cycled in
 * that order) are each dark enough for white text on it (tiles) to reach WCAG AA, 4.5:1.
 */
export const CARD_COLORS = {
  blue: '#1f6fd1',
  green: '#19783f',
  orange: '#ad5300',
  cherry: '#a4123f',
  red: '#c62828',
} as const;
export type CardColor = keyof typeof CARD_COLORS;
export const CARD_COLOR_ORDER: readonly CardColor[] = ['blue', 'green', 'orange', 'cherry', 'red'];

/** The n-th colour of the card-colour cycle. */
export function cardColorAt(index: number): CardColor {
  return CARD_COLOR_ORDER[((index % CARD_COLOR_ORDER.length) + CARD_COLOR_ORDER.length) % CARD_COLOR_ORDER.length]!;
}

export const theme = {
  navBg: '#1d232b',
  navText: '#f1f4f8',
  pageBg: '#f4f6f9',
  surface: '#ffffff',
  text: '#1c2430',
  muted: '#55606e',
  border: '#d8dee6',
  accent: '#1f6fd1',
  highlight: '#fff4d6',
  danger: '#b3261e',
  dangerBg: '#fdecea',
  radius: '8px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/**
 * Series colours: the five card colours, then further distinct, dark-enough hues so
 * that up to twelve series (one per property on the tax chart) stay apart. Beyond that the
 * cycle repeats; the legend and tooltips still name every series.
 */
export const CHART_COLORS: string[] = [
  ...CARD_COLOR_ORDER.map((c) => CARD_COLORS[c]),
  '#5b6b7f',
  '#7a4fb3',
  '#0f8b8d',
  '#b8860b',
  '#8c564b',
  '#d6336c',
  '#2f4b7c',
];

/** Colour of the n-th series, the same in the chart, its legend and its tooltip. */
export function seriesColor(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length]!;
}
