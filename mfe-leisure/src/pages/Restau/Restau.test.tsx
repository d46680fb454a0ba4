import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { Restaurant } from 'area-leisure/contract';
import { fixtureOf, holdApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';

const restaurants = fixtureOf('restaurants');
const CAPTION = 'Nos bonnes adresses';
const rowOf = (r: Restaurant) => [r.TW_TITRE, r.TW_TYPE, r.TW_VILLE, r.TW_TARIF];
const shownRows = () => bodyRows(screen.getByRole('table', { name: CAPTION })).map(cells);

describe('restaurants (/restau)', () => {
  it('shows a spinner, then every restaurant with the spec columns', async () => {
    const release = holdApi();
    await renderRoute('/restau');
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    release();
    const table = await screen.findByRole('table', { name: CAPTION });
    expect(headers(table)).toEqual(['Nom', 'type', 'ville', 'Tarif']);
    expect(shownRows()).toEqual(restaurants.map(rowOf));
    expect(screen.getByText(`${restaurants.length} restaurants`)).toBeInTheDocument();
  });

  it('sorts by a column, ascending then descending', async () => {
    await renderRoute('/restau');
    await screen.findByRole('table', { name: CAPTION });
    const byCity = [...restaurants].sort((a, b) => a.TW_VILLE.localeCompare(b.TW_VILLE, 'fr'));
    await userEvent.click(screen.getByRole('button', { name: 'ville' }));
    expect(shownRows().map((r) => r[2])).toEqual(byCity.map((r) => r.TW_VILLE));
    expect(screen.getByRole('columnheader', { name: /ville/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /ville/ }));
    expect(shownRows().map((r) => r[2])).toEqual(byCity.map((r) => r.TW_VILLE).reverse());
  });

  it('filters on any column, ignoring accents and case', async () => {
    await renderRoute('/restau');
    await screen.findByRole('table', { name: CAPTION });
    const city = restaurants[0]!.TW_VILLE;
    const expected = restaurants.filter((r) => r.TW_VILLE === city);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(restaurants.length);
    await userEvent.type(screen.getByRole('searchbox', { name: /Filtrer/ }), city.toUpperCase());
    expect(shownRows()).toEqual(expected.map(rowOf));
    expect(screen.getByText(`${expected.length} restaurants sur ${restaurants.length}`)).toBeInTheDocument();

    const strip = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const accentedWord = restaurants.flatMap((r) => r.TW_TITRE.split(' ')).find((w) => strip(w) !== w)!;
    const accented = restaurants.find((r) => r.TW_TITRE.includes(accentedWord))!;
    const plain = strip(accentedWord).toLowerCase();
    const box = screen.getByRole('searchbox', { name: /Filtrer/ });
    await userEvent.clear(box);
    await userEvent.type(box, plain);
    expect(shownRows().map((r) => r[0])).toContain(accented.TW_TITRE);
  });

  it('says so when nothing matches', async () => {
    await renderRoute('/restau');
    await screen.findByRole('table', { name: CAPTION });
    await userEvent.type(screen.getByRole('searchbox', { name: /Filtrer/ }), 'zzzz');
    expect(screen.getByRole('table', { name: CAPTION })).toHaveTextContent('Aucun restaurant ne correspond à « zzzz ».');
  });

  it('logs the failure and shows an error panel with Réessayer, which reloads', async () => {
    const consoleError = silenceConsoleError();
    const { calls } = await renderRoute('/restau', { failures: { restaurants: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load restaurants');
    expect(consoleError).toHaveBeenCalledWith('unable to load restaurants', expect.any(Error));
    const before = calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    consoleError.mockRestore();
  });
});
