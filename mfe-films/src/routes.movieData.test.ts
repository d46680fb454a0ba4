import { screen } from '@testing-library/dom';
import { movieApiUrl, movieDataPaths, startEarlyFetch } from 'shared-kernel';
import { renderFilms } from './testing/renderFilms';
import { routeOf } from './routes';

// Parcels mount through single-spa timers: slow on a busy machine.
jest.setTimeout(20_000);

/** Starts the reads a row names, as the shell does before the page's code has arrived. */
const startRow = (path: string, params: Record<string, string>) => () => {
  for (const read of movieDataPaths(routeOf(path), params)) startEarlyFetch(movieApiUrl(read), read);
};

// The row's reads must be exactly the page's first ones, which take those replies instead of
// asking again: each address is asked once (a read the page does not make would be one more).
describe('the movie reads the route table names (movieData)', () => {
  it('/films: the popular list, page 1', async () => {
    const { tmdb } = await renderFilms('/films', startRow('/films', {}));
    await screen.findAllByTestId('film');
    expect(tmdb.calls).toEqual(['movie/popular?language=fr-FR&page=1']);
  });

  it('/film/:id: the film of the route’s parameter', async () => {
    const { tmdb } = await renderFilms('/film/2', startRow('/film/:id', { id: '2' }));
    await screen.findByRole('heading', { level: 2, name: 'Le Parrain' });
    expect(tmdb.calls.filter((call) => call.startsWith('movie/2?'))).toEqual(['movie/2?language=fr-FR']);
  });
});
