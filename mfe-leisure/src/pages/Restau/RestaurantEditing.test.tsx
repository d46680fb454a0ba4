import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { forgetLastChange } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { fixtureOf, healApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';

const restaurants = fixtureOf('restaurants').map((r, i) => ({ ...r, id: i + 1 }));
const editing = () => screen.findByRole('region', { name: 'Modifier : Restaurants enregistrés' });

afterEach(() => forgetLastChange());

describe('restaurants editing (/restau)', () => {
  it('is absent where the api cannot write', async () => {
    await renderRoute('/restau');
    await screen.findByRole('table', { name: 'Nos bonnes adresses' });
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('comes with the table, under it: not while the table has not come (drawn first, the table coming pushed it down the screen)', async () => {
    silenceConsoleError();
    await renderRoute('/restau', { failures: { restaurants: 500 } });
    serveDataApi({ overHarness: true, routes: { 'GET data/restaurants': [{ body: { payload: restaurants } }] } });
    // The table's read failed: its error panel, and no editing (whose own rows came) above where the table goes.
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(screen.findByRole('region', { name: 'Modifier : Restaurants enregistrés' }, { timeout: 500 })).rejects.toThrow();
    healApi();
    serveDataApi({ overHarness: true, routes: { 'GET data/restaurants': [{ body: { payload: restaurants } }] } });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    const table = await screen.findByRole('table', { name: 'Nos bonnes adresses' });
    const region = await editing();
    expect(table.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('adds a restaurant with labelled fields; the filter applies to the editing list too', async () => {
    await renderRoute('/restau');
    const added = { id: 99, TW_TITRE: 'Chez Paul', TW_TYPE: 'Bouchon', TW_VILLE: 'Lyon', TW_TARIF: '€€' };
    const sent = serveDataApi({
      overHarness: true,
      routes: {
        'GET data/restaurants': [{ body: { payload: restaurants } }],
        'POST data/restaurants': [{ status: 201, body: { payload: added } }],
      },
    });
    const user = userEvent.setup();
    const region = await editing();
    await user.click(within(region).getByRole('button', { name: 'Ajouter' }));
    await user.type(screen.getByLabelText('Nom'), added.TW_TITRE);
    await user.type(screen.getByLabelText('Type de cuisine'), added.TW_TYPE);
    await user.type(screen.getByLabelText('Ville'), added.TW_VILLE);
    await user.type(screen.getByLabelText('Tarif'), added.TW_TARIF);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull());
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({ TW_TITRE: 'Chez Paul', TW_TYPE: 'Bouchon', TW_VILLE: 'Lyon', TW_TARIF: '€€' });

    const city = restaurants[0]!.TW_VILLE;
    await user.type(screen.getByRole('searchbox', { name: /Filtrer/ }), city);
    const shown = within(within(region).getByRole('table')).getAllByRole('row').slice(1);
    expect(shown).toHaveLength(restaurants.filter((r) => r.TW_VILLE === city).length);
  });
});
