import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatEuro, formatPercent } from 'shared-kernel';
import type { BankEntry } from 'area-opvcm/contract';
import { fixtureOf, healApi, holdApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { cardFigures, cardTitle, cardValue, cards } from '../../testing/dom';

const banks = fixtureOf('opListeByBk');
const SPEC_COLOURS = ['blue', 'green', 'orange', 'cherry', 'red'];
const signed = (n: number) => (n > 0 ? `+${formatEuro(n)}` : formatEuro(n));

async function tiles() {
  const region = await screen.findByRole('region', { name: 'Placements par banque' });
  return cards(region);
}

describe('holdings by bank (/listebybk)', () => {
  it('shows one tile per bank: name, total sales, count, difference and Diff / sum of Diff, rounded', async () => {
    await renderRoute('/listebybk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements par banque' })).toBeInTheDocument();
    const shown = await tiles();
    expect(banks.length).toBeGreaterThan(SPEC_COLOURS.length - 1);
    expect(banks.some((b) => b.Diff < 0)).toBe(true); // a bank that loses money
    expect(shown).toHaveLength(banks.length);

    const sumDiff = banks.reduce((s, b) => s + b.Diff, 0);
    banks.forEach((bank, i) => {
      const tile = shown[i]!;
      expect(cardTitle(tile)).toBe(bank.NOM);
      expect(cardValue(tile)).toBe(formatEuro(bank.Solde));
      expect(cardFigures(tile)).toEqual([
        ['Placements', String(bank.nbre)],
        ['Différence', signed(bank.Diff)],
        ['Part', formatPercent(Math.round((100 * bank.Diff) / sumDiff))],
      ]);
      expect(tile).toHaveAttribute('data-color', SPEC_COLOURS[i % SPEC_COLOURS.length]);
    });
    // Figures read as French numbers: narrow no-break space between thousands, no-break space before €.
    expect(cardValue(shown[0]!)).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
  });

  it('adds a tile for all banks together', async () => {
    await renderRoute('/listebybk');
    await tiles();
    const [all] = cards(screen.getByRole('region', { name: 'Ensemble des banques' }));
    const sum = (f: (b: BankEntry) => number) => banks.reduce((s, b) => s + f(b), 0);
    expect(cardTitle(all!)).toBe('Toutes les banques');
    expect(cardValue(all!)).toBe(formatEuro(sum((b) => b.Solde)));
    expect(cardFigures(all!)).toEqual([
      ['Placements', String(sum((b) => b.nbre))],
      ['Différence', signed(Math.round(sum((b) => b.Diff) * 100) / 100)],
      ['Part', formatPercent(100)],
    ]);
  });

  it("shows '—' as the share when the differences add up to nothing", async () => {
    const even: BankEntry[] = [
      { NOM: 'Boursorama', Solde: 1000, nbre: 1, Diff: 250 },
      { NOM: 'Linxea', Solde: 500, nbre: 2, Diff: -250 },
    ];
    await renderRoute('/listebybk', { overrides: { opListeByBk: even } });
    const shown = await tiles();
    expect(shown.map((t) => cardFigures(t)[2])).toEqual([
      ['Part', '—'],
      ['Part', '—'],
    ]);
  });

  it('works with a trailing slash (#/listebybk/)', async () => {
    await renderRoute('/listebybk/');
    expect(await tiles()).toHaveLength(banks.length);
  });

  it('says so when there is no holding', async () => {
    await renderRoute('/listebybk', { overrides: { opListeByBk: [] } });
    expect(await screen.findByText('Aucun placement enregistré.')).toBeInTheDocument();
  });

  it('shows a spinner until the list arrives', async () => {
    const release = holdApi();
    await renderRoute('/listebybk');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    release();
    await tiles();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows 'erreur magasin' with the spec message, and Réessayer loads the tiles", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/listebybk', { failures: { opListeByBk: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load opvcm on opvcm store init');
    expect(consoleError).toHaveBeenCalledWith('unable to load opvcm on opvcm store init', expect.any(Error));

    const calls = healApi(); // the backend is back
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await tiles()).toHaveLength(banks.length);
    expect(calls).toEqual(['immeubles/oplistebybk']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
