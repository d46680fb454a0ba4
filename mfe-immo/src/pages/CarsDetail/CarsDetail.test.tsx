import { screen, within } from '@testing-library/dom';
import { formatEuro } from 'shared-kernel';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';

const cars = fixtureOf('opeCars');

describe("car expenses 'Récap frais voitures' (/carsdetail)", () => {
  it('shows one table per group: year rows averaged over 12, the Total row over its months', async () => {
    await renderRoute('/carsdetail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Récap frais voitures' })).toBeInTheDocument();
    const groups = Object.entries(cars);
    expect(groups.length).toBeGreaterThan(1);

    for (const [label, rows] of groups) {
      const t = (await screen.findByRole('table', { name: label })) as HTMLTableElement;
      expect(headers(t)).toEqual(['année', 'Total', 'moy.mois']);
      const trs = bodyRows(t);
      const years = rows.filter((r) => r.annee !== 'Total');
      const total = rows.find((r) => r.annee === 'Total')!;
      expect(trs).toHaveLength(years.length + 1);

      years.forEach((r, i) => {
        expect(cells(trs[i]!)).toEqual([String(r.annee), formatEuro(r.montant), formatEuro(r.montant / 12)]);
        expect(trs[i]).not.toHaveClass('total');
      });
      const last = trs[trs.length - 1]!;
      expect(last).toHaveClass('total');
      expect(cells(last)).toEqual([
        'Total',
        formatEuro(total.montant),
        `${formatEuro(total.montant / total.nbmois)} (${total.nbmois})`,
      ]);
    }
  });

  it("logs 'Recup info cars in hs' and shows it in the error panel when the recap fails", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/carsdetail', { failures: { opeCars: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Recup info cars in hs');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Recup info cars in hs', expect.any(Error));
    consoleError.mockRestore();
  });
});
