/**
 * What an outside price feed may not make us believe (the gold price, the holdings' quotes): a
 * price that is not positive, one dated in the future, or one that moves more than 20 % from
 * the last known value within a day. A refused price is neither served nor stored: the last
 * good value stays, and the refusal is logged by the caller.
 */

/** Clocks of the feed and of this machine may differ a little. */
export const FUTURE_SKEW_MS = 5 * 60_000;
/** Largest move accepted from a last known value less than a day older. */
export const MAX_DAILY_MOVE = 0.2;
const DAY_MS = 24 * 3600_000;

export interface KnownValue {
  price: number;
  /** ISO 8601 date or date-time of that price. */
  date: string;
}

/** `unit` names the price in messages (« €/once », « €/part »). */
const frenchPrice = (n: number, unit: string) => `${n.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} ${unit}`;

/** The French reason to refuse `price` dated `date`, or null when it is plausible. */
export function priceRefusal(price: number, date: string, now: Date, last: KnownValue | null, unit: string, maxPrice: number): string | null {
  if (!Number.isFinite(price) || price <= 0) return `prix non positif (${price})`;
  if (price >= maxPrice) return `prix invraisemblable (${frenchPrice(price, unit)})`;
  const at = Date.parse(date);
  if (!Number.isFinite(at) || at > now.getTime() + FUTURE_SKEW_MS) return `prix daté dans le futur (${date})`;
  if (!last) return null;
  const lastAt = Date.parse(last.date);
  if (!Number.isFinite(lastAt) || Math.abs(at - lastAt) >= DAY_MS) return null;
  const move = Math.abs(price - last.price) / last.price;
  if (move <= MAX_DAILY_MOVE) return null;
  return (
    `${frenchPrice(price, unit)} s'écarte de ${Math.round(move * 100)} % de la dernière valeur connue ` +
    `(${frenchPrice(last.price, unit)} du ${last.date}), plus de ${MAX_DAILY_MOVE * 100} % en moins d'un jour`
  );
}
