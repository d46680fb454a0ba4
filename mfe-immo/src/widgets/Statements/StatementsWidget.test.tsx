import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { propertyRows } from '../../testing/dataRows';
import { renderStatementsWidget } from '../../testing/renderRoute';

const RULES = [
  { id: 1, motif: 'LOYER MARTIN', montant_min: 800, montant_max: null, section: 'loyers', IM_NOM: 'Lyon Croix-Rousse', bail_id: 3, categorie: null, groupe: null },
  { id: 2, motif: '/^PRLV EDF/', montant_min: null, montant_max: null, section: 'chargesBiens', IM_NOM: 'Grenoble Championnet', bail_id: null, categorie: 'assurance', groupe: null },
];

async function open() {
  await renderStatementsWidget();
  const writes = serveDataApi({ rows: { regles: RULES, immos: propertyRows() }, overHarness: true, writesOnly: true });
  const table = await screen.findByRole('table', { name: 'Règles de classement' });
  return { writes, table };
}

describe('the bank statements in « Mes données » (widget releves)', () => {
  it('links to the import page and lists the rules in French, their motifs in words', async () => {
    const { table } = await open();
    expect(screen.getByRole('link', { name: 'Importer un relevé bancaire' })).toHaveAttribute('href', '#/releves');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent));
    expect(rows).toEqual([
      ['contient LOYER MARTIN', 'Loyers encaissés', 'Lyon Croix-Rousse', 'à partir de 800,00\u00a0€'],
      ['commence par PRLV EDF (en respectant les majuscules)', 'Charges des biens', 'Grenoble Championnet · Assurance (ligne 223)', 'tous'],
    ]);
  });

  it('adds a rule, the fields it does not use sent empty', async () => {
    const { writes } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter une règle' });
    await userEvent.type(within(form).getByLabelText('Motif'), 'TOTAL');
    await userEvent.selectOptions(within(form).getByLabelText('Classer dans'), 'Frais de voiture');
    await userEvent.type(within(form).getByLabelText('Véhicule ou catégorie'), 'Clio');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'data/regles',
      body: { motif: 'TOTAL', section: 'voitures', IM_NOM: null, categorie: null, groupe: 'Clio', montant_min: null, montant_max: null, bail_id: null },
    });
  });

  it("keeps the motif as written in its field, and shows the api's refusal there", async () => {
    await renderStatementsWidget();
    serveDataApi({
      rows: { regles: RULES, immos: propertyRows() },
      overHarness: true,
      refuse: () => [400, { error: 'invalid_row', message: 'expression régulière invalide', champ: 'motif' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier la règle « commence par PRLV EDF (en respectant les majuscules) »' }));
    const motif = screen.getByLabelText('Motif');
    expect(motif).toHaveValue('/^PRLV EDF/');
    await userEvent.clear(motif);
    await userEvent.type(motif, '/(/{Enter}');
    await waitFor(() => expect(motif).toHaveAttribute('aria-invalid', 'true'));
    expect(motif).toHaveAccessibleDescription(expect.stringContaining('expression régulière invalide'));
  });

  it('deletes a rule once confirmed', async () => {
    const { writes } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la règle « contient LOYER MARTIN »' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: 'data/regles/1', body: undefined }]));
  });

  it('shows nothing where the api cannot write', async () => {
    const { container } = await renderStatementsWidget();
    await waitFor(() => expect(queryClient.getQueryState(CAPABILITIES_KEY)?.status).toBe('success'));
    await waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });
});
