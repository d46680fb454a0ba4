/**
 * The holdings' market prices (QUOTES_URL): each ISIN asked with a timeout, a good answer
 * reused for an hour, every good price kept in the base (table quotes, one per ISIN and day)
 * so that the net worth values a month at the price known then, and the last one still
 * counts when the service fails. Prices pass the gold feed's sanity rules
 * (domain/priceSanity.ts); a refusal is logged and the last good value kept.
 */
import type { Db } from '../db/open';
import { fetchFeedJson } from '../domain/fetchFeed';
import { priceRefusal, type PriceBand } from '../domain/priceSanity';
import { NO_QUOTES_CONFIG, type QuotesConfig } from './quotesConfig';
import { parseQuote } from './quotesFeed';

/**
 * The absolute plausibility band of a unit of a fund or a share, € a unit: from a cent (below,
 * a price in the wrong unit) to a million euros (above, a unit or currency mistake), whatever
 * the last known value.
 */
export const QUOTE_BAND_EUR_PER_UNIT: PriceBand = { min: 0.01, max: 1e6 };

export interface KnownQuote {
  /** YYYY-MM-DD. */
  date: string;
  /** Euros per unit. */
  prix: number;
}

export interface QuoteService {
  /** Asks the service for each ISIN whose price is not fresh; resolves once each has answered or failed. */
  refresh(isins: readonly string[]): Promise<void>;
  /** Every stored price, by ISIN, oldest first. */
  history(): Map<string, KnownQuote[]>;
}

export interface QuoteServiceOptions {
  db: Db;
  now: () => Date;
  config?: Partial<QuotesConfig>;
  /** Where a refused price is told (the api's log); silent by default. */
  warn?: (message: string) => void;
}

export function createQuoteService(options: QuoteServiceOptions): QuoteService {
  const { db, now } = options;
  const warn = options.warn ?? (() => undefined);
  const config: QuotesConfig = { ...NO_QUOTES_CONFIG, ...options.config };
  const lastOf = db.prepare<[string], { price: number; price_date: string }>(
    'SELECT price, price_date FROM quotes WHERE isin = ? ORDER BY price_date DESC LIMIT 1',
  );
  const all = db.prepare<[], { isin: string; price_date: string; price: number }>('SELECT isin, price_date, price FROM quotes ORDER BY isin, price_date');
  const store = db.prepare(
    `INSERT INTO quotes (isin, price_date, price, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (isin, price_date) DO UPDATE SET price = excluded.price, fetched_at = excluded.fetched_at`,
  );

  /** Per ISIN: not asked again before this time (fresh for an hour, or quiet after a failure). */
  const askAfter = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();

  async function ask(base: string, isin: string): Promise<void> {
    const body = await fetchFeedJson(`${base.replace(/\/+$/, '')}/${encodeURIComponent(isin)}`, config.timeoutMs);
    const quote = body === undefined ? null : parseQuote(body, isin);
    const at = now();
    const date = quote?.date ?? at.toISOString();
    const last = lastOf.get(isin);
    const refusal = quote && priceRefusal(quote.prix, date, at, last ? { price: last.price, date: last.price_date } : null, '€/part', QUOTE_BAND_EUR_PER_UNIT);
    if (refusal) warn(`Cours de ${isin} refusé : ${refusal} ; la dernière valeur connue reste retenue.`);
    if (!quote || refusal) {
      askAfter.set(isin, at.getTime() + config.retryAfterFailureMs);
      return;
    }
    store.run(isin, date.slice(0, 10), quote.prix, at.toISOString());
    askAfter.set(isin, at.getTime() + config.cacheTtlMs);
  }

  return {
    async refresh(isins) {
      const base = config.url;
      if (!base) return;
      const t = now().getTime();
      await Promise.all(
        [...new Set(isins)].map((isin) => {
          if (t < (askAfter.get(isin) ?? 0)) return undefined;
          let running = inFlight.get(isin);
          if (!running) {
            running = ask(base, isin).finally(() => inFlight.delete(isin));
            inFlight.set(isin, running);
          }
          return running;
        }),
      );
    },
    history() {
      const byIsin = new Map<string, KnownQuote[]>();
      for (const r of all.all()) {
        const list = byIsin.get(r.isin) ?? [];
        list.push({ date: r.price_date, prix: r.price });
        byIsin.set(r.isin, list);
      }
      return byIsin;
    },
  };
}
