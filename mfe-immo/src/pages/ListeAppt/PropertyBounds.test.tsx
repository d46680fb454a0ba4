/** The property forms refuse impossible figures at their field, with the api's own French message, and send nothing. */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { propertyRows } from '../../testing/dataRows';
import { renderRoute } from '../../testing/renderRoute';
import { serveDataApi } from 'shared-kernel/testing';

const rows = propertyRows();
const rented = rows.find((r) => r.IM_VENDU === 0 && r.IM_MT_LOYER > 0 && r.IM_DATE_ACHAT !== null)!;

async function openPanel() {
  await screen.findByRole('table', { name: 'Biens non vendus' });
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier les biens' }));
  return screen.findByRole('table', { name: 'Biens enregistrés' });
}

/** Replaces a field's text, as the owner would. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('impossible figures in the property forms', () => {
  it('a negative purchase price: refused at « Prix d’achat », nothing sent', async () => {
    await renderRoute('/listeappt');
    const writes = serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un bien' });
    await userEvent.type(within(form).getByLabelText('Nom'), 'Garage Lyon');
    const price = within(form).getByLabelText("Prix d'achat (€)");
    await userEvent.type(price, '-12000');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('montant positif ou nul attendu');
    expect(price).toHaveFocus();
    expect(writes).toHaveLength(0);
  });

  it('agency fees above the rent: refused at « Honoraires d’agence », then saved once lowered', async () => {
    await renderRoute('/listeappt');
    const writes = serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    const table = await openPanel();
    await userEvent.click(within(table).getByRole('button', { name: `Modifier le bien « ${rented.IM_NOM} »` }));
    const form = screen.getByRole('group', { name: `Modifier le bien « ${rented.IM_NOM} »` });
    const fee = within(form).getByLabelText("Honoraires d'agence mensuels (€)");
    expect(fee).toHaveAccessibleDescription('Pas plus que le loyer');
    await retype(fee, String(rented.IM_MT_LOYER + 1));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(fee).toHaveAccessibleDescription("les honoraires d'agence ne peuvent pas dépasser le loyer Pas plus que le loyer");
    expect(writes).toHaveLength(0);

    await retype(fee, String(rented.IM_MT_LOYER));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes).toEqual([expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ IM_AGENCE: rented.IM_MT_LOYER }) })]);
  });

  it('a sale dated before the purchase: refused at « Date de vente »', async () => {
    await renderRoute('/listeappt');
    const writes = serveDataApi({ rows: { immos: rows }, overHarness: true, writesOnly: true });
    const table = await openPanel();
    await userEvent.click(within(table).getByRole('button', { name: `Vendre le bien « ${rented.IM_NOM} »` }));
    const form = screen.getByRole('group', { name: `Vendre « ${rented.IM_NOM} »` });
    const date = within(form).getByLabelText('Date de vente');
    // The day before the purchase.
    const before = new Date(`${rented.IM_DATE_ACHAT}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    await retype(date, before.toISOString().slice(0, 10));
    await userEvent.type(within(form).getByLabelText('Prix de vente (€)'), '150000');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription("la vente ne peut pas précéder l'achat");
    expect(writes).toHaveLength(0);
  });
});
