/**
 * Proxy mode: forwards a validated request to the real movie-database service, adding the
 * key on the server. The key never leaves this module: it is not in any reply, error message
 * or cache key, and a reply that happens to contain it is masked.
 */
import { HttpError } from 'server-kit';
import { TtlCache } from './ttlCache';
import { movieNotFound, notFound, upstreamCall, type TmdbRequest } from './tmdbRequest';

export interface TmdbProxyOptions {
  apiKey: string;
  /** e.g. https://api.themoviedb.org/3 */
  baseUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
  cacheMaxEntries: number;
}

const MASK = '[clé masquée]';

/** A v4 "API Read Access Token" is a JWT, sent as a bearer token; a v3 key goes in api_key. */
export function isBearerToken(key: string): boolean {
  return /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(key);
}

const upstreamError = (status: number, message: string) => new HttpError(status, 'upstream_error', message);

export function createTmdbProxy(options: TmdbProxyOptions): (request: TmdbRequest) => Promise<unknown> {
  const { apiKey, timeoutMs } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const bearer = isBearerToken(apiKey);
  const cache = new TtlCache<unknown>(options.cacheTtlMs, options.cacheMaxEntries);

  return async function proxy(request) {
    const { path, params } = upstreamCall(request);
    const query = new URLSearchParams(params);
    // The cache key never holds the key.
    const cacheKey = `${path}?${query}`;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;

    if (!bearer) query.set('api_key', apiKey);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/${path}?${query}`, {
        headers: { accept: 'application/json', ...(bearer ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // A DOMException, not always an Error of this realm: test its name.
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        const seconds = String(Math.round(timeoutMs / 100) / 10).replace('.', ',');
        throw new HttpError(504, 'upstream_timeout', `Le service de films n’a pas répondu à temps (${seconds} s).`);
      }
      throw upstreamError(502, 'Le service de films est injoignable.');
    }

    if (response.status === 404) {
      throw request.kind === 'movie' || request.kind === 'similar' ? movieNotFound(request.id) : notFound();
    }
    if (response.status === 401 || response.status === 403) {
      throw upstreamError(502, 'Le service de films refuse la clé configurée sur le serveur (TMDB_API_KEY).');
    }
    if (response.status === 429) {
      throw upstreamError(503, 'Le service de films limite le nombre de requêtes : réessayez dans un instant.');
    }
    if (!response.ok) {
      throw upstreamError(502, `Le service de films a répondu par une erreur (HTTP ${response.status}).`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text.split(apiKey).join(MASK));
    } catch {
      throw upstreamError(502, 'Le service de films a envoyé une réponse illisible.');
    }
    cache.set(cacheKey, body);
    return body;
  };
}
