import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { serveDataApi } from 'shared-kernel/testing';
import { renderOwnerTax } from '../../testing/renderRoute';

describe('the tax situation in « Mes données » (widget fiscalite)', () => {
  it('not set yet: says what it is for, and « Renseigner » writes the rate chosen, the regimes by default', async () => {
    await renderOwnerTax();
    const writes = serveDataApi({ rows: { fiscalite: [] }, overHarness: true, writesOnly: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Renseigner la situation fiscale' }));
    expect(screen.getByText(/^Non renseignée : sans votre tranche marginale/)).toBeInTheDocument();
    const form = screen.getByRole('group', { name: 'Renseigner la situation fiscale' });
    const rate = within(form).getByLabelText("Tranche marginale d'imposition");
    expect([...rate.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['0 %', '11 %', '30 %', '41 %', '45 %']);
    await userEvent.selectOptions(rate, '41');
    await userEvent.click(within(form).getByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: 'data/fiscalite', body: { tmi: 41, regime_foncier: null, regime_meuble: null } }]));
  });

  it('set: the rate and the regimes as their options read, « Modifier »', async () => {
    await renderOwnerTax();
    serveDataApi({ rows: { fiscalite: [{ id: 1, tmi: 30, regime_foncier: 'reel', regime_meuble: null }] }, overHarness: true, writesOnly: true });
    await screen.findByRole('button', { name: 'Modifier la situation fiscale' });
    const facts = [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Tranche marginale d'imposition", '30 %'],
      ['Locations nues', 'Régime réel (option pour 3 ans)'],
      ['Locations meublées', 'Micro-BIC s’il s’applique (par défaut)'],
    ]);
  });
});
