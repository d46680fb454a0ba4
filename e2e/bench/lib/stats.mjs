// Small statistics for repeated runs.

export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Median of each numeric leaf across samples of the same shape. */
export function medianOf(samples) {
  const first = samples[0];
  if (typeof first === 'number' || first === null) return median(samples);
  if (typeof first !== 'object' || Array.isArray(first)) return first;
  return Object.fromEntries(Object.keys(first).map((k) => [k, medianOf(samples.map((s) => s?.[k]))]));
}

export const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null);
