import { screen, waitFor, within } from '@testing-library/dom';
import { formatEuro, formatInteger } from 'shared-kernel';
import { PROPERTY_TYPES } from '../../contract';
import { fixtureOf, renderOverview, silenceConsoleError } from '../../testing/renderRoute';
import { cardValue } from '../../testing/dom';

const { immos } = fixtureOf('allDataImmos');
const recap = fixtureOf('recapLoyers');

describe('Home overview widget', () => {
  it("shows 'Total parc', 'Nbre vendus' and a count per property type", async () => {
    const { container } = await renderOverview();
    const parc = await screen.findByRole('group', { name: 'Parc immobilier' });
    expect(cardValue('Total parc', parc)).toBe(formatInteger(immos.length));
    const sold = immos.filter((i) => i.IM_VENDU === 1).length;
    expect(sold).toBeGreaterThan(0);
    expect(cardValue('Nbre vendus', parc)).toBe(formatInteger(sold));
    for (const type of PROPERTY_TYPES) {
      const count = immos.filter((i) => i.IM_TYPE_PROP === type).length;
      expect(count).toBeGreaterThan(0);
      expect(cardValue(type, parc)).toBe(formatInteger(count));
    }
    expect(within(parc).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Total parc',
      'Nbre vendus',
      'PROP',
      'PRINC',
      'NUE',
      'INDI',
    ]);
    // A widget has no page heading of its own: it sits in the Home page.
    expect(within(container).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('adds the rent recap summary cards, without the per-property cards', async () => {
    await renderOverview();
    // The placeholders' cards are replaced when the recap arrives: query the group again.
    const summary = () => screen.getByRole('group', { name: 'Récapitulatif des loyers' });
    await waitFor(() => expect(cardValue('Loyers théoriques', summary())).toBe(formatEuro(recap.totalLoyerTheorique)));
    expect(cardValue('Loyers perçus', summary())).toBe(formatEuro(recap.totalLoyerPercus));
    expect(cardValue('Honoraires', summary())).toBe(formatEuro(recap.totalHonoraires));
    expect(screen.queryByRole('region', { name: 'Loyers par bien' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /récap des loyers/ })).toHaveAttribute('href', '#/recap');
  });

  it('shows the spec message for alldata when the properties cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderOverview({ failures: { allDataImmos: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load immos on immostore init', expect.any(Error));
    // The rent recap, loaded separately, still shows.
    await waitFor(() => expect(cardValue('Loyers perçus')).toBe(formatEuro(recap.totalLoyerPercus)));
    consoleError.mockRestore();
  });
});
