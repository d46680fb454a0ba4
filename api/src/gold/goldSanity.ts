/**
 * What the gold feed may not make us believe: a price that is not positive, one dated in the
 * future, or one that moves more than 20 % from the last known value within a day (gold never
 * does; a feed in the wrong unit or currency, or a broken one, does). A refused price is
 * neither served nor stored: the last good value stays.
 */
import type { GoldQuote } from './goldFeed';

/** Clocks of the feed and of this machine may differ a little. */
export const FUTURE_SKEW_MS = 5 * 60_000;
/** Largest move accepted from a last known value less than a day older. */
export const MAX_DAILY_MOVE = 0.2;
/** No price of gold, whatever the day: the parser's old bound, now a logged refusal. */
export const MAX_EUR_PER_OUNCE = 1e7;
const DAY_MS = 24 * 3600_000;

export interface KnownPrice {
  eurPerOunce: number;
  /** ISO 8601 date or date-time of that price. */
  date: string;
}

const frenchEuros = (n: number) => `${n.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} €/once`;

/** The French reason to refuse `quote` (dated `date`), or null when it is plausible. */
export function goldRefusal(quote: GoldQuote, date: string, now: Date, last: KnownPrice | null): string | null {
  const price = quote.eurPerOunce;
  if (!Number.isFinite(price) || price <= 0) return `prix non positif (${price})`;
  if (price >= MAX_EUR_PER_OUNCE) return `prix invraisemblable (${frenchEuros(price)})`;
  const at = Date.parse(date);
  if (!Number.isFinite(at) || at > now.getTime() + FUTURE_SKEW_MS) return `prix daté dans le futur (${date})`;
  if (!last) return null;
  const lastAt = Date.parse(last.date);
  if (!Number.isFinite(lastAt) || Math.abs(at - lastAt) >= DAY_MS) return null;
  const move = Math.abs(price - last.eurPerOunce) / last.eurPerOunce;
  if (move <= MAX_DAILY_MOVE) return null;
  return (
    `${frenchEuros(price)} s'écarte de ${Math.round(move * 100)} % de la dernière valeur connue ` +
    `(${frenchEuros(last.eurPerOunce)} du ${last.date}), plus de ${MAX_DAILY_MOVE * 100} % en moins d'un jour`
  );
}
