/**
 * The movie-database gateway behind /tmdb/3/...: a proxy to the real service when a key is
 * configured on the server, the offline catalog otherwise. Both answer the same validated
 * requests in the same JSON shape.
 */
import { answerOffline } from './offlineCatalog';
import { createTmdbProxy } from './tmdbProxy';
import type { TmdbRequest } from './tmdbRequest';

export const DEFAULT_TMDB_BASE_URL = 'https://api.themoviedb.org/3';
export const DEFAULT_TMDB_TIMEOUT_MS = 5000;
export const DEFAULT_TMDB_CACHE_TTL_MS = 60_000;
export const DEFAULT_TMDB_CACHE_MAX_ENTRIES = 500;

export interface TmdbConfig {
  /** Server-side key (v3 key or v4 read access token); null or empty for the offline catalog. */
  apiKey: string | null;
  baseUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
  cacheMaxEntries: number;
}

export const OFFLINE_TMDB_CONFIG: TmdbConfig = {
  apiKey: null,
  baseUrl: DEFAULT_TMDB_BASE_URL,
  timeoutMs: DEFAULT_TMDB_TIMEOUT_MS,
  cacheTtlMs: DEFAULT_TMDB_CACHE_TTL_MS,
  cacheMaxEntries: DEFAULT_TMDB_CACHE_MAX_ENTRIES,
};

export interface MovieGateway {
  mode: 'offline' | 'proxy';
  answer(request: TmdbRequest): Promise<unknown>;
}

export function createMovieGateway(config: Partial<TmdbConfig> = {}): MovieGateway {
  const full = { ...OFFLINE_TMDB_CONFIG, ...config };
  const apiKey = full.apiKey?.trim();
  if (!apiKey) return { mode: 'offline', answer: async (request) => answerOffline(request) };
  return { mode: 'proxy', answer: createTmdbProxy({ ...full, apiKey }) };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} invalide : « ${raw} » (entier de ${min} à ${max} attendu).`);
  }
  return n;
}

/** TMDB_API_KEY, TMDB_BASE_URL, TMDB_TIMEOUT_MS, TMDB_CACHE_TTL_MS from the environment. */
export function readTmdbConfig(env: NodeJS.ProcessEnv): TmdbConfig {
  const baseUrl = env.TMDB_BASE_URL?.trim() || DEFAULT_TMDB_BASE_URL;
  let parsed: URL | null = null;
  try {
    parsed = new URL(baseUrl);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new Error(`TMDB_BASE_URL invalide : « ${baseUrl} » (adresse http ou https attendue).`);
  }
  return {
    apiKey: env.TMDB_API_KEY?.trim() || null,
    baseUrl,
    timeoutMs: positiveInt(env, 'TMDB_TIMEOUT_MS', DEFAULT_TMDB_TIMEOUT_MS, 100, 60_000),
    cacheTtlMs: positiveInt(env, 'TMDB_CACHE_TTL_MS', DEFAULT_TMDB_CACHE_TTL_MS, 0, 3_600_000),
    cacheMaxEntries: DEFAULT_TMDB_CACHE_MAX_ENTRIES,
  };
}
