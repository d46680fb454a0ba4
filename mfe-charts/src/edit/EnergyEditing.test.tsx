import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from 'shared-kernel';
import { type StoredRow } from 'shared-kernel/edit';
import { formatKwh } from '../graph/units';
import { allowEditing, fakeDataApi, resetEditing } from 'shared-kernel/testing';
import type { chartsSections } from 'area-charts/contract';
import { EnergyEditing } from './EnergyEditing';

const reading = (id: number, compteur: 'Herm' | 'Fleurs', date: string, kwh: number): StoredRow<typeof chartsSections.energie> => ({ id, compteur, date, kwh });
const ROWS = [reading(1, 'Herm', '2024-01-31', 300), reading(2, 'Fleurs', '2024-02-29', 210), reading(3, 'Herm', '2024-02-29', 280)];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

describe('editing the energy readings', () => {
  it('lists the readings newest first, in fr-FR', async () => {
    allowEditing();
    fakeDataApi({ energie: ROWS });
    render(<EnergyEditing />);
    const table = await screen.findByRole('table', { name: 'Relevés des compteurs' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent));
    expect(cells).toEqual([
      ['Fleurs', formatDate('2024-02-29'), formatKwh(210)],
      ['Herm', formatDate('2024-02-29'), formatKwh(280)],
      ['Herm', formatDate('2024-01-31'), formatKwh(300)],
    ]);
  });

  it('adds a reading: the meter, the date and the kWh, each labelled', async () => {
    allowEditing();
    const calls = fakeDataApi({ energie: ROWS }, [201, { payload: reading(4, 'Herm', '2024-03-31', 250) }]);
    render(<EnergyEditing />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un relevé' });
    expect(within(form).getByLabelText('Compteur')).toHaveValue('Fleurs');
    expect(within(form).getByLabelText('Compteur')).toHaveFocus();
    await userEvent.selectOptions(within(form).getByLabelText('Compteur'), 'Herm');
    const date = within(form).getByLabelText('Date du relevé');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-03-31');
    await userEvent.type(within(form).getByLabelText('Consommation (kWh)'), '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: 'data/energie', body: { compteur: 'Herm', date: '2024-03-31', kwh: 250 } }]));
  });

  it('shows the shared schema’s message at the kWh', async () => {
    allowEditing();
    fakeDataApi({ energie: ROWS });
    render(<EnergyEditing />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier le relevé Herm du 31/01/2024' }));
    const kwh = screen.getByLabelText('Consommation (kWh)');
    await userEvent.clear(kwh);
    await userEvent.type(kwh, '-5{Enter}');
    expect(kwh).toHaveAttribute('aria-invalid', 'true');
    expect(kwh).toHaveAccessibleDescription(expect.stringContaining('nombre positif ou nul attendu'));
  });

  it('shows nothing where the api cannot write', async () => {
    const calls = fakeDataApi({ energie: ROWS });
    const { container } = render(<EnergyEditing />);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['capabilities']));
    expect(container).toBeEmptyDOMElement();
  });
});
