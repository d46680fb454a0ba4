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

/**
 * The two palettes, the one place where the page's colours are written. Every token becomes a
 * CSS custom property (`--tdb-page-bg` for `pageBg`): the page switches theme by switching
 * variables, without re-rendering React, and a remote built before a palette change still
 * follows it. Text tokens reach 4.5:1 on `surface`, `pageBg` and `subtleBg` in their palette.
 * The navbar and the UndoBar stay dark in both themes.
 */
export const LIGHT = {
  navBg: '#1d232b',
  navMenuBg: '#262e38',
  navText: '#f1f4f8',
  /** Outline of a dark bar floating over the page (the UndoBar): needed on a dark page only. */
  barBorder: '#1d232b',
  pageBg: '#f4f6f9',
  surface: '#ffffff',
  /** Table heads, image placeholders, code-like panels: a step off the surface. */
  subtleBg: '#eef2f7',
  /** A panel inside a surface (the chrono's display). */
  insetBg: '#f8fafc',
  text: '#1c2430',
  muted: '#55606e',
  border: '#d8dee6',
  gridLine: '#e6eaf0',
  accent: '#1f6fd1',
  /** The accent as text on `accentBg` (hovered buttons). */
  accentStrong: '#1858a8',
  accentBg: '#e8f0fb',
  /** Text on an `accent` background. */
  onAccent: '#ffffff',
  focus: '#7fb0f0',
  selectedBg: '#e6eefa',
  highlight: '#fff4d6',
  highlightBorder: '#e0b84a',
  danger: '#b3261e',
  dangerBg: '#fdecea',
  success: '#1e8a4c',
  successBg: '#e6f4ec',
  /** The exercise phase of the chrono, the current thumbnail. */
  warn: '#c25e00',
  /** Joint ownership marks. */
  joint: '#7a4fb3',
  star: '#c28a00',
  starOff: '#c9ced6',
  /** A card colour as text on a surface (a card's value): the card colours, lighter in dark. */
  cardBlue: CARD_COLORS.blue,
  cardGreen: CARD_COLORS.green,
  cardOrange: CARD_COLORS.orange,
  cardCherry: CARD_COLORS.cherry,
  cardRed: CARD_COLORS.red,
} as const;

export type ThemeToken = keyof typeof LIGHT;
export type Palette = Record<ThemeToken, string>;

export const DARK: Palette = {
  navBg: '#1d232b',
  navMenuBg: '#262e38',
  navText: '#f1f4f8',
  barBorder: '#4a5667',
  pageBg: '#0f1318',
  surface: '#1a2029',
  subtleBg: '#242c37',
  insetBg: '#151a21',
  text: '#e4e9f0',
  muted: '#a7b1be',
  border: '#3b4654',
  gridLine: '#2c3440',
  accent: '#7cb3f7',
  accentStrong: '#a9cdfb',
  accentBg: '#1d3150',
  onAccent: '#0f1318',
  focus: '#7fb0f0',
  selectedBg: '#1f3354',
  highlight: '#3a3114',
  highlightBorder: '#a8822a',
  danger: '#ff928a',
  dangerBg: '#3d1f1e',
  success: '#62cc8f',
  successBg: '#173323',
  warn: '#f3a05a',
  joint: '#b59af0',
  star: '#e7b43a',
  starOff: '#5b6574',
  cardBlue: '#6ea8f5',
  cardGreen: '#4cc27a',
  cardOrange: '#f0913f',
  cardCherry: '#f27399',
  cardRed: '#ff7b73',
};

const cssName = (token: string) => `--tdb-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const declarations = (p: Palette) =>
  (Object.keys(LIGHT) as ThemeToken[]).map((t) => `${cssName(t)}: ${p[t]};`).join(' ');

/**
 * The theme's style sheet, one rule per entry (CSSOM `insertRule` takes one at a time): the
 * light palette, the dark one when the system asks for it unless the owner chose light, and
 * the dark one when he chose it (`data-theme` on <html>, set by `colorScheme` and, before the
 * first paint, by the page's head script). `color-scheme` makes form controls and scrollbars
 * follow.
 */
export const THEME_RULES: readonly string[] = [
  `:root { color-scheme: light; ${declarations(LIGHT)} }`,
  `@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { color-scheme: dark; ${declarations(DARK)} } }`,
  `:root[data-theme='dark'] { color-scheme: dark; ${declarations(DARK)} }`,
];
export const THEME_CSS = THEME_RULES.join('\n');

/** Each colour token as its CSS variable: `theme.text` is `var(--tdb-text)`. */
const tokens = Object.fromEntries((Object.keys(LIGHT) as ThemeToken[]).map((t) => [t, `var(${cssName(t)})`])) as Record<
  ThemeToken,
  string
>;

export const theme = {
  ...tokens,
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

/** A card colour as text on a surface, following the theme (the card colours themselves stay for tiles and borders). */
export const CARD_TEXT_COLORS: Record<CardColor, string> = {
  blue: theme.cardBlue,
  green: theme.cardGreen,
  orange: theme.cardOrange,
  cherry: theme.cardCherry,
  red: theme.cardRed,
};

/** Colour of the n-th series, the same in the chart, its legend and its tooltip. */
export function seriesColor(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length]!;
}

/**
 * Adds the theme's rules to a page that has no shell (a remote run alone): an empty <style>
 * filled through the CSSOM, as styled-components does, which the Content-Security-Policy allows.
 */
export function insertThemeStyle(doc: Document = document): void {
  const style = doc.createElement('style');
  doc.head.append(style);
  const sheet = style.sheet;
  if (!sheet) return;
  for (const rule of [...THEME_RULES, `body { background: ${theme.pageBg}; color: ${theme.text}; font-family: ${theme.font}; }`]) {
    sheet.insertRule(rule, sheet.cssRules.length);
  }
}
