/**
 * What an outside price feed may not make us believe (the gold price, the holdings' quotes): a
 * price that is not positive, one dated in the future, one that moves more than 20 % from the
 * last known value within a day, or one outside the feed's absolute plausibility band (a price
 * 100 times too high or too low, a unit or currency mistake, even with no earlier price to
 * compare with). A refused price is neither served nor stored: the last good value stays, and
 * the refusal is logged by the caller.
 */

/** Clocks of the feed and of this machine may differ a little. */
export const FUTURE_SKEW_MS = 5 * 60_000;
/** Largest move accepted from a last known value less than a day older. */
export const MAX_DAILY_MOVE = 0.2;
const DAY_MS = 24 * 3600_000;

/** The prices a feed may plausibly give, bounds included. */
export interface PriceBand {
  min: number;
  max: number;
}

export interface KnownValue {
  price: number;
  /** ISO 8601 date or date-time of that price. */
  date: string;
}

/** `unit` names the price in messages (« €/once », « €/part »); under 1, to four decimals. */
const frenchPrice = (n: number, unit: string) => `${n.toLocaleString('fr-FR', { maximumFractionDigits: Math.abs(n) < 1 ? 4 : 2 })} ${unit}`;

/** The French reason to refuse `price` dated `date`, or null when it is plausible. */
export function priceRefusal(price: number, date: string, now: Date, last: KnownValue | null, unit: string, band: PriceBand): string | null {
  if (!Number.isFinite(price) || price <= 0) return `prix non positif (${price})`;
  const at = Date.parse(date);
  if (!Number.isFinite(at) || at > now.getTime() + FUTURE_SKEW_MS) return `prix daté dans le futur (${date})`;
  const lastAt = last ? Date.parse(last.date) : NaN;
  if (last && Number.isFinite(lastAt) && Math.abs(at - lastAt) < DAY_MS) {
    const move = Math.abs(price - last.price) / last.price;
    if (move > MAX_DAILY_MOVE) {
      return (
        `${frenchPrice(price, unit)} s'écarte de ${Math.round(move * 100)} % de la dernière valeur connue ` +
        `(${frenchPrice(last.price, unit)} du ${last.date}), plus de ${MAX_DAILY_MOVE * 100} % en moins d'un jour`
      );
    }
  }
  if (price < band.min || price > band.max) {
    return `prix invraisemblable (${frenchPrice(price, unit)}, hors de la fourchette plausible de ${frenchPrice(band.min, unit)} à ${frenchPrice(band.max, unit)})`;
  }
  return null;
}
