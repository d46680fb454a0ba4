// The movie-database gateway without a key: the offline catalog, through the real app. That
// its replies pass the films screens' schemas is checked by the films area
// (areas/films/src/contract/catalog.schema.test.ts and test/server/filmsContract.test.ts).
import { FILMS, GENRE_IDS, GENRE_NAMES_FR, PAGE_SIZE } from 'area-films/server';
import { ALLOWED_ORIGIN, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(async () => {
  await api.close();
});

async function get(url: string) {
  const res = await api.app.inject({ method: 'GET', url, headers: { origin: ALLOWED_ORIGIN } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
}

/** The reply fields these tests read. */
interface Movie {
  id: number;
  title?: string;
  original_title: string;
  overview: string;
  release_date: string;
  poster_path: string | null;
  vote_count: number;
  vote_average: number;
  genre_ids?: number[];
  genres?: Array<{ id: number; name: string }>;
}
interface MoviePage {
  page: number;
  results: Movie[];
  total_pages: number;
  total_results: number;
}

async function page(url: string): Promise<MoviePage> {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  expect(Array.isArray(body.results)).toBe(true);
  return body as unknown as MoviePage;
}

async function allPages(url: string): Promise<Movie[]> {
  const first = await page(`${url}&page=1`);
  const rest = [];
  for (let p = 2; p <= first.total_pages; p++) rest.push(...(await page(`${url}&page=${p}`)).results);
  return [...first.results, ...rest];
}

const genreIds = GENRE_IDS;

describe('offline catalog data', () => {
  it('accepts exactly the genres the catalog names', () => {
    const byId = (a: number, b: number) => a - b;
    expect([...GENRE_IDS].sort(byId)).toEqual(Object.keys(GENRE_NAMES_FR).map(Number).sort(byId));
  });

  it('holds at least 60 films, every genre of the list, French overviews', () => {
    expect(FILMS.length).toBeGreaterThanOrEqual(60);
    for (const id of genreIds) expect({ id, films: FILMS.filter((f) => f[3].includes(id)).length > 0 }).toEqual({ id, films: true });
    for (const [title, , date, genres, average, count, , overview] of FILMS) {
      expect(title.length).toBeGreaterThan(0);
      expect(date).toMatch(/^(18[7-9]\d|19\d\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(genres.every((g) => genreIds.includes(g))).toBe(true);
      expect(average).toBeGreaterThanOrEqual(0);
      expect(average).toBeLessThanOrEqual(10);
      expect(Number.isInteger(count)).toBe(true);
      expect(overview.length).toBeGreaterThan(40);
    }
    // French overviews: words a French sentence cannot do without.
    const french = FILMS.filter(([, , , , , , , o]) => /\b(le|la|les|un|une|des|du|de|et|pour|dans)\b/i.test(o));
    expect(french.length).toBe(FILMS.length);
    const titles = FILMS.map((f) => f[0]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('GET /tmdb/3 offline', () => {
  it('movie/popular: pages of 20 sorted by popularity, several pages, a partial last one', async () => {
    const first = await page('/tmdb/3/movie/popular?language=fr-FR&page=1');
    expect(first.page).toBe(1);
    expect(first.results).toHaveLength(PAGE_SIZE);
    expect(first.total_results).toBe(FILMS.length);
    expect(first.total_pages).toBe(Math.ceil(FILMS.length / PAGE_SIZE));
    expect(first.total_pages).toBeGreaterThanOrEqual(3);
    const all = await allPages('/tmdb/3/movie/popular?language=fr-FR');
    expect(all).toHaveLength(FILMS.length);
    expect(new Set(all.map((m) => m.id)).size).toBe(FILMS.length);
    const popularity = all.map((m) => (m as { popularity?: number }).popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const last = await page(`/tmdb/3/movie/popular?page=${first.total_pages}`);
    expect(last.results).toHaveLength(FILMS.length - (first.total_pages - 1) * PAGE_SIZE);
    // Offline there is no image service: no poster path, the pages show their placeholder.
    expect(all.every((m) => m.poster_path === null)).toBe(true);
  });

  it('page 1 is the default, and a page past the end is empty', async () => {
    expect((await page('/tmdb/3/movie/popular')).page).toBe(1);
    const beyond = await page('/tmdb/3/movie/popular?page=500');
    expect(beyond.results).toEqual([]);
    expect(beyond.page).toBe(500);
  });

  it('movie/top_rated: best average first, enough votes only', async () => {
    const all = await allPages('/tmdb/3/movie/top_rated?language=fr-FR');
    expect(all.length).toBeGreaterThan(20);
    const averages = all.map((m) => m.vote_average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(all.every((m) => m.vote_count >= 1000)).toBe(true);
  });

  it('search/movie: by French or original title, ignoring case and accents', async () => {
    expect((await page('/tmdb/3/search/movie?query=parrain')).results.map((m) => m.title)).toEqual(['Le Parrain']);
    expect((await page('/tmdb/3/search/movie?query=EVADES')).results.map((m) => m.title)).toEqual(['Les Évadés']);
    expect((await page('/tmdb/3/search/movie?query=shawshank')).results.map((m) => m.title)).toEqual(['Les Évadés']);
    expect((await page(`/tmdb/3/search/movie?query=${encodeURIComponent('d’amélie')}`)).results).toHaveLength(1);
    const none = await page('/tmdb/3/search/movie?query=zzzz');
    expect(none).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
    const many = await page('/tmdb/3/search/movie?query=le');
    expect(many.total_pages).toBeGreaterThan(1);
  });

  it('discover/movie: by year, by genre, by popularity', async () => {
    const y = await allPages('/tmdb/3/discover/movie?language=fr-FR&primary_release_year=1994&sort_by=popularity.desc');
    expect(y.length).toBeGreaterThanOrEqual(3);
    expect(y.every((m) => m.release_date.startsWith('1994-'))).toBe(true);
    for (const id of genreIds) {
      const g = await page(`/tmdb/3/discover/movie?with_genres=${id}&sort_by=popularity.desc`);
      expect({ id, some: g.total_results > 0, all: g.results.every((m) => m.genre_ids?.includes(id)) }).toEqual({ id, some: true, all: true });
    }
    const drama = await page('/tmdb/3/discover/movie?with_genres=18');
    expect(drama.total_pages).toBeGreaterThan(1);
  });

  it('movie/{id}: the fields the film page shows, genres by name', async () => {
    const { status, body } = await get('/tmdb/3/movie/2?language=fr-FR');
    expect(status).toBe(200);
    const movie = body as unknown as Movie;
    expect(movie).toMatchObject({ id: 2, title: 'Le Parrain', original_title: 'The Godfather', release_date: '1972-03-14', poster_path: null });
    expect(movie.overview).toMatch(/mafia/);
    expect(movie.genres).toEqual([{ id: 18, name: 'Drame' }, { id: 80, name: 'Crime' }]);
    expect(movie.vote_count).toBeGreaterThan(2000);
  });

  it('movie/{id}/similar: films sharing a genre, most shared first, without the film itself', async () => {
    const similar = await allPages('/tmdb/3/movie/2/similar?language=fr-FR');
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.some((m) => m.id === 2)).toBe(false);
    expect(similar.every((m) => m.genre_ids?.some((g) => g === 18 || g === 80))).toBe(true);
    const shared = similar.map((m) => m.genre_ids!.filter((g) => g === 18 || g === 80).length);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
  });

  it.each([
    ['/tmdb/3/movie/99999', 'Film introuvable : aucun film ne porte l’identifiant 99999.'],
    ['/tmdb/3/movie/99999/similar', 'Film introuvable : aucun film ne porte l’identifiant 99999.'],
    ['/tmdb/3/tv/popular', 'Ressource introuvable.'],
    ['/tmdb/3/movie/1/credits', 'Ressource introuvable.'],
  ])('%s → 404 JSON', async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message });
  });

  it.each([
    ['/tmdb/3/movie/popular?page=0', /page invalide : entier de 1 à 500/],
    ['/tmdb/3/movie/popular?page=501', /page invalide/],
    ['/tmdb/3/movie/popular?page=1.5', /page invalide/],
    ['/tmdb/3/movie/popular?page=abc', /page invalide/],
    ['/tmdb/3/movie/popular?page=1&page=2', /page répété/],
    ['/tmdb/3/movie/popular?language=en-US', /language invalide : seule la langue fr-FR/],
    ['/tmdb/3/movie/popular?api_key=abc', /api_key refusé/],
    ['/tmdb/3/search/movie', /query manquant/],
    ['/tmdb/3/search/movie?query=%20%20', /query manquant/],
    [`/tmdb/3/search/movie?query=${'a'.repeat(101)}`, /query trop long/],
    ['/tmdb/3/discover/movie', /primary_release_year ou with_genres est obligatoire/],
    ['/tmdb/3/discover/movie?primary_release_year=1869', /année de 1870 à 2100/],
    ['/tmdb/3/discover/movie?primary_release_year=2101', /année de 1870 à 2100/],
    ['/tmdb/3/discover/movie?primary_release_year=19x4', /primary_release_year invalide/],
    ['/tmdb/3/discover/movie?with_genres=0', /with_genres invalide/],
    ['/tmdb/3/discover/movie?with_genres=1', /with_genres invalide/],
    ['/tmdb/3/discover/movie?with_genres=28,12', /with_genres invalide/],
    ['/tmdb/3/discover/movie?with_genres=28&sort_by=vote_average.desc', /sort_by invalide/],
    ['/tmdb/3/movie/abc', /Identifiant de film invalide/],
    ['/tmdb/3/movie/0', /Identifiant de film invalide/],
    ['/tmdb/3/movie/-3/similar', /Identifiant de film invalide/],
  ])('%s → 400 JSON with a French message', async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(message);
  });

  it('accepts a trailing slash and answers the front-end origin (CORS)', async () => {
    const { status, headers } = await get('/tmdb/3/movie/popular/');
    expect(status).toBe(200);
    expect(headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(headers['content-type']).toMatch(/^application\/json/);
  });
});
