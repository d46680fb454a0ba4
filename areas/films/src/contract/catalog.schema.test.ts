// The area's offline movie catalog, answered in-process (its testing entry), passes its
// schemas on every call the films screens make, and asks for the genres of its search list.
import { answerTmdbOffline } from '../testing';
import { GENRES, moviePageSchema, movieSchema, type MoviePage } from './schemas';

function reply(path: string): { status: number; body: unknown } {
  return answerTmdbOffline(new URL(`http://localhost/tmdb/3/${path}`));
}

function page(path: string): MoviePage {
  const { status, body } = reply(path);
  expect(status).toBe(200);
  const parsed = moviePageSchema.safeParse(body);
  expect(parsed.success ? 'ok' : `${path} : ${parsed.error.message}`).toBe('ok');
  return parsed.data!;
}

/** Every page of a list, each checked by the schema. */
function allPages(path: string): MoviePage['results'] {
  const first = page(`${path}&page=1`);
  const rest = Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => page(`${path}&page=${i + 2}`).results);
  return [...first.results, ...rest.flat()];
}

const genreIds = GENRES.map((g) => g.id).filter((id) => id !== 0);

describe('catalogue hors ligne et schémas des films', () => {
  it('lists, searches and discoveries pass the page schema', () => {
    const all = allPages('movie/popular?language=fr-FR');
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(allPages('movie/top_rated?language=fr-FR').length).toBeGreaterThan(20);
    expect(allPages('search/movie?language=fr-FR&query=le').length).toBeGreaterThan(20);
    expect(allPages('discover/movie?language=fr-FR&primary_release_year=1994&sort_by=popularity.desc').length).toBeGreaterThan(0);
    for (const id of genreIds) {
      const films = allPages(`discover/movie?language=fr-FR&with_genres=${id}&sort_by=popularity.desc`);
      expect({ id, some: films.length > 0 }).toEqual({ id, some: true });
    }
    expect(page('search/movie?language=fr-FR&query=zzzz')).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });

  it('every film and its similar films pass the schemas', () => {
    for (const { id } of allPages('movie/popular?language=fr-FR')) {
      const { status, body } = reply(`movie/${id}?language=fr-FR`);
      expect(status).toBe(200);
      const parsed = movieSchema.safeParse(body);
      expect(parsed.success ? 'ok' : `film ${id} : ${parsed.error.message}`).toBe('ok');
      expect(parsed.data?.genres?.length).toBeGreaterThan(0);
      allPages(`movie/${id}/similar?language=fr-FR`);
    }
  });

  it('the gateway accepts exactly the genres of the search list, in its order', () => {
    const { status, body } = reply('discover/movie?with_genres=1');
    expect(status).toBe(400);
    expect((body as { message: string }).message).toContain(`(${genreIds.join(', ')})`);
  });
});
