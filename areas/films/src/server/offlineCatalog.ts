/**
 * The offline catalog: answers the movie-database calls from FILMS in the service's JSON
 * shape (pages of 20 with page, results, total_pages, total_results; detail with genres).
 *
 * Offline, poster_path is always null: there is no image service to load posters from, and a
 * broken image URL would only give the browser a failed request. The film pages show their
 * local placeholder instead.
 */
import { FILMS, GENRE_NAMES_FR } from './catalogData';
import { movieNotFound, type TmdbRequest } from './tmdbRequest';

export const PAGE_SIZE = 20;
/** Like the real service, top_rated leaves out films with too few votes. */
export const TOP_RATED_MIN_VOTES = 1000;

export interface CatalogMovie {
  id: number;
  title: string;
  original_title: string;
  overview: string;
  release_date: string;
  poster_path: null;
  vote_count: number;
  vote_average: number;
  genre_ids: number[];
  popularity: number;
  adult: false;
}

export interface CatalogMovieDetail extends Omit<CatalogMovie, 'genre_ids'> {
  genres: Array<{ id: number; name: string }>;
}

export interface CatalogPage {
  page: number;
  results: CatalogMovie[];
  total_pages: number;
  total_results: number;
}

const MOVIES: readonly CatalogMovie[] = FILMS.map(
  ([title, original_title, release_date, genres, vote_average, vote_count, popularity, overview], index) => ({
    id: index + 1,
    title,
    original_title,
    overview,
    release_date,
    poster_path: null,
    vote_count,
    vote_average,
    genre_ids: [...genres],
    popularity,
    adult: false,
  }),
);
const BY_ID = new Map(MOVIES.map((m) => [m.id, m]));

/** Lower case, no accents, one kind of apostrophe and of spacing: "L’Été" → "l'ete". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const byPopularity = (a: CatalogMovie, b: CatalogMovie) => b.popularity - a.popularity || a.id - b.id;
const byRating = (a: CatalogMovie, b: CatalogMovie) =>
  b.vote_average - a.vote_average || b.vote_count - a.vote_count || a.id - b.id;

function pageOf(all: readonly CatalogMovie[], page: number): CatalogPage {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: all.slice(start, start + PAGE_SIZE).map((m) => ({ ...m, genre_ids: [...m.genre_ids] })),
    total_pages: Math.ceil(all.length / PAGE_SIZE),
    total_results: all.length,
  };
}

function movieOrThrow(id: number): CatalogMovie {
  const movie = BY_ID.get(id);
  if (!movie) throw movieNotFound(id);
  return movie;
}

/** Films sharing a genre with the given one: most shared genres first, then by popularity. */
function similarTo(movie: CatalogMovie): CatalogMovie[] {
  const shared = (m: CatalogMovie) => m.genre_ids.filter((g) => movie.genre_ids.includes(g)).length;
  return MOVIES.filter((m) => m.id !== movie.id && shared(m) > 0).sort(
    (a, b) => shared(b) - shared(a) || byPopularity(a, b),
  );
}

export function detailOf(movie: CatalogMovie): CatalogMovieDetail {
  const { genre_ids, ...rest } = movie;
  return { ...rest, genres: genre_ids.map((id) => ({ id, name: GENRE_NAMES_FR[id] ?? String(id) })) };
}

/** The reply of the offline catalog; throws the 404 HttpError for an unknown film. */
export function answerOffline(request: TmdbRequest): CatalogPage | CatalogMovieDetail {
  switch (request.kind) {
    case 'popular':
      return pageOf([...MOVIES].sort(byPopularity), request.page);
    case 'top_rated':
      return pageOf(MOVIES.filter((m) => m.vote_count >= TOP_RATED_MIN_VOTES).sort(byRating), request.page);
    case 'search': {
      const needle = normalizeText(request.query);
      const found = MOVIES.filter(
        (m) => normalizeText(m.title).includes(needle) || normalizeText(m.original_title).includes(needle),
      );
      return pageOf(found.sort(byPopularity), request.page);
    }
    case 'discover': {
      const { year, genreId } = request;
      const found = MOVIES.filter(
        (m) =>
          (year === null || m.release_date.startsWith(`${year}-`)) && (genreId === null || m.genre_ids.includes(genreId)),
      );
      return pageOf(found.sort(byPopularity), request.page);
    }
    case 'movie':
      return detailOf(movieOrThrow(request.id));
    case 'similar':
      return pageOf(similarTo(movieOrThrow(request.id)), request.page);
  }
}
