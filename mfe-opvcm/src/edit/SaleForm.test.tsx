import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro } from 'shared-kernel';
import { type StoredRow } from 'shared-kernel/edit';
import { LastChangeProbe, fakeDataApi, resetEditing } from 'shared-kernel/testing';
import type { opvcmSections } from 'area-opvcm/contract';
import { SaleForm } from './SaleForm';

const HOLDING: StoredRow<typeof opvcmSections.opvcm> = {
  id: 7,
  OP_BQ: 'Boursorama',
  OP_NOM: 'Air Liquide',
  OP_MT_VTE: 3150.4,
  OP_MT_ACHAT: 2000,
  OP_TYPE_PLCMT: 'ACT',
  OP_BENEF: 'Pierre',
  OP_DATE: '2019-04-12',
};
const { id: _id, ...UNCHANGED } = HOLDING;

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

function renderSale() {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  render(
    <>
      <SaleForm holding={HOLDING} onDone={onDone} onCancel={onCancel} />
      <LastChangeProbe />
    </>,
  );
  return { onDone, onCancel, amount: screen.getByLabelText('Montant de la vente (€)') };
}

describe('the « Vendre » form of a holding', () => {
  it('asks for the sale amount, saying what it replaces and what it changes', () => {
    const { amount } = renderSale();
    expect(screen.getByRole('group', { name: 'Vendre « Air Liquide » (Boursorama)' })).toBeInTheDocument();
    expect(amount).toHaveValue('3150,4');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(
      `Ce que la vente a rapporté. Il remplace le montant de vente actuel (${formatEuro(3150.4)}) dans le solde de Boursorama ` +
        `et dans la plus-value (vente moins achat de ${formatEuro(2000)}).`,
    );
    // Only the sale amount: the rest of the holding is not the sale's business.
    expect(screen.getAllByRole('textbox')).toEqual([amount]);
  });

  it('replaces the sale amount only, then offers to undo it', async () => {
    const calls = fakeDataApi({}, [200, { payload: { ...HOLDING, OP_MT_VTE: 3400.5 } }]);
    const { onDone, amount } = renderSale();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3400,5{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: 'data/opvcm/7', body: { ...UNCHANGED, OP_MT_VTE: 3400.5 } }]);
    expect(await screen.findByText('Vente de « Air Liquide » enregistrée.')).toBeInTheDocument();
  });

  it('shows the shared schema’s message at the amount and sends nothing', async () => {
    const calls = fakeDataApi({});
    const { amount } = renderSale();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3 400 €');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('nombre attendu (ex. 1234.5)'));
    expect(calls).toEqual([]);
  });

  it('keeps the amount typed when the save fails, with « Réessayer »', async () => {
    const calls = fakeDataApi({}, [503, { error: 'unavailable', message: 'Service indisponible.' }], [200, { payload: HOLDING }]);
    const { onDone, amount } = renderSale();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2900');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enregistrement impossible : Service indisponible.');
    expect(amount).toHaveValue('2900');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      { ...UNCHANGED, OP_MT_VTE: 2900 },
      { ...UNCHANGED, OP_MT_VTE: 2900 },
    ]);
  });

  it('cancels with « Annuler » or Escape', async () => {
    const { onCancel } = renderSale();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
