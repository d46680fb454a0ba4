/**
 * Layout arithmetic of the cartesian charts: how many category labels fit under the x axis
 * and how much room the y tick labels need. Text widths are estimated (no DOM measure), with
 * a generous average glyph width so that labels never overlap.
 * Singleton: beside the page's one nivo instance, in shared-kernel/charts (nivo reaches the
 * apps only through that entry), since the cartesian chart wrappers compute with it.
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

/**
 * The indexes of the categories a line chart draws when it has more of them than `max` (its
 * width allows about one every 2 pixels): the first and the last, and in each of the equal
 * buckets between them the lowest and the highest value of every series, so that no peak or
 * trough disappears. Every index when they fit. `series` holds one value per category (NaN
 * where a series has none).
 */
export function keptIndexes(series: ReadonlyArray<readonly number[]>, max: number): number[] {
  const count = Math.max(0, ...series.map((s) => s.length));
  const all = Array.from({ length: count }, (_, i) => i);
  if (count <= Math.max(2, max) || series.length === 0) return all;
  const perBucket = 2 * series.length;
  const buckets = Math.max(1, Math.floor((max - 2) / perBucket));
  const inner = count - 2;
  const kept = new Set([0, count - 1]);
  for (let b = 0; b < buckets; b++) {
    const from = 1 + Math.floor((b * inner) / buckets);
    const to = 1 + Math.floor(((b + 1) * inner) / buckets);
    for (const values of series) {
      let low = -1;
      let high = -1;
      for (let i = from; i < to; i++) {
        const v = values[i];
        if (v === undefined || Number.isNaN(v)) continue;
        if (low < 0 || v < values[low]!) low = i;
        if (high < 0 || v > values[high]!) high = i;
      }
      if (low >= 0) kept.add(low).add(high);
    }
  }
  return [...kept].sort((a, b) => a - b);
}

/**
 * Line series (points over the category `labels`) reduced to the categories of keptIndexes:
 * the same objects when they all fit.
 */
export function thinLines<S extends { data: ReadonlyArray<{ x: string; y: number }> }>(
  series: S[],
  labels: string[],
  max: number,
): { labels: string[]; series: S[] } {
  const values = series.map((s) => {
    const byLabel = new Map(s.data.map((d) => [d.x, d.y]));
    return labels.map((l) => byLabel.get(l) ?? Number.NaN);
  });
  const kept = keptIndexes(values, max);
  if (kept.length >= labels.length) return { labels, series };
  const shown = new Set(kept.map((i) => labels[i]!));
  return { labels: [...shown], series: series.map((s) => ({ ...s, data: s.data.filter((d) => shown.has(d.x)) })) };
}
