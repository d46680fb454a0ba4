/** Payload schemas of the movie database as the api's gateway serves it, and the genres of the search. */
import { z } from 'zod/mini';

// ---- Movie database ------------------------------------------------------------------------

export const movieSchema = z.object({
  id: z.int(),
  original_title: z.string(),
  title: z.optional(z.string()),
  overview: z.string(),
  release_date: z.string(),
  poster_path: z.nullable(z.string()),
  vote_count: z.number(),
  vote_average: z.number(),
  genre_ids: z.optional(z.array(z.int())),
  genres: z.optional(z.array(z.object({ id: z.int(), name: z.string() }))),
});
export type Movie = z.infer<typeof movieSchema>;
export const moviePageSchema = z.object({
  page: z.int(),
  results: z.array(movieSchema),
  total_pages: z.int(),
  total_results: z.int(),
});
export type MoviePage = z.infer<typeof moviePageSchema>;

/** Genre list of the /films genre search (movie-database ids), 0 meaning "no genre chosen". */
export const GENRES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 0, name: '' },
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];
