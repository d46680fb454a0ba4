/**
 * The movie-database calls of the films screens, parsed and validated once for both gateway
 * modes (offline catalog and proxy): an unknown path is a 404, a bad parameter a 400 with a
 * French message. Only the parameters read here ever reach the real service.
 */
import { HttpError } from 'server-kit';

export const MAX_PAGE = 500;
export const MIN_YEAR = 1870;
export const MAX_YEAR = 2100;
export const MAX_QUERY_LENGTH = 100;
export const LANGUAGE = 'fr-FR';
export const SORT_BY = 'popularity.desc';

export type TmdbRequest =
  | { kind: 'popular'; page: number }
  | { kind: 'top_rated'; page: number }
  | { kind: 'search'; query: string; page: number }
  | { kind: 'discover'; year: number | null; genreId: number | null; page: number }
  | { kind: 'movie'; id: number }
  | { kind: 'similar'; id: number; page: number };

export type QueryParams = Record<string, string | string[] | undefined>;

/**
 * The genre ids the gateway accepts: those of the offline catalog (GENRE_NAMES_FR), in the order
 * of the films search's list, which the 400 message repeats. The api's tmdb test checks them
 * against the catalog, mfe-films's that its list asks for no other.
 */
export const GENRE_IDS: readonly number[] = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37];

const badRequest = (message: string) => new HttpError(400, 'bad_request', message);

function single(params: QueryParams, name: string): string | undefined {
  const value = params[name];
  if (Array.isArray(value)) throw badRequest(`Paramètre ${name} répété : une seule valeur attendue.`);
  return value;
}

function integerIn(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function pageOf(params: QueryParams): number {
  const raw = single(params, 'page');
  if (raw === undefined) return 1;
  const page = integerIn(raw, 1, MAX_PAGE);
  if (page === null) throw badRequest(`Paramètre page invalide : entier de 1 à ${MAX_PAGE} attendu.`);
  return page;
}

function yearOf(params: QueryParams): number | null {
  const raw = single(params, 'primary_release_year');
  if (raw === undefined || raw === '') return null;
  const year = integerIn(raw, MIN_YEAR, MAX_YEAR);
  if (year === null) {
    throw badRequest(`Paramètre primary_release_year invalide : année de ${MIN_YEAR} à ${MAX_YEAR} attendue.`);
  }
  return year;
}

function genreOf(params: QueryParams): number | null {
  const raw = single(params, 'with_genres');
  if (raw === undefined || raw === '') return null;
  const id = integerIn(raw, 1, 999_999);
  if (id === null || !GENRE_IDS.includes(id)) {
    throw badRequest(`Paramètre with_genres invalide : un identifiant de la liste des genres attendu (${GENRE_IDS.join(', ')}).`);
  }
  return id;
}

function idOf(raw: string): number {
  const id = integerIn(raw, 1, 999_999_999);
  if (id === null) throw badRequest('Identifiant de film invalide : entier positif attendu.');
  return id;
}

/** Checks what every call shares: the language, and no client-supplied key. */
function checkCommon(params: QueryParams): void {
  if (params.api_key !== undefined) {
    throw badRequest('Paramètre api_key refusé : la clé du service de films est ajoutée par le serveur.');
  }
  const language = single(params, 'language');
  if (language !== undefined && language !== LANGUAGE) {
    throw badRequest(`Paramètre language invalide : seule la langue ${LANGUAGE} est proposée.`);
  }
}

/** Worded like every 404 of the api (its errors.ts): the requested path is not repeated. */
export function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'Ressource introuvable.');
}

export function movieNotFound(id: number): HttpError {
  return new HttpError(404, 'not_found', `Film introuvable : aucun film ne porte l’identifiant ${id}.`);
}

/** Parses a path below /tmdb/3/ ("movie/popular", "movie/27/similar"…) and its query. */
export function parseTmdbRequest(rawPath: string, params: QueryParams): TmdbRequest {
  const path = rawPath.replace(/^\/+|\/+$/g, '');
  let m: RegExpExecArray | null;
  if (path === 'movie/popular' || path === 'movie/top_rated') {
    checkCommon(params);
    return { kind: path === 'movie/popular' ? 'popular' : 'top_rated', page: pageOf(params) };
  }
  if (path === 'search/movie') {
    checkCommon(params);
    const query = (single(params, 'query') ?? '').trim();
    if (query === '') throw badRequest('Paramètre query manquant : le texte à chercher est obligatoire.');
    if (query.length > MAX_QUERY_LENGTH) {
      throw badRequest(`Paramètre query trop long : ${MAX_QUERY_LENGTH} caractères au plus.`);
    }
    return { kind: 'search', query, page: pageOf(params) };
  }
  if (path === 'discover/movie') {
    checkCommon(params);
    const sortBy = single(params, 'sort_by');
    if (sortBy !== undefined && sortBy !== SORT_BY) {
      throw badRequest(`Paramètre sort_by invalide : seul ${SORT_BY} est proposé.`);
    }
    const year = yearOf(params);
    const genreId = genreOf(params);
    if (year === null && genreId === null) {
      throw badRequest('Critère manquant : primary_release_year ou with_genres est obligatoire.');
    }
    return { kind: 'discover', year, genreId, page: pageOf(params) };
  }
  if ((m = /^movie\/([^/]+)$/.exec(path))) {
    checkCommon(params);
    return { kind: 'movie', id: idOf(m[1]!) };
  }
  if ((m = /^movie\/([^/]+)\/similar$/.exec(path))) {
    checkCommon(params);
    return { kind: 'similar', id: idOf(m[1]!), page: pageOf(params) };
  }
  throw notFound();
}

/** The real service's path and parameters for a request (the key is added by the proxy). */
export function upstreamCall(request: TmdbRequest): { path: string; params: Record<string, string> } {
  const common = { language: LANGUAGE };
  switch (request.kind) {
    case 'popular':
      return { path: 'movie/popular', params: { ...common, page: String(request.page) } };
    case 'top_rated':
      return { path: 'movie/top_rated', params: { ...common, page: String(request.page) } };
    case 'search':
      return { path: 'search/movie', params: { ...common, query: request.query, page: String(request.page) } };
    case 'discover':
      return {
        path: 'discover/movie',
        params: {
          ...common,
          ...(request.year !== null ? { primary_release_year: String(request.year) } : {}),
          ...(request.genreId !== null ? { with_genres: String(request.genreId) } : {}),
          sort_by: SORT_BY,
          page: String(request.page),
        },
      };
    case 'movie':
      return { path: `movie/${request.id}`, params: common };
    case 'similar':
      return { path: `movie/${request.id}/similar`, params: { ...common, page: String(request.page) } };
  }
}
