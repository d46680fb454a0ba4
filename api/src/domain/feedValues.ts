/** How an outside price feed's JSON values are read (the gold price, the holdings' quotes). */

export const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Any finite number, or a string of one: whether it is a plausible price is priceSanity.ts's call (logged there). */
export function feedPrice(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A day (kept as written) or a date-time (as ISO 8601 UTC); null for anything else. */
export function feedDate(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  const s = v.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return Number.isNaN(Date.parse(`${s}T00:00:00Z`)) ? null : s;
  const t = Date.parse(s);
  return Number.isNaN(t) || !/^\d{4}-\d{2}-\d{2}T/.test(s) ? null : new Date(t).toISOString();
}
