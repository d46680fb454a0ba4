import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatNumber } from 'shared-kernel';
import { allowEditing, fakeDataApi, resetEditing } from 'shared-kernel/testing';
import { GoldEditing } from './GoldEditing';
import { HoldingsEditing } from './HoldingsEditing';

const GOLD = [
  { id: 1, date: '2019-04-12', grammes: 58.06 },
  { id: 2, date: '2022-02-08', grammes: -11.61 },
];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

describe('editing the gold held', () => {
  it('lists the purchases and sales, latest first, and records a sale as negative grams', async () => {
    allowEditing();
    const calls = fakeDataApi({ or: GOLD });
    render(<GoldEditing />);
    await userEvent.click(await screen.findByRole('button', { name: "Modifier l'or détenu" }));
    const table = await screen.findByRole('table', { name: 'Or acheté et vendu' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      [formatDate('2022-02-08'), 'Vente', `${formatNumber(-11.61)} g`],
      [formatDate('2019-04-12'), 'Achat', `${formatNumber(58.06)} g`],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un mouvement d’or' });
    await userEvent.type(within(form).getByLabelText('Grammes'), '-5,8{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'data/or', body: { grammes: -5.8 } });
  });

  it('refuses 0 g with the field named, in French, and writes nothing', async () => {
    allowEditing();
    const calls = fakeDataApi({ or: [] });
    render(<GoldEditing />);
    await userEvent.click(await screen.findByRole('button', { name: "Modifier l'or détenu" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un mouvement d’or' });
    await userEvent.type(within(form).getByLabelText('Grammes'), '0{Enter}');
    expect(await within(form).findByText(/grammes attendus : non nuls/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('a holding’s ISIN and units', () => {
  it('asks them when a holding is added, and refuses an ISIN whose check digit is wrong', async () => {
    allowEditing();
    const calls = fakeDataApi({ opvcm: [] });
    render(<HoldingsEditing filter="ACT" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un placement' });
    await userEvent.type(within(form).getByLabelText('Nom du placement'), 'TotalEnergies');
    await userEvent.type(within(form).getByLabelText('Banque'), 'Boursorama');
    await userEvent.type(within(form).getByLabelText('Bénéficiaire'), 'Pierre');
    await userEvent.type(within(form).getByLabelText('Montant de l’achat (€)'), '6000');
    await userEvent.type(within(form).getByLabelText('Montant de vente (€)'), '6900');
    await userEvent.type(within(form).getByLabelText('Nombre de parts'), '120');
    await userEvent.type(within(form).getByLabelText('ISIN'), 'FR0000120272{Enter}');
    expect(await within(form).findByText(/le chiffre de contrôle ne correspond pas/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('ISIN'));
    await userEvent.type(within(form).getByLabelText('ISIN'), 'FR0000120271{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'data/opvcm', body: { isin: 'FR0000120271', parts: 120, OP_TYPE_PLCMT: 'ACT' } });
  }, 20_000);
});
