import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIDDEN_AMOUNT, formatEuro, formatPercent, privacyMode } from 'shared-kernel';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, card, cardValue, cells, headers } from '../../testing/dom';

/** toHaveTextContent collapses the no-break spaces of fr-FR figures: the expected text too. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const { mois } = fixtureOf('patrimoine');
const HEADERS = ['Immobilier', 'Placements', 'Bricks', 'Or', 'Emprunts', 'Patrimoine net'];
const figures = (m: (typeof mois)[number]) => [m.immobilier, m.placements, m.bricks, m.or!, m.emprunts, m.net].map(formatEuro);

afterEach(() => privacyMode.set(false));

describe('net worth (/patrimoine)', () => {
  it('shows the latest net worth and its change over 12 months', async () => {
    await renderRoute('/patrimoine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patrimoine' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Patrimoine net' });
    const net = card('Patrimoine net');
    // The fixture's last month is 2026-01: 276 800 €, against 374 400 € in 2025-01 (a property sold in 2025-07): −97 600 €, −26,07 % shown to the unit.
    expect(cardValue(net)).toBe(formatEuro(276800));
    expect(net).toHaveTextContent(spaced(`Fin 01/2026 : ${formatEuro(-97600)} sur 12 mois (${formatPercent(-26.1)})`));
  });

  it('draws the classes and the net line, with the month-by-month figures behind « Voir les données »', async () => {
    await renderRoute('/patrimoine');
    const figure = await screen.findByRole('figure', { name: 'Évolution du patrimoine' });
    const chart = await within(figure).findByRole('img', { name: 'Patrimoine par classe et patrimoine net, mois par mois' }, { timeout: 5000 });
    await waitFor(() => expect(chart.querySelectorAll('path[fill-opacity]')).toHaveLength(5));
    const legend = within(figure).getByRole('list', { name: 'Légende' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(HEADERS.slice(0, 4).concat('Emprunts', 'Patrimoine net'));
    await userEvent.click(within(figure).getByText('Voir les données'));
    const table = within(figure).getByRole('table', { name: 'Patrimoine mois par mois' }) as HTMLTableElement;
    expect(headers(table)).toEqual(['Mois', ...HEADERS]);
    expect(bodyRows(table).map(cells)).toEqual(mois.map((m) => [`${m.mois.slice(5)}/${m.mois.slice(0, 4)}`, ...figures(m)]));
  });

  it('lists the years: December, or the last month known of the year', async () => {
    await renderRoute('/patrimoine');
    const table = (await screen.findByRole('table', { name: 'Patrimoine par année (décembre, ou le dernier mois connu)' })) as HTMLTableElement;
    expect(headers(table)).toEqual(['Année', ...HEADERS]);
    // On a phone the table scrolls sideways in a box the keyboard reaches.
    expect(screen.getByRole('region', { name: 'Patrimoine par année (décembre, ou le dernier mois connu)' })).toHaveAttribute('tabindex', '0');
    const byMonth = new Map(mois.map((m) => [m.mois, m]));
    expect(bodyRows(table).map(cells)).toEqual([
      ['2024', ...figures(byMonth.get('2024-12')!)],
      ['2025', ...figures(byMonth.get('2025-12')!)],
      ['2026 (fin 01/2026)', ...figures(byMonth.get('2026-01')!)],
    ]);
  });

  it('says « Or non valorisé (aucun cours connu) » for gold held with no price, and shows no 0 € for it', async () => {
    // The last month: 50 g held and no price ever known; its net leaves the gold out.
    const last = { ...mois.at(-1)!, or: null, net: mois.at(-1)!.net - mois.at(-1)!.or! };
    await renderRoute('/patrimoine', { overrides: { patrimoine: { mois: [...mois.slice(0, -1), last], non_valorises: ['or'] } } });
    await screen.findByRole('heading', { level: 2, name: 'Patrimoine net' });
    const net = card('Patrimoine net');
    expect(within(net).getByRole('note')).toHaveTextContent('Or non valorisé (aucun cours connu)');
    expect(cardValue(net)).toBe(formatEuro(last.net));
    const table = screen.getByRole('table', { name: /Patrimoine par année/ }) as HTMLTableElement;
    expect(cells(bodyRows(table).at(-1)!)[4]).toBe('non valorisé');
  });

  it('hides every amount in privacy mode', async () => {
    await renderRoute('/patrimoine');
    await screen.findByRole('table', { name: /Patrimoine par année/ });
    act(() => privacyMode.set(true));
    const net = card('Patrimoine net');
    await waitFor(() => expect(cardValue(net)).toBe(HIDDEN_AMOUNT));
    expect(net).toHaveTextContent(`Fin 01/2026 : ${HIDDEN_AMOUNT} sur 12 mois`);
    expect(net).not.toHaveTextContent('%');
    const table = screen.getByRole('table', { name: /Patrimoine par année/ }) as HTMLTableElement;
    expect(bodyRows(table).flatMap((r) => cells(r).slice(1))).toEqual(new Array(3 * HEADERS.length).fill(HIDDEN_AMOUNT));
    expect(document.body.textContent).not.toMatch(/\d\s?€/);
  });

  it('shows the French error panel with « Réessayer » when the net worth cannot be read', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/patrimoine', { failures: { patrimoine: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger le patrimoine.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
