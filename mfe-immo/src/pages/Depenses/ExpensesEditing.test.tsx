import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatDate } from 'shared-kernel';
import { dayInYear } from '../../edit/dates';
import { expenseRows } from '../../testing/dataRows';
import { renderRoute } from '../../testing/renderRoute';
import { serveDataApi } from 'shared-kernel/testing';

const rows = expenseRows();
const year = 2016;
const ofYear = rows.filter((e) => e.COP_DATE.startsWith(`${year}-`));

describe('expense editing on /depenses', () => {
  it("lists the selected year's rows and dates a new one in that year", async () => {
    await renderRoute('/depenses');
    const writes = serveDataApi({ rows: { depenses: rows }, overHarness: true, writesOnly: true });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Année' }), String(year));
    await userEvent.click(await screen.findByRole('button', { name: `Modifier les dépenses de ${year}` }));
    const table = await screen.findByRole('table', { name: `Dépenses enregistrées en ${year}` });
    expect(within(table).getAllByRole('row')).toHaveLength(ofYear.length + 1);
    const first = ofYear[0]!;
    expect(within(table).getAllByRole('button', { name: `Modifier la dépense « ${first.COP_LIBELLE} » du ${formatDate(first.COP_DATE)}` }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter une dépense' });
    expect(within(form).getByLabelText('Date')).toHaveValue(dayInYear(year));
    expect(within(form).getByLabelText('Date')).toHaveFocus();
    await userEvent.type(within(form).getByLabelText('Libellé'), 'Librairie');
    await userEvent.type(within(form).getByLabelText('Montant (€)'), '23,40');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    // An empty « Garage » is sent as null, as the data keeps it.
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'data/depenses',
      body: { COP_DATE: dayInYear(year), COP_LIBELLE: 'Librairie', COP_MONT: 23.4, COP_GARAGE: null },
    });
  });

  it('follows the year selector while open', async () => {
    await renderRoute('/depenses');
    serveDataApi({ rows: { depenses: rows }, overHarness: true, writesOnly: true });
    await userEvent.click(await screen.findByRole('button', { name: /^Modifier les dépenses de / }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), String(year));
    expect(await screen.findByRole('table', { name: `Dépenses enregistrées en ${year}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Modifier les dépenses de ${year}` })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks before deleting, and sends the delete once confirmed', async () => {
    await renderRoute('/depenses');
    const writes = serveDataApi({ rows: { depenses: rows }, overHarness: true, writesOnly: true });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Année' }), String(year));
    await userEvent.click(await screen.findByRole('button', { name: `Modifier les dépenses de ${year}` }));
    const table = await screen.findByRole('table', { name: `Dépenses enregistrées en ${year}` });
    const [first] = within(table).getAllByRole('button', { name: /^Supprimer / });
    await userEvent.click(first!);
    const confirm = screen.getByRole('alertdialog');
    expect(writes).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.method).toBe('DELETE');
    expect(writes[0]!.path).toMatch(/^data\/depenses\/\d+$/);
  });
});
