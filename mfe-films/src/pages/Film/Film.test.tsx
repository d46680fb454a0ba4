import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatInteger } from 'shared-kernel';
import { moviePageSchema, movieSchema } from 'area-films/contract';
import { offlineReply, renderFilms, silenceConsoleError } from '../../testing/renderFilms';

const offline = (path: string) => offlineReply(new URL(`http://127.0.0.1:8080/tmdb/3/${path}`)).body;
const godfather = movieSchema.parse(offline('movie/2'));
const similarToGodfather = moviePageSchema.parse(offline('movie/2/similar?page=1'));

const sheet = () => screen.getByRole('article');
const fact = (name: string) => {
  const dt = Array.from(sheet().querySelectorAll('dt')).find((d) => d.textContent === name);
  return dt?.nextElementSibling?.textContent ?? null;
};

// Parcels mount through single-spa timers and userEvent types key by key: slow on a busy machine.
jest.setTimeout(20_000);

describe('film sheet (/film/:id)', () => {
  it('shows the movie fields in French: title, overview, release date, votes, genres, poster', async () => {
    const { tmdb } = await renderFilms('/film/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Fiche film' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Le Parrain' })).toBeInTheDocument();
    expect(sheet()).toHaveTextContent('Titre original : The Godfather');
    expect(fact('Sortie')).toBe('14 mars 1972');
    expect(fact('Note')).toBe(`8,7/10 · ${formatInteger(godfather.vote_count)} votes`);
    expect(fact('Genres')).toBe('Drame, Crime');
    expect(sheet()).toHaveTextContent(godfather.overview);
    expect(within(sheet()).getByText('Très bien noté')).toBeInTheDocument();
    // Offline there is no poster: the local placeholder stands in, and says so.
    expect(within(sheet()).getByRole('img', { name: 'Affiche de Le Parrain (affiche indisponible)' })).toBeInTheDocument();
    // Set by an effect, which follows the deferred render of the data.
    await waitFor(() => expect(document.title).toBe('Le Parrain · Fiche film · Tableau de bord'));
    expect(tmdb.calls).toEqual(['movie/2?language=fr-FR']);
  });

  it('has no badge for a film under the good-vote limits', async () => {
    await renderFilms('/film/30'); // E.T.: 7.5, not over 7.5
    expect(await screen.findByRole('heading', { level: 2, name: 'E.T. l\'extra-terrestre' })).toBeInTheDocument();
    expect(within(sheet()).queryByText('Très bien noté')).toBeNull();
  });

  it('shows the similar films on Similar, each linking to its own page, and opens one', async () => {
    const { tmdb } = await renderFilms('/film/2');
    await screen.findByRole('heading', { level: 2, name: 'Le Parrain' });
    const button = screen.getByRole('button', { name: 'Similar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(tmdb.calls.some((c) => c.includes('similar'))).toBe(false);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const section = await screen.findByRole('region', { name: 'Films similaires' });
    expect(button).toHaveAttribute('aria-controls', section.id);
    const list = await within(section).findByRole('list', { name: 'Films similaires' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(similarToGodfather.results.map((m) => m.title));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(similarToGodfather.results.map((m) => `#/film/${m.id}`));
    expect(tmdb.calls.at(-1)).toBe('movie/2/similar?language=fr-FR&page=1');

    const next = similarToGodfather.results[0]!;
    await userEvent.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: next.title })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/film/${next.id}`);
    // A new film starts with its similar films hidden.
    expect(screen.getByRole('button', { name: 'Similar' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: next.title })).toHaveFocus());
  });

  it('hides the similar films again on a second press', async () => {
    await renderFilms('/film/2');
    await screen.findByRole('heading', { level: 2, name: 'Le Parrain' });
    await userEvent.click(screen.getByRole('button', { name: 'Similar' }));
    await screen.findByRole('region', { name: 'Films similaires' });
    await userEvent.click(screen.getByRole('button', { name: 'Similar' }));
    expect(screen.queryByRole('region', { name: 'Films similaires' })).toBeNull();
  });

  it('Retour goes to the list when the page was opened directly', async () => {
    await renderFilms('/film/2');
    await screen.findByRole('heading', { level: 2, name: 'Le Parrain' });
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(window.location.hash).toBe('#/films'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Films' })).toBeInTheDocument();
  });

  it('Retour goes back in the history after following a film link', async () => {
    await renderFilms('/film/2');
    await screen.findByRole('heading', { level: 2, name: 'Le Parrain' });
    await userEvent.click(screen.getByRole('button', { name: 'Similar' }));
    const section = await screen.findByRole('region', { name: 'Films similaires' });
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await userEvent.click((await within(section).findAllByRole('link'))[0]!);
    await screen.findByRole('heading', { level: 2, name: similarToGodfather.results[0]!.title });
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('says in French that an unknown film does not exist, without an error panel', async () => {
    const spy = jest.spyOn(console, 'error');
    const { tmdb } = await renderFilms('/film/99999');
    expect(await screen.findByText(/Aucun film ne porte le numéro 99999\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste des films' })).toHaveAttribute('href', '#/films');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    // A refused request is not retried.
    expect(tmdb.calls).toEqual(['movie/99999?language=fr-FR']);
    spy.mockRestore();
  });

  it('shows an ErrorPanel with Réessayer when the service fails, then recovers', async () => {
    const spy = silenceConsoleError();
    const { tmdb } = await renderFilms('/film/2');
    tmdb.fail(/^movie\/2/, 502);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('unable to load film');
    expect(spy).toHaveBeenCalledWith('unable to load film', expect.anything());
    tmdb.fail(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Le Parrain' })).toBeInTheDocument();
  });

  it('shows a spinner while the film loads', async () => {
    const { tmdb } = await renderFilms('/films');
    const release = tmdb.hold();
    window.location.hash = '#/film/2';
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement…');
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Le Parrain' })).toBeInTheDocument();
  });
});
