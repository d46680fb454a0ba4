// Every movie-database call the films screens make answers, from the films area's gateway in
// offline mode under its prefix (as the api registers it), a reply that the films contract's
// schemas accept: the server's side of the contract mfe-films reads with.
import type { FastifyInstance } from 'fastify';
import { bareTestApp } from 'server-kit/testing';
import { moviePageSchema, movieSchema } from '../../src/contract';
import { createMovieGateway, TMDB_PREFIX, tmdbRoutes } from '../../src/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = bareTestApp();
  // No key: the offline catalog, as the api runs without TMDB_API_KEY.
  await app.register(tmdbRoutes, { prefix: TMDB_PREFIX, gateway: createMovieGateway() });
});
afterAll(async () => {
  await app.close();
});

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

// The URLs built by getMovies, getMovie and getSimilarMovies (mfe-films/src/films/movies.ts).
const calls: Array<[string, string, typeof moviePageSchema | typeof movieSchema]> = [
  ['popular', '/tmdb/3/movie/popular?language=fr-FR&page=2', moviePageSchema],
  ['top_rated', '/tmdb/3/movie/top_rated?language=fr-FR&page=1', moviePageSchema],
  ['search', '/tmdb/3/search/movie?language=fr-FR&query=le&page=1', moviePageSchema],
  ['discover by year', '/tmdb/3/discover/movie?language=fr-FR&primary_release_year=1994&sort_by=popularity.desc&page=1', moviePageSchema],
  ['discover by genre', '/tmdb/3/discover/movie?language=fr-FR&with_genres=878&sort_by=popularity.desc&page=1', moviePageSchema],
  ['movie/{id}', '/tmdb/3/movie/1?language=fr-FR', movieSchema],
  ['movie/{id}/similar', '/tmdb/3/movie/1/similar?language=fr-FR&page=1', moviePageSchema],
];

describe('contrat api de mfe-films (passerelle de films hors ligne)', () => {
  it.each(calls)('%s answers a reply the schema accepts', async (_name, url, schema) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    const parsed = schema.safeParse(body);
    expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
  });

  it('pages hold 20 films, the most popular first', async () => {
    const { body } = await get('/tmdb/3/movie/popular?language=fr-FR&page=1');
    const page = moviePageSchema.parse(body);
    // The offline catalog (areas/films/src/server/catalogData.ts) holds 134 films: 7 pages of 20,
    // the last of 14; Interstellar has its highest popularity (150.2).
    expect(page.results.length).toBe(20);
    expect(page.results[0]?.title).toBe('Interstellar');
    expect({ total_pages: page.total_pages, total_results: page.total_results }).toEqual({ total_pages: 7, total_results: 134 });
  });

  it('the detail names its genres', async () => {
    // Film 1 is the catalog's first row, Les Évadés: drama (18) and crime (80).
    const movie = movieSchema.parse((await get('/tmdb/3/movie/1?language=fr-FR')).body);
    expect(movie.title).toBe('Les Évadés');
    expect(movie.genres).toEqual([
      { id: 18, name: 'Drame' },
      { id: 80, name: 'Crime' },
    ]);
  });

  it('an unknown film is a JSON 404', async () => {
    const { status, body } = await get('/tmdb/3/movie/987654321?language=fr-FR');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found' });
  });
});
