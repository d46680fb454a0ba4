/**
 * Layout arithmetic of the cartesian charts: how many category labels fit under the x axis
 * and how much room the y tick labels need. Text widths are estimated (no DOM measure), with
 * a generous average glyph width so that labels never overlap.
 * Singleton: the arithmetic of the cartesian chart wrappers, which must live in this entry
 * (nivo reaches the apps only through shared-kernel/charts).
 */

/** Estimated width in pixels of a text at a font size. */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.62);
}

/**
 * The labels to print under an axis of `innerWidth` pixels: every one if they fit, else
 * every k-th one, counted from the last (the most recent year or month stays labelled).
 */
export function thinLabels<T>(values: readonly T[], innerWidth: number, label: (v: T) => string, fontSize: number): T[] {
  if (values.length === 0) return [];
  const widest = Math.max(...values.map((v) => textWidth(label(v), fontSize)));
  const slot = Math.max(1, innerWidth) / values.length;
  const step = Math.max(1, Math.ceil((widest + 10) / slot));
  const last = values.length - 1;
  return values.filter((_, i) => (last - i) % step === 0);
}

/** Number of y ticks for a plot of this height (about one every 60 pixels, at least 3). */
export function yTickCount(innerHeight: number): number {
  return Math.max(3, Math.min(8, Math.round(innerHeight / 60)));
}

/**
 * Left margin for y tick labels and the rotated axis title: the widest of the tick labels
 * of the domain's ends, plus the tick and the title.
 */
export function leftMargin(values: readonly number[], tickFormat: (v: number) => string, fontSize: number, withTitle: boolean): number {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  // The axis may round its end up: allow for one more digit's worth of "nice" rounding.
  const candidates = [min, max, max * 1.25, 0].map((v) => tickFormat(v));
  const widest = Math.max(...candidates.map((t) => textWidth(t, fontSize)));
  return Math.max(40, widest + 12 + (withTitle ? 24 : 0));
}

/** Right margin so that the last category label, centred on its tick, is not cut off. */
export function rightMargin(lastLabel: string | undefined, fontSize: number, min: number): number {
  return Math.max(min, lastLabel ? Math.ceil(textWidth(lastLabel, fontSize) / 2) + 4 : 0);
}
