import type { Movie } from 'area-films/contract';

/** A film is highlighted when vote_count is over 2000 and vote_average over 7.5. */
export const GOOD_VOTE_MIN_COUNT = 2000;
export const GOOD_VOTE_MIN_AVERAGE = 7.5;

export function isWellRated(movie: Pick<Movie, 'vote_count' | 'vote_average'>): boolean {
  return movie.vote_count > GOOD_VOTE_MIN_COUNT && movie.vote_average > GOOD_VOTE_MIN_AVERAGE;
}
