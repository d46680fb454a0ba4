/**
 * The movie-database calls (lists, searches, a film, similar films). The key is added server-side by the api's
 * gateway; the browser only knows the gateway base from the runtime config.
 */
import { fetchJson, getRuntimeConfig, movieApiUrl, parseWith } from 'shared-kernel';
import { movieSchema, moviePageSchema, type Movie, type MoviePage } from 'area-films/contract';

export type MovieQuery =
  | { kind: 'popular' }
  | { kind: 'top_rated' }
  | { kind: 'title'; text: string }
  | { kind: 'year'; year: number }
  | { kind: 'genre'; genreId: number };

/** `path` and its query as the page asks them: what a route row's `movieData` names (movies.test.ts). */
export function moviePath(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams({ language: 'fr-FR', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  return `${path}?${query}`;
}

const movieUrl = (path: string, params: Record<string, string | number>) => movieApiUrl(moviePath(path, params));

function queryPath(q: MovieQuery): [string, Record<string, string | number>] {
  switch (q.kind) {
    case 'popular':
      return ['movie/popular', {}];
    case 'top_rated':
      return ['movie/top_rated', {}];
    case 'title':
      return ['search/movie', { query: q.text }];
    case 'year':
      return ['discover/movie', { primary_release_year: q.year, sort_by: 'popularity.desc' }];
    case 'genre':
      return ['discover/movie', { with_genres: q.genreId, sort_by: 'popularity.desc' }];
  }
}

export async function getMovies(q: MovieQuery, page: number, signal?: AbortSignal): Promise<MoviePage> {
  const [path, params] = queryPath(q);
  const body = await fetchJson(movieUrl(path, { ...params, page }), path, { signal });
  return parseWith(moviePageSchema, body, path);
}

export async function getMovie(id: number, signal?: AbortSignal): Promise<Movie> {
  const path = `movie/${id}`;
  return parseWith(movieSchema, await fetchJson(movieUrl(path, {}), path, { signal }), path);
}

export async function getSimilarMovies(id: number, page = 1, signal?: AbortSignal): Promise<MoviePage> {
  const path = `movie/${id}/similar`;
  return parseWith(moviePageSchema, await fetchJson(movieUrl(path, { page }), path, { signal }), path);
}

/** Poster URL in the width-92 size. */
export function posterUrl(posterPath: string | null): string | null {
  return posterPath ? `${getRuntimeConfig().movieImageBase.replace(/\/+$/, '')}/w92${posterPath}` : null;
}
