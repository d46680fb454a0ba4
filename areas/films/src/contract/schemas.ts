/** Payload schemas of the movie database as the api's gateway serves it, and the genres of the search. */
import { z } from 'zod';

// ---- Movie database ------------------------------------------------------------------------

export const movieSchema = z.object({
  id: z.number().int(),
  original_title: z.string(),
  title: z.string().optional(),
  overview: z.string(),
  release_date: z.string(),
  poster_path: z.string().nullable(),
  vote_count: z.number(),
  vote_average: z.number(),
  genre_ids: z.array(z.number().int()).optional(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type Movie = z.infer<typeof movieSchema>;
export const moviePageSchema = z.object({
  page: z.number().int(),
  results: z.array(movieSchema),
  total_pages: z.number().int(),
  total_results: z.number().int(),
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
