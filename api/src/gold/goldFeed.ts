/**
 * Reading the upstream gold feed (GOLD_PRICE_URL). Accepted JSON shapes, all giving euros per
 * troy ounce:
 * - gold-api.com (the default, https://api.gold-api.com/price/XAU/EUR):
 *   `{ "symbol": "XAU", "currency": "EUR", "price": 3456.78, "updatedAt": "2026-11-23T05:40:00Z" }`
 * - currency-api (fawazahmed0, …/v1/currencies/xau.json): `{ "date": "2026-11-23", "xau": { "eur": 3456.78 } }`
 * - this api's own words: `{ "eurParOnce": 3456.78, "date": "2026-11-23T05:40:00Z" }`
 * The date is optional (the time of reading stands in for it).
 */

import { feedDate as isoDate, feedPrice as price, isRecord } from '../domain/feedValues';

export const GRAMS_PER_TROY_OUNCE = 31.1034768;

export interface GoldQuote {
  eurPerOunce: number;
  /** ISO 8601 (date or date-time) of the price, or null when the feed gives none. */
  date: string | null;
}

/** The quote in one of the accepted shapes, or null (malformed, another currency or metal). */
export function parseGoldFeed(body: unknown): GoldQuote | null {
  if (!isRecord(body)) return null;
  // gold-api.com
  if ('price' in body) {
    if (body.currency !== undefined && String(body.currency).toUpperCase() !== 'EUR') return null;
    if (body.symbol !== undefined && String(body.symbol).toUpperCase() !== 'XAU') return null;
    const eurPerOunce = price(body.price);
    return eurPerOunce === null ? null : { eurPerOunce, date: isoDate(body.updatedAt) };
  }
  // currency-api
  if (isRecord(body.xau)) {
    const eurPerOunce = price(body.xau.eur);
    return eurPerOunce === null ? null : { eurPerOunce, date: isoDate(body.date) };
  }
  // this api's own shape
  if ('eurParOnce' in body) {
    const eurPerOunce = price(body.eurParOnce);
    return eurPerOunce === null ? null : { eurPerOunce, date: isoDate(body.date) };
  }
  return null;
}
