/**
 * The quote service's answer (QUOTES_URL). For a holding's ISIN the api asks
 * `GET {QUOTES_URL}/{isin}` (Accept: application/json) and takes
 * `{ "isin": "FR0000120271", "prix": 58.12, "devise": "EUR", "date": "2026-11-20" }`:
 * `prix` is the price of one unit (a share, a fund unit) in euros; `devise`, if given, must be
 * EUR; `isin`, if given, must be the one asked; `date` (a day or a date-time) is optional, the
 * time of reading stands in for it. Anything else is no answer.
 */

import { feedDate, feedPrice, isRecord } from '../domain/feedValues';

export interface Quote {
  /** Euros per unit. */
  prix: number;
  /** ISO 8601 day or date-time, or null when the service gives none. */
  date: string | null;
}

/** The quote of `isin`, or null (malformed, another currency, another ISIN). */
export function parseQuote(body: unknown, isin: string): Quote | null {
  if (!isRecord(body)) return null;
  if (body.devise !== undefined && String(body.devise).toUpperCase() !== 'EUR') return null;
  if (body.isin !== undefined && String(body.isin).toUpperCase() !== isin) return null;
  const prix = feedPrice(body.prix);
  return prix === null ? null : { prix, date: feedDate(body.date) };
}
