/** Settings of the holdings' quote service (QUOTES_URL, QUOTES_TIMEOUT_MS). */
import { feedTimeout, feedUrl } from '../domain/feedSettings';

export const DEFAULT_QUOTES_TIMEOUT_MS = 4000;
/** A good answer is reused for an hour: the net worth is read by the month, not by the tick. */
export const DEFAULT_QUOTES_CACHE_TTL_MS = 3600_000;
/** After a failure, that ISIN is not asked again for 1 minute (its last known price answers). */
export const DEFAULT_QUOTES_RETRY_AFTER_MS = 60_000;

export interface QuotesConfig {
  /** The service's base address (the ISIN is appended); null: none, only the stored prices. */
  url: string | null;
  timeoutMs: number;
  cacheTtlMs: number;
  retryAfterFailureMs: number;
}

/** Without settings (tests, buildApp alone) there is no service: nothing leaves the machine. */
export const NO_QUOTES_CONFIG: QuotesConfig = {
  url: null,
  timeoutMs: DEFAULT_QUOTES_TIMEOUT_MS,
  cacheTtlMs: DEFAULT_QUOTES_CACHE_TTL_MS,
  retryAfterFailureMs: DEFAULT_QUOTES_RETRY_AFTER_MS,
};

/** QUOTES_URL (off by default) and QUOTES_TIMEOUT_MS (100 to 60000). */
export function readQuotesConfig(env: NodeJS.ProcessEnv): QuotesConfig {
  return {
    ...NO_QUOTES_CONFIG,
    url: feedUrl('QUOTES_URL', env.QUOTES_URL, null, 'https://cotes.exemple.fr/isin'),
    timeoutMs: feedTimeout('QUOTES_TIMEOUT_MS', env.QUOTES_TIMEOUT_MS, DEFAULT_QUOTES_TIMEOUT_MS),
  };
}
