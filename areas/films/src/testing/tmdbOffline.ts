/**
 * The films gateway in offline mode, as a plain function: request parsing and
 * catalog, with the 400/404 replies of the real route. It loads no Fastify module, so
 * browser-like tests can answer their fetch calls with it.
 */
import { HttpError } from 'server-kit';
import { answerOffline } from '../server/offlineCatalog';
import { parseTmdbRequest, type QueryParams } from '../server/tmdbRequest';

/** The offline gateway's reply to a .../tmdb/3/... URL. */
export function answerTmdbOffline(url: URL): { status: number; body: unknown } {
  const path = url.pathname.replace(/^.*?\/tmdb\/3\//, '');
  const params: QueryParams = {};
  for (const [k, v] of url.searchParams) {
    const prev = params[k];
    params[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  try {
    return { status: 200, body: answerOffline(parseTmdbRequest(path, params)) };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: { error: error.code, message: error.message } };
    throw error;
  }
}
