/** Settings of the IRL series web service (IRL_URL, IRL_TIMEOUT_MS): off unless IRL_URL is set. */
import { feedTimeout, feedUrl } from '../domain/feedSettings';

/** INSEE's BDM web service (SDMX), series 001515333, no key: what IRL_URL is meant to name. */
export const INSEE_IRL_URL = 'https://bdm.insee.fr/series/sdmx/data/SERIES_BDM/001515333';
/** INSEE's service can be slow; the series is read once a day, never on a request. */
export const DEFAULT_IRL_TIMEOUT_MS = 15_000;

export interface IrlConfig {
  /** The series web service; null: none (the owner adds the quarters in « Mes données » or by import). */
  url: string | null;
  timeoutMs: number;
}

/** Without settings (tests, buildApp alone) nothing leaves the machine. */
export const NO_IRL_FEED: IrlConfig = { url: null, timeoutMs: DEFAULT_IRL_TIMEOUT_MS };

/** IRL_URL (absent, empty, `off` or `0`: none; else an http or https address) and IRL_TIMEOUT_MS (100 to 60000). */
export function readIrlConfig(env: NodeJS.ProcessEnv): IrlConfig {
  return {
    ...NO_IRL_FEED,
    url: feedUrl('IRL_URL', env.IRL_URL, null, INSEE_IRL_URL),
    timeoutMs: feedTimeout('IRL_TIMEOUT_MS', env.IRL_TIMEOUT_MS, DEFAULT_IRL_TIMEOUT_MS),
  };
}
