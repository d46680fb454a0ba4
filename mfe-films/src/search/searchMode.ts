/**
 * Which movie-database query the /films page runs: the popular and
 * top-rated lists always; a title search only when the text is nonempty; a year search only
 * when the year is nonzero; a genre search only when the genre is nonzero. Otherwise nothing
 * runs and the page shows a hint instead of results.
 */
import { GENRES } from 'area-films/contract';
import type { MovieQuery } from '../films/movies';

export const BROWSE_MODES = ['popular', 'top_rated', 'title', 'year', 'genre'] as const;
export type BrowseMode = (typeof BROWSE_MODES)[number];

export const MIN_YEAR = 1870;
export const MAX_YEAR = 2100;
export const MAX_TITLE_LENGTH = 100;

export interface SearchCriteria {
  mode: BrowseMode;
  /** Title text as typed. */
  text: string;
  /** Release year, 0 when none. */
  year: number;
  /** Genre id from the kernel's GENRES list, 0 when none. */
  genreId: number;
}

export type SearchPlan =
  | { kind: 'run'; query: MovieQuery }
  | { kind: 'idle'; hint: string }
  | { kind: 'invalid'; message: string };

export function isBrowseMode(value: unknown): value is BrowseMode {
  return (BROWSE_MODES as readonly unknown[]).includes(value);
}

/** The query to run for these criteria, or why none runs. */
export function planSearch(c: SearchCriteria): SearchPlan {
  switch (c.mode) {
    case 'popular':
      return { kind: 'run', query: { kind: 'popular' } };
    case 'top_rated':
      return { kind: 'run', query: { kind: 'top_rated' } };
    case 'title': {
      const text = c.text.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH);
      if (text === '') return { kind: 'idle', hint: 'Saisissez un titre pour lancer la recherche.' };
      return { kind: 'run', query: { kind: 'title', text } };
    }
    case 'year':
      if (c.year === 0) return { kind: 'idle', hint: 'Saisissez une année de sortie pour lancer la recherche.' };
      if (!Number.isInteger(c.year) || c.year < MIN_YEAR || c.year > MAX_YEAR) {
        return { kind: 'invalid', message: `L’année doit être comprise entre ${MIN_YEAR} et ${MAX_YEAR}.` };
      }
      return { kind: 'run', query: { kind: 'year', year: c.year } };
    case 'genre':
      if (c.genreId === 0) return { kind: 'idle', hint: 'Choisissez un genre pour lancer la recherche.' };
      if (!GENRES.some((g) => g.id === c.genreId)) return { kind: 'invalid', message: 'Ce genre ne fait pas partie de la liste.' };
      return { kind: 'run', query: { kind: 'genre', genreId: c.genreId } };
  }
}

/** A stable text for a query, for cache keys and to tell when the query changed. */
export function queryKeyOf(query: MovieQuery): string {
  switch (query.kind) {
    case 'popular':
    case 'top_rated':
      return query.kind;
    case 'title':
      return `title:${query.text.toLowerCase()}`;
    case 'year':
      return `year:${query.year}`;
    case 'genre':
      return `genre:${query.genreId}`;
  }
}

export function genreName(id: number): string | undefined {
  return id === 0 ? undefined : GENRES.find((g) => g.id === id)?.name;
}

/** The heading of the results of a query, in French. */
export function describeQuery(query: MovieQuery): string {
  switch (query.kind) {
    case 'popular':
      return 'Films populaires';
    case 'top_rated':
      return 'Films les mieux notés';
    case 'title':
      return `Titres contenant « ${query.text} »`;
    case 'year':
      return `Films sortis en ${query.year}`;
    case 'genre':
      return `Films du genre ${genreName(query.genreId) ?? query.genreId}`;
  }
}
