/**
 * The film screens' reads, through the shared query cache with keys of their own. Retried
 * like every read (the kernel's READ_RETRIES): each second while the api restarts behind its
 * proxy, a minute at most; a passing fault once; a refusal (4xx: unknown film, bad
 * parameter), unreadable data or a timeout already waited for, never.
 */
import { READ_RETRIES, useQuery, type UseQueryResult } from 'shared-kernel';
import type { Movie, MoviePage } from 'area-films/contract';
import { getMovie, getMovies, getSimilarMovies, type MovieQuery } from './movies';
import { queryKeyOf } from '../search/searchMode';

export const FILMS_ERROR_MESSAGE = 'unable to load films';
export const FILM_ERROR_MESSAGE = 'unable to load film';

/** One page of a list or search; null runs nothing. While the next page of the same query loads, the previous one stays. */
export function useMoviePage(query: MovieQuery | null, page: number): UseQueryResult<MoviePage, Error> {
  const key = query ? queryKeyOf(query) : 'none';
  return useQuery({
    queryKey: ['films', 'list', key, page],
    queryFn: ({ signal }) => getMovies(query!, page, signal),
    enabled: query !== null,
    ...READ_RETRIES,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === key ? previous : undefined),
  });
}

export function useMovie(id: number): UseQueryResult<Movie, Error> {
  return useQuery({
    queryKey: ['films', 'movie', id],
    queryFn: ({ signal }) => getMovie(id, signal),
    ...READ_RETRIES,
  });
}

export function useSimilarMovies(id: number, page: number, enabled: boolean): UseQueryResult<MoviePage, Error> {
  return useQuery({
    queryKey: ['films', 'similar', id, page],
    queryFn: ({ signal }) => getSimilarMovies(id, page, signal),
    enabled,
    ...READ_RETRIES,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
