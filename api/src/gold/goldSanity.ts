/**
 * What the gold feed may not make us believe: a price that is not positive, one dated in the
 * future, or one that moves more than 20 % from the last known value within a day (gold never
 * does; a feed in the wrong unit or currency, or a broken one, does). The rules are every
 * price feed's (domain/priceSanity.ts). A refused price is neither served nor stored: the last
 * good value stays.
 */
import { priceRefusal } from '../domain/priceSanity';
import type { GoldQuote } from './goldFeed';

export { FUTURE_SKEW_MS, MAX_DAILY_MOVE } from '../domain/priceSanity';
/** No price of gold, whatever the day: the parser's old bound, now a logged refusal. */
export const MAX_EUR_PER_OUNCE = 1e7;

export interface KnownPrice {
  eurPerOunce: number;
  /** ISO 8601 date or date-time of that price. */
  date: string;
}

/** The French reason to refuse `quote` (dated `date`), or null when it is plausible. */
export function goldRefusal(quote: GoldQuote, date: string, now: Date, last: KnownPrice | null): string | null {
  return priceRefusal(quote.eurPerOunce, date, now, last && { price: last.eurPerOunce, date: last.date }, '€/once', MAX_EUR_PER_OUNCE);
}
