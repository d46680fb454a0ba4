import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LastChangeProbe } from 'shared-kernel/testing';
import { fakeDataApi, resetEditing } from 'shared-kernel/testing';
import { BrickForm } from './BrickForm';

const BRICK = { id: 4, nom: 'Les Tilleuls Lyon', achat: 2500, loyers: { 'Loyers 2023': 120.5, 'Prime de bienvenue': 30 } };

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

/** The form on `initial`; a new brick (no id) unless it has one. */
function renderForm(initial: Record<string, unknown> = BRICK) {
  const id = typeof initial.id === 'number' ? initial.id : undefined;
  const onDone = jest.fn();
  const onCancel = jest.fn();
  render(
    <>
      <BrickForm initial={initial} id={id} title="Modifier la brick" savedMessage="Brick modifiée." onDone={onDone} onCancel={onCancel} />
      <LastChangeProbe />
    </>,
  );
  return { onDone, onCancel };
}

const line = (n: number) => screen.getByRole('group', { name: `Ligne ${n}` });
const lineField = (n: number, label: 'Libellé' | 'Montant (€)') => within(line(n)).getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('the rent lines of a brick', () => {
  it('shows one line per rent, each with a labelled label and amount', () => {
    renderForm();
    expect(screen.getByLabelText('Nom de la brick')).toHaveValue('Les Tilleuls Lyon');
    expect(screen.getByLabelText('Nom de la brick')).toHaveFocus();
    expect(screen.getByLabelText('Achat (€)')).toHaveValue('2500');
    expect(screen.getAllByRole('group', { name: /^Ligne / })).toHaveLength(2);
    expect(lineField(1, 'Libellé')).toHaveValue('Loyers 2023');
    expect(lineField(1, 'Montant (€)')).toHaveValue('120.5');
    expect(lineField(2, 'Libellé')).toHaveValue('Prime de bienvenue');
    expect(lineField(2, 'Montant (€)')).toHaveValue('30');
  });

  it('adds, edits and removes lines, and saves the brick as one row', async () => {
    const calls = fakeDataApi({}, [200, { payload: { ...BRICK } }]);
    const { onDone } = renderForm();
    await userEvent.clear(lineField(1, 'Montant (€)'));
    await userEvent.type(lineField(1, 'Montant (€)'), '130,25');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la ligne 2' }));
    expect(screen.getAllByRole('group', { name: /^Ligne / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ajouter une ligne' })).toHaveFocus();

    await userEvent.keyboard('{Enter}'); // « Ajouter une ligne », from the keyboard
    expect(lineField(2, 'Libellé')).toHaveFocus();
    await userEvent.keyboard('Loyers 2024{Tab}140');
    expect(lineField(2, 'Montant (€)')).toHaveValue('140');
    await save();

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      { method: 'PUT', path: 'data/bricks/4', body: { nom: 'Les Tilleuls Lyon', achat: 2500, loyers: { 'Loyers 2023': 130.25, 'Loyers 2024': 140 } } },
    ]);
    expect(await screen.findByText('Brick modifiée.')).toBeInTheDocument();
  });

  it('adds a new brick without any rent yet', async () => {
    const calls = fakeDataApi({}, [201, { payload: { id: 9, nom: 'Entrepôt Lille', achat: 1000, loyers: {} } }]);
    const { onDone } = renderForm({ nom: '', achat: '', loyers: {} });
    expect(screen.getByText('Aucun loyer pour le moment.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nom de la brick'), 'Entrepôt Lille');
    await userEvent.type(screen.getByLabelText('Achat (€)'), '1000');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(calls).toEqual([{ method: 'POST', path: 'data/bricks', body: { nom: 'Entrepôt Lille', achat: 1000, loyers: {} } }]);
  });

  it('shows the shared schema’s messages at the line at fault, and sends nothing', async () => {
    const calls = fakeDataApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await userEvent.type(lineField(3, 'Montant (€)'), '12 €');
    await save();
    const label = lineField(3, 'Libellé');
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription('libellé non vide attendu');
    expect(label).toHaveFocus();
    expect(lineField(3, 'Montant (€)')).toHaveAccessibleDescription('nombre attendu (ex. 1234.5)');
    expect(lineField(1, 'Libellé')).not.toHaveAttribute('aria-invalid');

    // Two lines of the same label would be one rent: refused too.
    await userEvent.type(label, 'Loyers 2023');
    await userEvent.clear(lineField(3, 'Montant (€)'));
    await userEvent.type(lineField(3, 'Montant (€)'), '99');
    await save();
    expect(lineField(3, 'Libellé')).toHaveAccessibleDescription('libellé déjà utilisé par une autre ligne');
    expect(calls).toEqual([]);
  });

  it('shows the name’s message at the name', async () => {
    fakeDataApi({});
    renderForm();
    await userEvent.clear(screen.getByLabelText('Nom de la brick'));
    await save();
    expect(screen.getByLabelText('Nom de la brick')).toHaveAccessibleDescription('texte non vide attendu');
    expect(screen.getByLabelText('Nom de la brick')).toHaveFocus();
  });

  it('keeps every line typed when the save fails, and « Réessayer » sends it again', async () => {
    const calls = fakeDataApi({}, [503, { error: 'unavailable', message: 'Service indisponible.' }], [200, { payload: { ...BRICK } }]);
    const { onDone } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await userEvent.keyboard('Loyers 2024{Tab}140');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enregistrement impossible : Service indisponible.');
    expect(lineField(3, 'Libellé')).toHaveValue('Loyers 2024');
    expect(lineField(3, 'Montant (€)')).toHaveValue('140');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ nom: 'Les Tilleuls Lyon', achat: 2500, loyers: { 'Loyers 2023': 120.5, 'Prime de bienvenue': 30, 'Loyers 2024': 140 } });
  });

  it('shows the api’s refusal of a rent at its line', async () => {
    fakeDataApi({}, [400, { error: 'invalid_data', message: 'montant refusé', champ: 'loyers.Prime de bienvenue' }]);
    renderForm();
    await save();
    await waitFor(() => expect(lineField(2, 'Montant (€)')).toHaveAccessibleDescription('montant refusé'));
    expect(lineField(2, 'Montant (€)')).toHaveFocus();
  });

  it('cancels with Escape', async () => {
    const { onCancel } = renderForm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
