import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { forgetLastChange } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { fixtureOf, renderRoute } from '../../testing/renderRoute';

const restaurants = fixtureOf('restaurants').map((r, i) => ({ ...r, id: i + 1 }));
const editing = () => screen.findByRole('region', { name: 'Modifier : Restaurants enregistrés' });

afterEach(() => forgetLastChange());

describe('restaurants editing (/restau)', () => {
  it('is absent where the api cannot write', async () => {
    await renderRoute('/restau');
    await screen.findByRole('table', { name: 'Nos bonnes adresses' });
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
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
