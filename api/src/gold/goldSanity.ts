/**
 * What the gold feed may not make us believe: a price that is not positive, one dated in the
 * future, one that moves more than 20 % from the last known value within a day (gold never
 * does; a feed in the wrong unit or currency, or a broken one, does), or one outside 300 to
 * 30 000 € an ounce, whatever the last known value. The rules are every price feed's
 * (domain/priceSanity.ts). A refused price is neither served nor stored: the last good value
 * stays.
 */
import { priceRefusal, type PriceBand } from '../domain/priceSanity';
import type { GoldQuote } from './goldFeed';

export { FUTURE_SKEW_MS, MAX_DAILY_MOVE } from '../domain/priceSanity';
/**
 * The absolute plausibility band of gold, € an ounce: it has traded from about 250 € (2001) to
 * about 3 700 € (2025); 300 to 30 000 € leaves room for years of moves, and refuses a feed 100
 * times off (345 678 € is the price in cents, 34,57 € a price per gram) even when no earlier
 * price is known to compare with.
 */
export const GOLD_BAND_EUR_PER_OUNCE: PriceBand = { min: 300, max: 30_000 };

export interface KnownPrice {
  eurPerOunce: number;
  /** ISO 8601 date or date-time of that price. */
  date: string;
}

/** The French reason to refuse `quote` (dated `date`), or null when it is plausible. */
export function goldRefusal(quote: GoldQuote, date: string, now: Date, last: KnownPrice | null): string | null {
  return priceRefusal(quote.eurPerOunce, date, now, last && { price: last.eurPerOunce, date: last.date }, '€/once', GOLD_BAND_EUR_PER_OUNCE);
}
