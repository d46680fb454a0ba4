/** Settings of the gold price (GOLD_PRICE_URL, GOLD_TIMEOUT_MS). */
import { feedTimeout, feedUrl } from '../domain/feedSettings';

/** Public JSON feed, no key: euros per troy ounce (shape in goldFeed.ts). */
export const DEFAULT_GOLD_PRICE_URL = 'https://api.gold-api.com/price/XAU/EUR';
export const DEFAULT_GOLD_TIMEOUT_MS = 4000;
/** A good answer is reused for 10 minutes. */
export const DEFAULT_GOLD_CACHE_TTL_MS = 10 * 60_000;
/** After a failure, the feed is not asked again for 1 minute (the last known value answers). */
export const DEFAULT_GOLD_RETRY_AFTER_MS = 60_000;

export interface GoldConfig {
  /** The upstream feed; null: no feed (only the last known value, if any). */
  url: string | null;
  timeoutMs: number;
  cacheTtlMs: number;
  retryAfterFailureMs: number;
}

/** Without settings (tests, buildApp alone) there is no feed: nothing ever leaves the machine. */
export const NO_FEED_GOLD_CONFIG: GoldConfig = {
  url: null,
  timeoutMs: DEFAULT_GOLD_TIMEOUT_MS,
  cacheTtlMs: DEFAULT_GOLD_CACHE_TTL_MS,
  retryAfterFailureMs: DEFAULT_GOLD_RETRY_AFTER_MS,
};

/** GOLD_PRICE_URL (default: the public feed; `off` or `0`: none) and GOLD_TIMEOUT_MS (100 to 60000). */
export function readGoldConfig(env: NodeJS.ProcessEnv): GoldConfig {
  return {
    ...NO_FEED_GOLD_CONFIG,
    url: feedUrl('GOLD_PRICE_URL', env.GOLD_PRICE_URL, DEFAULT_GOLD_PRICE_URL),
    timeoutMs: feedTimeout('GOLD_TIMEOUT_MS', env.GOLD_TIMEOUT_MS, DEFAULT_GOLD_TIMEOUT_MS),
  };
}
