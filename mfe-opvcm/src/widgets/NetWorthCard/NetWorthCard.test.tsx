import { screen, within } from '@testing-library/react';
import { formatEuro, formatPercent } from 'shared-kernel';
import { fixtureOf, renderNetWorthCard, silenceConsoleError } from '../../testing/renderRoute';
import { card, cardValue } from '../../testing/dom';

/** toHaveTextContent collapses the no-break spaces of fr-FR figures: the expected text too. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('Home « Patrimoine net » card', () => {
  it('shows the latest net worth, its change over 12 months and the way to the page', async () => {
    const { container } = await renderNetWorthCard();
    const net = await screen.findByRole('heading', { level: 3, name: 'Patrimoine net' });
    expect(cardValue(card('Patrimoine net'))).toBe(formatEuro(276800));
    expect(net.closest('section')).toHaveTextContent(spaced(`${formatEuro(-97600)} sur 12 mois (${formatPercent(-26.1)})`));
    expect(screen.getByRole('link', { name: 'Voir le patrimoine mois par mois' })).toHaveAttribute('href', '#/patrimoine');
    expect(within(container).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says « Or non valorisé (aucun cours connu) » when gold is held with no price', async () => {
    const { mois } = fixtureOf('patrimoine');
    await renderNetWorthCard({ overrides: { patrimoine: { mois, non_valorises: ['or'] } } });
    await screen.findByRole('heading', { level: 3, name: 'Patrimoine net' });
    expect(card('Patrimoine net')).toHaveTextContent('Or non valorisé (aucun cours connu)');
  });

  it('keeps its failure in its own French panel, with « Réessayer »', async () => {
    const consoleError = silenceConsoleError();
    await renderNetWorthCard({ failures: { patrimoine: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger le patrimoine.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
