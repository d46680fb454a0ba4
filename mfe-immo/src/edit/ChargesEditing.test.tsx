import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowEditing, fakeDataApi, resetEditing } from 'shared-kernel/testing';
import { ChargesEditing } from './ChargesEditing';

const ROWS = [
  { id: 1, IM_NOM: 'Lyon Croix-Rousse', date: '2024-11-03', montant: 168, categorie: 'assurance', libelle: 'Assurance PNO' },
  { id: 2, IM_NOM: 'Lyon Croix-Rousse', date: '2025-02-10', montant: 1200.5, categorie: 'travaux', libelle: 'Peinture' },
  { id: 3, IM_NOM: 'Chambéry Le Biollay', date: '2025-03-01', montant: 360, categorie: 'provisions_copro', libelle: null },
  { id: 4, IM_NOM: 'Lyon Croix-Rousse', date: '2025-06-20', montant: 3000, categorie: 'subvention', libelle: 'Subvention ANAH' },
];
const IMMOS = [{ id: 1, IM_NOM: 'Lyon Croix-Rousse' }, { id: 2, IM_NOM: 'Chambéry Le Biollay' }];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

/** The cells of each row but the actions, spaces plain (fr-FR writes no-break ones in amounts). */
const firstCells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(0, -1).map((c) => (c.textContent ?? '').replace(/\s/g, ' ')));

describe('ChargesEditing', () => {
  it('shows nothing, and reads nothing, where the api cannot write', async () => {
    const calls = fakeDataApi({ chargesBiens: ROWS });
    const { container } = render(<ChargesEditing year={2025} />);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['capabilities']));
    expect(container).toBeEmptyDOMElement();
  });

  it('one year, every property: latest first, the category naming its line of form 2044', async () => {
    allowEditing();
    const calls = fakeDataApi({ chargesBiens: ROWS, immos: IMMOS });
    render(<ChargesEditing year={2025} />);
    // Closed until asked for: nothing read yet.
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier les charges de 2025' }));
    const table = await screen.findByRole('table', { name: 'Charges de 2025' });
    expect(screen.getByRole('heading', { name: 'Charges et subventions de 2025' })).toBeInTheDocument();
    expect(firstCells(table)).toEqual([
      ['20/06/2025', 'Lyon Croix-Rousse', 'Subvention reçue (ligne 213)', 'Subvention ANAH', '3 000,00 €'],
      ['01/03/2025', 'Chambéry Le Biollay', 'Provisions pour charges de copropriété (ligne 229)', '', '360,00 €'],
      ['10/02/2025', 'Lyon Croix-Rousse', "Travaux de réparation, d'entretien et d'amélioration (ligne 224)", 'Peinture', '1 200,50 €'],
    ]);
  });

  it('one property (its sheet): no « Bien » to choose, the property sent with the row', async () => {
    allowEditing();
    const calls = fakeDataApi({ chargesBiens: ROWS });
    render(<ChargesEditing property="Lyon Croix-Rousse" year={2025} />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier les charges de « Lyon Croix-Rousse » en 2025' }));
    const table = await screen.findByRole('table', { name: 'Charges de « Lyon Croix-Rousse » en 2025' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Catégorie', 'Libellé', 'Montant', 'Actions']);
    expect(firstCells(table).map((r) => r[0])).toEqual(['20/06/2025', '10/02/2025']);
    // The property names are not read: the form does not ask for one.
    expect(calls.map((c) => c.path)).toEqual(['data/chargesBiens']);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter une charge' });
    expect(within(form).queryByLabelText('Bien')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Catégorie')).toHaveValue('travaux');
    const date = within(form).getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2025-09-15');
    await userEvent.selectOptions(within(form).getByLabelText('Catégorie'), 'Travaux de rénovation énergétique (ligne 224)');
    await userEvent.type(within(form).getByLabelText('Montant (€)'), '8450,5{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: 'data/chargesBiens',
      body: { IM_NOM: 'Lyon Croix-Rousse', date: '2025-09-15', categorie: 'travaux_energie', montant: 8450.5, libelle: null },
    });
  });

  it('every charge of one property, without a year', async () => {
    allowEditing();
    fakeDataApi({ chargesBiens: ROWS });
    render(<ChargesEditing property="Chambéry Le Biollay" />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier les charges de « Chambéry Le Biollay »' }));
    const table = await screen.findByRole('table', { name: 'Charges de « Chambéry Le Biollay »' });
    expect(firstCells(table)).toEqual([['01/03/2025', 'Provisions pour charges de copropriété (ligne 229)', '', '360,00 €']]);
  });
});
