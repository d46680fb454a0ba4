import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { forgetLastChange } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { fixtureOf, renderRoute } from '../../testing/renderRoute';

const recipes = fixtureOf('recettes');
const nextId = Math.max(...recipes.map((r) => r.id)) + 1;
const editing = () => screen.findByRole('region', { name: 'Modifier : Recettes enregistrées' });

afterEach(() => forgetLastChange());

describe('recipes editing (/recettes)', () => {
  it('is absent where the api cannot write (the fixtures have no capabilities)', async () => {
    await renderRoute('/recettes');
    await screen.findByRole('table', { name: 'Liste des recettes' });
    expect(screen.queryByRole('region', { name: 'Modifier : Recettes enregistrées' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('adds a recipe under the next number, then opens its sheet', async () => {
    await renderRoute('/recettes');
    const saved = { id: nextId, titre: 'Far breton', note: 3, type: 'salée', ingredients: [{ poids: '1 l', nom: 'lait' }], commentaire: [] };
    const sent = serveDataApi({
      overHarness: true,
      routes: {
        'GET data/recettes': [{ body: { payload: recipes } }],
        'POST data/recettes': [{ status: 201, body: { payload: saved } }],
      },
    });
    const user = userEvent.setup();
    await user.click(within(await editing()).getByRole('button', { name: 'Ajouter' }));
    await user.keyboard('Far breton');
    await user.type(screen.getByLabelText('Quantité 1'), '1 l');
    await user.type(screen.getByLabelText('Ingrédient 1'), 'lait');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/recette/${nextId}`));
    expect(sent.find((r) => r.method === 'POST')!.body).toMatchObject({ id: nextId, titre: 'Far breton', note: 3, type: 'salée' });
  });

  it('asks before deleting, then deletes', async () => {
    await renderRoute('/recettes');
    const first = recipes[0]!;
    const sent = serveDataApi({ overHarness: true, routes: { 'GET data/recettes': [{ body: { payload: recipes } }], [`DELETE data/recettes/${first.id}`]: [{ status: 204 }] } });
    const user = userEvent.setup();
    await user.click(within(await editing()).getByRole('button', { name: `Supprimer la recette « ${first.titre} »` }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Supprimer la recette « ${first.titre} » ?`);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(`DELETE data/recettes/${first.id}`);
  });

  it('opens a recipe for editing with its lines filled in, and Escape closes it', async () => {
    await renderRoute('/recettes');
    const first = recipes[0]!;
    serveDataApi({ overHarness: true, routes: { 'GET data/recettes': [{ body: { payload: recipes } }] } });
    const user = userEvent.setup();
    await user.click(within(await editing()).getByRole('button', { name: `Modifier la recette « ${first.titre} »` }));
    const form = screen.getByRole('form', { name: `Modifier la recette « ${first.titre} »` });
    expect((within(form).getByLabelText('Titre') as HTMLInputElement).value).toBe(first.titre);
    expect(within(form).getAllByLabelText(/^Ingrédient \d+$/).map((i) => (i as HTMLInputElement).value)).toEqual(first.ingredients.map((i) => i.nom));
    expect(within(form).getAllByLabelText(/^Étape \d+$/)).toHaveLength(first.commentaire.length);
    expect(within(form).getByLabelText('Titre')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
