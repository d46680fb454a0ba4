/**
 * The gold price behind /api/or: the upstream feed (with a timeout), a good answer reused for
 * a while, the last known value kept in the base and served, with its date, when the feed
 * fails (slow, error status, malformed, unreachable) or gives an implausible price (see
 * goldSanity.ts; the refusal is logged). Never more than one call to the feed at a time.
 */
import type { Db } from '../db/open';
import { fetchFeedJson } from '../domain/fetchFeed';
import { NO_FEED_GOLD_CONFIG, type GoldConfig } from './goldConfig';
import { GRAMS_PER_TROY_OUNCE, parseGoldFeed, type GoldQuote } from './goldFeed';
import { goldRefusal } from './goldSanity';

/** `en-direct`: from the feed (possibly reused within the cache time); `derniere-valeur`: the last known one. */
export type GoldSource = 'en-direct' | 'derniere-valeur';

export interface GoldPrice {
  eurParOnce: number;
  eurParGramme: number;
  /** ISO 8601 (date or date-time) of the price. */
  date: string;
  source: GoldSource;
}

export interface GoldService {
  /** The price, or null when there is none at all (no feed answer, nothing stored). */
  current(): Promise<GoldPrice | null>;
  /** The last known price kept in the base, without asking the feed. */
  lastKnown(): GoldPrice | null;
  /** Every day's last good price, oldest first, in euros per gram (the net worth's, month by month). */
  history(): Array<{ date: string; eurParGramme: number }>;
}

interface StoredRow {
  eur_per_ounce: number;
  price_date: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function toPrice(eurPerOunce: number, date: string, source: GoldSource): GoldPrice {
  return { eurParOnce: round2(eurPerOunce), eurParGramme: round2(eurPerOunce / GRAMS_PER_TROY_OUNCE), date, source };
}

/** One GET of the feed within `timeoutMs`; null for any failure. */
async function fetchQuote(url: string, timeoutMs: number): Promise<GoldQuote | null> {
  const body = await fetchFeedJson(url, timeoutMs);
  return body === undefined ? null : parseGoldFeed(body);
}

export interface GoldServiceOptions {
  db: Db;
  now: () => Date;
  config?: Partial<GoldConfig>;
  /** Where a refused price is told (the api's log); silent by default. */
  warn?: (message: string) => void;
}

export function createGoldService(options: GoldServiceOptions): GoldService {
  const { db, now } = options;
  const warn = options.warn ?? (() => undefined);
  const config: GoldConfig = { ...NO_FEED_GOLD_CONFIG, ...options.config };
  const readStored = db.prepare('SELECT eur_per_ounce, price_date FROM gold_price WHERE id = 1');
  const store = db.prepare(
    `INSERT INTO gold_price (id, eur_per_ounce, price_date, fetched_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET eur_per_ounce = excluded.eur_per_ounce, price_date = excluded.price_date,
       fetched_at = excluded.fetched_at`,
  );

  const storeDay = db.prepare(
    'INSERT INTO gold_prices (day, eur_per_ounce) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET eur_per_ounce = excluded.eur_per_ounce',
  );
  const readDays = db.prepare<[], { date: string; eur_per_ounce: number }>('SELECT day AS date, eur_per_ounce FROM gold_prices ORDER BY day');
  const keep = db.transaction((eurPerOunce: number, date: string, fetchedAt: string) => {
    store.run(eurPerOunce, date, fetchedAt);
    storeDay.run(date.slice(0, 10), eurPerOunce);
  });

  let fresh: { price: GoldPrice; until: number } | null = null;
  let quietUntil = 0;
  let inFlight: Promise<GoldPrice | null> | null = null;

  const storedRow = () => readStored.get() as StoredRow | undefined;

  function lastKnown(): GoldPrice | null {
    const row = storedRow();
    return row ? toPrice(row.eur_per_ounce, row.price_date, 'derniere-valeur') : null;
  }

  async function refresh(url: string): Promise<GoldPrice | null> {
    const quote = await fetchQuote(url, config.timeoutMs);
    const at = now();
    const date = quote?.date ?? at.toISOString();
    const row = storedRow();
    const refusal = quote && goldRefusal(quote, date, at, row ? { eurPerOunce: row.eur_per_ounce, date: row.price_date } : null);
    if (refusal) warn(`Cours de l'or refusé : ${refusal} ; la dernière valeur connue reste servie.`);
    if (!quote || refusal) {
      quietUntil = at.getTime() + config.retryAfterFailureMs;
      return lastKnown();
    }
    keep(quote.eurPerOunce, date, at.toISOString());
    const price = toPrice(quote.eurPerOunce, date, 'en-direct');
    fresh = { price, until: at.getTime() + config.cacheTtlMs };
    return price;
  }

  return {
    lastKnown,
    history: () => readDays.all().map((d) => ({ date: d.date, eurParGramme: d.eur_per_ounce / GRAMS_PER_TROY_OUNCE })),
    async current() {
      const t = now().getTime();
      if (fresh && t < fresh.until) return fresh.price;
      const url = config.url;
      if (!url || t < quietUntil) return lastKnown();
      if (!inFlight) {
        inFlight = refresh(url).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
