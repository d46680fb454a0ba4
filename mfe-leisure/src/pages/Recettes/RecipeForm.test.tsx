import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLastChange, queryClient } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { RecipeForm } from './RecipeForm';
import type { RecipeRow } from './recipeDraft';

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, statusText: '', json: async () => ({}) })) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  forgetLastChange();
  queryClient.clear();
});

const CREPES: RecipeRow = {
  id: 4,
  titre: 'Crêpes',
  note: 4,
  type: 'dessert',
  ingredients: [
    { poids: '250 g', nom: 'farine' },
    { poids: '4', nom: 'œufs' },
  ],
  commentaire: [{ ligne: 'Mélanger.' }, { ligne: 'Laisser reposer une heure.' }],
};

function renderForm(props: Partial<Parameters<typeof RecipeForm>[0]> = {}) {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  render(<RecipeForm id={12} title="Ajouter une recette" savedMessage="Recette ajoutée." onDone={onDone} onCancel={onCancel} {...props} />);
  return { onDone, onCancel, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('RecipeForm', () => {
  it('adds and removes lines, the focus following, and sends the recipe without its blank lines', async () => {
    const sent = serveDataApi({ overHarness: true, routes: { 'POST data/recettes': [{ status: 201, body: { payload: { ...CREPES, id: 12, titre: 'Far breton' } } }] } });
    const { user, onDone } = renderForm();
    expect(screen.getByRole('form', { name: 'Ajouter une recette' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveFocus();
    await user.keyboard('Far breton');

    const ingredients = group('Ingrédients');
    await user.type(within(ingredients).getByLabelText('Quantité 1'), '1 l');
    await user.type(within(ingredients).getByLabelText('Ingrédient 1'), 'lait');
    await user.click(within(ingredients).getByRole('button', { name: 'Ajouter une ligne' }));
    expect(within(ingredients).getByLabelText('Quantité 2')).toHaveFocus();
    await user.keyboard('200 g');
    await user.type(within(ingredients).getByLabelText('Ingrédient 2'), 'pruneaux');
    await user.click(within(ingredients).getByRole('button', { name: 'Ajouter une ligne' }));
    expect(within(ingredients).getAllByRole('button', { name: /^Retirer/ })).toHaveLength(3);

    // Removing the first line: the others keep what was typed, and move up.
    await user.click(within(ingredients).getByRole('button', { name: "Retirer l'ingrédient 1" }));
    expect(value('Quantité 1')).toBe('200 g');
    expect(value('Ingrédient 1')).toBe('pruneaux');
    expect(screen.getByLabelText('Quantité 1')).toHaveFocus();
    expect(within(ingredients).getAllByRole('button', { name: /^Retirer/ })).toHaveLength(2);

    const steps = group('Préparation');
    await user.type(within(steps).getByLabelText('Étape 1'), 'Cuire 45 min.');
    await user.click(within(steps).getByRole('button', { name: 'Ajouter une ligne' }));
    expect(within(steps).getByLabelText('Étape 2')).toHaveFocus();
    await user.click(within(steps).getByRole('button', { name: "Retirer l'étape 2" }));
    expect(within(steps).getByRole('button', { name: 'Ajouter une ligne' })).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Type'), 'dessert');
    await user.selectOptions(screen.getByLabelText('Note (sur 5)'), '5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'data/recettes',
        body: { id: 12, titre: 'Far breton', type: 'dessert', note: 5, ingredients: [{ poids: '200 g', nom: 'pruneaux' }], commentaire: [{ ligne: 'Cuire 45 min.' }] },
      },
    ]);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 12, titre: 'Far breton' }));
  });

  it('shows the shared schema message at the field, focused, and sends nothing', async () => {
    const sent = serveDataApi({ overHarness: true, routes: {} });
    const { user, onDone } = renderForm({ recipe: CREPES, id: 4, title: 'Modifier la recette « Crêpes »' });
    const title = screen.getByLabelText('Titre');
    await user.clear(title);
    await user.type(title, '   ');
    await user.keyboard('{Enter}');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('texte non vide attendu');
    expect(title).toHaveFocus();
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, and « Réessayer » sends it again', async () => {
    const sent = serveDataApi({
      overHarness: true,
      routes: {
        'PUT data/recettes/4': [
          { status: 503, body: { error: 'unavailable', message: 'Service indisponible' } },
          { body: { payload: { ...CREPES, titre: 'Crêpes de la Chandeleur' } } },
        ],
      },
    });
    const { user, onDone } = renderForm({ recipe: CREPES, id: 4, title: 'Modifier la recette « Crêpes »' });
    expect(value('Quantité 2')).toBe('4');
    expect(value('Étape 2')).toBe('Laisser reposer une heure.');
    await user.type(screen.getByLabelText('Titre'), ' de la Chandeleur');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enregistrement impossible : Service indisponible');
    expect(value('Titre')).toBe('Crêpes de la Chandeleur');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ titre: 'Crêpes de la Chandeleur' }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT data/recettes/4', 'PUT data/recettes/4']);
    expect(sent[1]!.body).toMatchObject({ id: 4, titre: 'Crêpes de la Chandeleur', ingredients: CREPES.ingredients });
  });

  it('shows an api refusal at its field, the list position mapped to the line shown', async () => {
    serveDataApi({
      overHarness: true,
      routes: {
        'POST data/recettes': [{ status: 400, body: { error: 'invalid_data', message: 'texte trop long', champ: 'ingredients.1.nom' } }],
      },
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Titre'), 'Soupe');
    await user.click(within(group('Ingrédients')).getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(screen.getByLabelText('Ingrédient 2'), 'poireaux');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Line 1 was blank and not sent: the api's first ingredient is the second one shown.
    expect(await screen.findByText('texte trop long')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingrédient 2')).toHaveAccessibleDescription('texte trop long');
    expect(screen.getByLabelText('Ingrédient 2')).toHaveFocus();
  });

  it('is cancelled with Escape or « Annuler »', async () => {
    const { user, onCancel } = renderForm();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
