import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';

const recipes = fixtureOf('recettes');
const recipe = recipes[1]!;

describe('recipe sheet (/recette/:id)', () => {
  it('shows the title, the ingredients as a checklist, the numbered steps and a way back', async () => {
    await renderRoute(`/recette/${recipe.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Fiche recette' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: recipe.titre })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${recipe.note} sur 5` })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Ingrédients' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes).toHaveLength(recipe.ingredients.length);
    recipe.ingredients.forEach((ing, i) => {
      expect(boxes[i]).toHaveAccessibleName(`${ing.poids} ${ing.nom}`);
      expect(boxes[i]).not.toBeChecked();
    });
    await userEvent.click(within(list).getByText(recipe.ingredients[0]!.nom, { exact: false }));
    expect(boxes[0]).toBeChecked();
    await userEvent.click(boxes[0]!);
    expect(boxes[0]).not.toBeChecked();

    const steps = screen.getByRole('list', { name: 'Préparation' });
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(recipe.commentaire.map((c) => c.ligne));

    expect(screen.getByRole('link', { name: /Retour aux recettes/ })).toHaveAttribute('href', '#/recettes');
  });

  it("says 'Erreur : Fiche rechette non trouvée' for an id that does not exist", async () => {
    const missing = Math.max(...recipes.map((r) => r.id)) + 1;
    await renderRoute(`/recette/${missing}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erreur : Fiche rechette non trouvée$/);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: /Retour aux recettes/ })).toBeInTheDocument();
  });

  it('reuses the recipes already loaded: moving from the list to a sheet fetches nothing more', async () => {
    const { calls } = await renderRoute('/recettes');
    await screen.findByRole('table', { name: 'Liste des recettes' });
    await userEvent.click(screen.getByRole('link', { name: new RegExp(`^${recipe.id} : `) }));
    expect(await screen.findByRole('heading', { level: 2, name: recipe.titre })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'immeubles/recettes')).toHaveLength(1);
  });

  it('shows the recipes load error with Réessayer', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute(`/recette/${recipe.id}`, { failures: { recettes: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load recettes on recettesstore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
