import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { propertyRows } from '../../testing/dataRows';
import { isoDay } from '../../edit/dates';
import { renderRoute } from '../../testing/renderRoute';
import { serveDataApi } from 'shared-kernel/testing';

const rows = propertyRows();
const unsold = rows.filter((r) => r.IM_VENDU === 0);
const sold = rows.find((r) => r.IM_VENDU === 1)!;

async function openPanel() {
  await screen.findByRole('table', { name: 'Biens non vendus' });
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier les biens' }));
  return screen.findByRole('table', { name: 'Biens enregistrés' });
}

describe('property editing under Liste Appt', () => {
  it('is not there when the api cannot write (legacy backend)', async () => {
    await renderRoute('/listeappt');
    await screen.findByRole('table', { name: 'Biens non vendus' });
    await waitFor(() => expect(queryClient.getQueryState(CAPABILITIES_KEY)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Modifier les biens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier les taxes foncières' })).not.toBeInTheDocument();
  });

  it('lists every property, and offers « Vendre » for the unsold ones only', async () => {
    await renderRoute('/listeappt');
    serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    const table = await openPanel();
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    expect(within(table).getByRole('button', { name: `Vendre le bien « ${unsold[0]!.IM_NOM} »` })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: `Vendre le bien « ${sold.IM_NOM} »` })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Modifier le bien « ${sold.IM_NOM} »` })).toBeInTheDocument();
  });

  it('sells a property: the sale date (today) and price are required, the rest of the row is kept', async () => {
    await renderRoute('/listeappt');
    const writes = serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    const table = await openPanel();
    const property = unsold[0]!;
    await userEvent.click(within(table).getByRole('button', { name: `Vendre le bien « ${property.IM_NOM} »` }));
    const form = screen.getByRole('group', { name: `Vendre « ${property.IM_NOM} »` });
    const date = within(form).getByLabelText('Date de vente');
    expect(date).toHaveValue(isoDay());
    expect(date).toHaveFocus();
    const price = within(form).getByLabelText('Prix de vente (€)');
    expect(price).toHaveValue('');

    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('nombre attendu (ex. 1234.5)');
    expect(writes).toHaveLength(0);

    await userEvent.type(price, '185000{Enter}');
    await waitFor(() => expect(writes).toHaveLength(1));
    const { id, ...rest } = property;
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: `data/immos/${id}`,
      body: { ...rest, IM_VENDU: 1, IM_DATE_VTE: isoDay(), IM_PX_VTE: 185000 },
    });
    await waitFor(() => expect(screen.queryByRole('group', { name: `Vendre « ${property.IM_NOM} »` })).not.toBeInTheDocument());
  });

  it('« Annuler » and Escape close the sale form without writing', async () => {
    await renderRoute('/listeappt');
    const writes = serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    const table = await openPanel();
    const vendre = within(table).getByRole('button', { name: `Vendre le bien « ${unsold[0]!.IM_NOM} »` });
    await userEvent.click(vendre);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByLabelText('Date de vente')).not.toBeInTheDocument();
    await userEvent.click(vendre);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Date de vente')).not.toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it('edits the share, the furnished letting and the acquisition costs, keeping the rest of the row', async () => {
    await renderRoute('/listeappt');
    const writes = serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    const table = await openPanel();
    const property = unsold[0]!;
    await userEvent.click(within(table).getByRole('button', { name: `Modifier le bien « ${property.IM_NOM} »` }));
    const form = screen.getByRole('group', { name: `Modifier le bien « ${property.IM_NOM} »` });
    const share = within(form).getByLabelText('Quote-part (%)');
    expect(share).toHaveValue('');
    expect(share).toHaveAccessibleDescription('Votre part du bien. Vide\u00a0: 100\u00a0%, ou 50\u00a0% pour un bien de type INDI (indivision)');
    const furnished = within(form).getByRole('checkbox', { name: 'Location meublée' });
    expect(furnished).not.toBeChecked();
    expect(furnished).toHaveAccessibleDescription('Déclarée en BIC, hors déclaration 2044');
    const costs = within(form).getByLabelText("Frais d'acquisition (notaire, agence)");
    expect(costs).toHaveValue(String(property.IM_FRAIS_ACHAT));

    await userEvent.type(share, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toHaveLength(0);

    await userEvent.clear(share);
    await userEvent.type(share, '33,5');
    await userEvent.click(furnished);
    await userEvent.clear(costs);
    await userEvent.type(costs, '14500,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    const { id, ...rest } = property;
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: `data/immos/${id}`,
      // The fixture has no lease nor address: the form sends their fields empty.
      body: { ...rest, IM_DATE_BAIL: null, IM_TRIM_IRL: null, IM_ADRESSE: null, IM_QUOTE_PART: 33.5, IM_MEUBLE: 1, IM_FRAIS_ACHAT: 14500.5 },
    });
  }, 20_000);
});
