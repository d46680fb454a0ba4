/**
 * The state of the /films page lives in the hash's query string (#/films?mode=title&q=…&page=2),
 * so the back button of a film page, a reload or a bookmark returns to the same list and page.
 */
import { isBrowseMode, type SearchCriteria } from './searchMode';

export const MAX_PAGE = 500;

export interface BrowseState extends SearchCriteria {
  page: number;
  /** The year field as typed (kept so that a partial year is not lost). */
  yearText: string;
}

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

export function yearOf(text: string): number {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
}

export function readBrowseState(params: URLSearchParams): BrowseState {
  const mode = params.get('mode');
  const yearText = params.get('year') ?? '';
  return {
    mode: isBrowseMode(mode) ? mode : 'popular',
    text: params.get('q') ?? '',
    yearText,
    year: yearOf(yearText),
    genreId: positiveInt(params.get('genre'), 999_999) ?? 0,
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
  };
}

export type BrowseChange = Partial<Pick<BrowseState, 'mode' | 'text' | 'yearText' | 'genreId' | 'page'>>;

/**
 * Applies a change to the query string. Any change of the criteria goes back to page 1;
 * only a change of page alone keeps the criteria.
 */
export function applyChange(params: URLSearchParams, change: BrowseChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, empty: string) => (value === empty ? next.delete(name) : next.set(name, value));
  if (change.mode !== undefined) set('mode', change.mode, 'popular');
  if (change.text !== undefined) set('q', change.text, '');
  if (change.yearText !== undefined) set('year', change.yearText.trim(), '');
  if (change.genreId !== undefined) set('genre', String(change.genreId), '0');
  const criteriaChanged = Object.keys(change).some((k) => k !== 'page');
  if (change.page !== undefined && !criteriaChanged) set('page', String(change.page), '1');
  else if (criteriaChanged) next.delete('page');
  return next;
}
