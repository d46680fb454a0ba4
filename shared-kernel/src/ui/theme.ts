/** Colours of the product. The five card colours are the spec's (section 9). */
export const CARD_COLORS = {
  blue: '#1f6fd1',
  green: '#1e8a4c',
  orange: '#c25e00',
  cherry: '#a4123f',
  red: '#c62828',
} as const;
export type CardColor = keyof typeof CARD_COLORS;
export const CARD_COLOR_ORDER: readonly CardColor[] = ['blue', 'green', 'orange', 'cherry', 'red'];

/** The n-th colour of the spec's cycle. */
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
