import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatInteger } from 'shared-kernel';
import { GENRES, moviePageSchema, type MoviePage } from 'area-films/contract';
import { isWellRated } from '../../films/goodVote';
import { hashParams, offlineReply, renderFilms, silenceConsoleError } from '../../testing/renderFilms';

const reply = (path: string): MoviePage =>
  moviePageSchema.parse(offlineReply(new URL(`http://127.0.0.1:8080/tmdb/3/${path}`)).body);
const popular1 = reply('movie/popular?page=1');
const popularPages = popular1.total_pages;

const films = () => screen.getAllByTestId('film');
const filmTitles = () => films().map((f) => within(f).getByRole('heading', { level: 3 }).textContent);
const summary = () => screen.getByText(/ · page \d+ sur \d+$|^Aucun film/);
const modeButton = (name: string) => screen.getByRole('button', { name });

async function listShown(heading: string) {
  await screen.findByRole('heading', { level: 2, name: heading });
  await screen.findAllByTestId('film');
}

// Parcels mount through single-spa timers and userEvent types key by key: slow on a busy machine.
jest.setTimeout(20_000);

describe('films (/films)', () => {
  it('shows a spinner, then the popular films, 20 per page, each linking to its page', async () => {
    const { tmdb } = await renderFilms('/films');
    const release = tmdb.hold();
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement…');
    release();
    await listShown('Films populaires');
    expect(screen.getByRole('heading', { level: 1, name: 'Films' })).toBeInTheDocument();
    expect(modeButton('Populaires')).toHaveAttribute('aria-pressed', 'true');
    expect(filmTitles()).toEqual(popular1.results.map((m) => m.title));
    expect(films()).toHaveLength(20);
    expect(summary()).toHaveTextContent(`${formatInteger(popular1.total_results)} films · page 1 sur ${popularPages}`);
    for (const [i, m] of popular1.results.entries()) {
      expect(within(films()[i]!).getByRole('link', { name: m.title })).toHaveAttribute('href', `#/film/${m.id}`);
    }
    expect(tmdb.calls).toEqual(['movie/popular?language=fr-FR&page=1']);
  });

  it('writes dates and numbers in French, and highlights the well-rated films in words', async () => {
    await renderFilms('/films');
    await listShown('Films populaires');
    const interstellar = films().find((f) => f.textContent?.includes('Interstellar'))!;
    expect(interstellar.textContent).toContain('Sortie : 5 novembre 2014');
    expect(interstellar.textContent).toContain(`Note : 8,4/10 · ${formatInteger(35120)} votes`);
    let good = 0;
    for (const [i, m] of popular1.results.entries()) {
      const badge = within(films()[i]!).queryByText('Très bien noté');
      expect({ title: m.title, badge: badge !== null }).toEqual({ title: m.title, badge: isWellRated(m) });
      if (badge) good++;
    }
    expect(good).toBeGreaterThan(0);
    expect(good).toBeLessThan(20);
  });

  it('switches to the top-rated list', async () => {
    const { tmdb } = await renderFilms('/films');
    await listShown('Films populaires');
    await userEvent.click(modeButton('Les mieux notés'));
    await listShown('Films les mieux notés');
    expect(modeButton('Les mieux notés')).toHaveAttribute('aria-pressed', 'true');
    expect(modeButton('Populaires')).toHaveAttribute('aria-pressed', 'false');
    expect(filmTitles()).toEqual(reply('movie/top_rated?page=1').results.map((m) => m.title));
    expect(tmdb.calls.at(-1)).toBe('movie/top_rated?language=fr-FR&page=1');
  });

  it('searches by title only when the text is nonempty', async () => {
    const { tmdb } = await renderFilms('/films');
    await listShown('Films populaires');
    await userEvent.click(modeButton('Par titre'));
    const field = await screen.findByRole('searchbox', { name: 'Titre' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('Saisissez un titre pour lancer la recherche.')).toBeInTheDocument();
    expect(screen.queryByTestId('film')).toBeNull();

    await userEvent.type(field, '   ');
    await new Promise((r) => setTimeout(r, 400));
    expect(tmdb.calls.filter((c) => c.startsWith('search/'))).toEqual([]);
    expect(screen.queryByTestId('film')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, 'parrain');
    await listShown('Titres contenant « parrain »');
    expect(filmTitles()).toEqual(['Le Parrain']);
    expect(tmdb.calls.filter((c) => c.startsWith('search/'))).toEqual(['search/movie?language=fr-FR&query=parrain&page=1']);

    await userEvent.clear(field);
    expect(await screen.findByText('Saisissez un titre pour lancer la recherche.')).toBeInTheDocument();
    expect(screen.queryByTestId('film')).toBeNull();
  });

  it('searches by year only when the year is nonzero and plausible', async () => {
    const { tmdb } = await renderFilms('/films?mode=year');
    expect(await screen.findByText('Saisissez une année de sortie pour lancer la recherche.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Année de sortie' });
    await userEvent.type(field, '19');
    expect(await screen.findByText('L’année doit être comprise entre 1870 et 2100.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '94');
    await listShown('Films sortis en 1994');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(filmTitles()).toEqual(reply('discover/movie?primary_release_year=1994').results.map((m) => m.title));
    expect(tmdb.calls).toEqual(['discover/movie?language=fr-FR&primary_release_year=1994&sort_by=popularity.desc&page=1']);
  });

  it('searches by genre from the list of the spec, only when one is chosen', async () => {
    const { tmdb } = await renderFilms('/films');
    await listShown('Films populaires');
    await userEvent.click(modeButton('Par genre'));
    expect(await screen.findByText('Choisissez un genre pour lancer la recherche.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Genre' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => Number(o.value))).toEqual(GENRES.map((g) => g.id));
    expect(Array.from(select.options).slice(1).map((o) => o.textContent)).toEqual(GENRES.slice(1).map((g) => g.name));
    await userEvent.selectOptions(select, '37');
    await listShown('Films du genre Western');
    expect(filmTitles()).toEqual(reply('discover/movie?with_genres=37').results.map((m) => m.title));
    expect(tmdb.calls.at(-1)).toBe('discover/movie?language=fr-FR&with_genres=37&sort_by=popularity.desc&page=1');
    const calls = tmdb.calls.length;
    await userEvent.selectOptions(select, '0');
    expect(await screen.findByText('Choisissez un genre pour lancer la recherche.')).toBeInTheDocument();
    expect(tmdb.calls).toHaveLength(calls);
  });

  it('pages with next, previous and page numbers, in a window of 6 with ellipses', async () => {
    const { tmdb } = await renderFilms('/films');
    await listShown('Films populaires');
    const nav = () => screen.getByRole('navigation', { name: 'Pages : Films populaires' });
    const pageLabels = () =>
      Array.from(nav().querySelectorAll('button, li[aria-hidden]')).map((el) => el.textContent?.replace(/[‹›]/g, '').trim());
    expect(pageLabels()).toEqual(['Précédent', '1', '2', '3', '4', '5', '…', String(popularPages), 'Suivant']);
    expect(within(nav()).getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav()).getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(summary()).toHaveTextContent(`page 2 sur ${popularPages}`));
    expect(filmTitles()).toEqual(reply('movie/popular?page=2').results.map((m) => m.title));
    expect(within(nav()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Films populaires' })).toHaveFocus();
    expect(hashParams().get('page')).toBe('2');

    await userEvent.click(within(nav()).getByRole('button', { name: 'Précédent' }));
    await waitFor(() => expect(summary()).toHaveTextContent(`page 1 sur ${popularPages}`));

    await userEvent.click(within(nav()).getByRole('button', { name: `Page ${popularPages}` }));
    await waitFor(() => expect(summary()).toHaveTextContent(`page ${popularPages} sur ${popularPages}`));
    expect(films()).toHaveLength(reply(`movie/popular?page=${popularPages}`).results.length);
    expect(pageLabels()).toEqual(['Précédent', '1', '…', ...[4, 3, 2, 1, 0].map((d) => String(popularPages - d)), 'Suivant']);
    expect(within(nav()).getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(tmdb.calls).toEqual([1, 2, 1, popularPages].map((p) => `movie/popular?language=fr-FR&page=${p}`).filter((c, i, all) => all.indexOf(c) === i));
  });

  it('goes back to page 1 when the query changes', async () => {
    const { tmdb } = await renderFilms('/films?page=3');
    await listShown('Films populaires');
    expect(summary()).toHaveTextContent(`page 3 sur ${popularPages}`);
    await userEvent.click(modeButton('Par genre'));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Genre' }), '18');
    await listShown('Films du genre Drama');
    expect(summary()).toHaveTextContent(/page 1 sur \d+/);
    expect(hashParams().get('page')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/page 2 sur/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), '53');
    await listShown('Films du genre Thriller');
    expect(summary()).toHaveTextContent(/page 1 sur \d+/);
    expect(tmdb.calls.at(-1)).toBe('discover/movie?language=fr-FR&with_genres=53&sort_by=popularity.desc&page=1');

    await userEvent.click(modeButton('Par titre'));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Titre' }), 'le');
    await listShown('Titres contenant « le »');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/page 2 sur/));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Titre' }), 's');
    await listShown('Titres contenant « les »');
    expect(summary()).toHaveTextContent(/page 1 sur/);
  });

  it('reopens the search and page kept in the address', async () => {
    await renderFilms('/films?mode=title&q=le&page=2');
    await listShown('Titres contenant « le »');
    expect(screen.getByRole('searchbox', { name: 'Titre' })).toHaveValue('le');
    expect(summary()).toHaveTextContent(/page 2 sur/);
    expect(filmTitles()).toEqual(reply('search/movie?query=le&page=2').results.map((m) => m.title));
  });

  it('says so when nothing matches', async () => {
    await renderFilms('/films?mode=title&q=zzzz');
    expect(await screen.findByText('Aucun film ne correspond à cette recherche.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Pages/ })).toBeNull();
  });

  it('shows an ErrorPanel with Réessayer when the service fails, then recovers', async () => {
    const spy = silenceConsoleError();
    const { tmdb } = await renderFilms('/films');
    tmdb.fail(/^movie\/popular/);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('unable to load films');
    expect(alert).toHaveTextContent('erreur 500');
    expect(spy).toHaveBeenCalledWith('unable to load films', expect.anything());
    tmdb.fail(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await listShown('Films populaires');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
