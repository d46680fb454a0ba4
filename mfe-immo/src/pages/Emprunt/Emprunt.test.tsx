import { screen, within } from '@testing-library/dom';
import { formatEuro } from 'shared-kernel';
import { TOTAL_ROW } from 'area-immo/contract';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers, table } from '../../testing/dom';

const tdb = fixtureOf('tdb');
const CAPTION = 'Capital, intérêts et durée restant dus par emprunt';

describe('loan table (/emprunt)', () => {
  it('lists every loan with the spec columns, the total row last and highlighted', async () => {
    await renderRoute('/emprunt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emprunts' })).toBeInTheDocument();
    const t = await screen.findByRole('table', { name: CAPTION });
    expect(headers(t as HTMLTableElement)).toEqual(['Nom', 'Total', 'int dû', 'total temp', 'Délai', 'Du']);

    const rows = bodyRows(table(CAPTION));
    const names = Object.keys(tdb.emprunt);
    expect(Object.keys(tdb.emprunt)[0]).toBe(TOTAL_ROW); // the fixture sends it first
    expect(rows).toHaveLength(names.length);

    const loans = Object.entries(tdb.emprunt).filter(([name]) => name !== TOTAL_ROW);
    loans.forEach(([name, loan], i) => {
      expect(cells(rows[i]!)).toEqual([
        name,
        formatEuro(loan.total),
        formatEuro(loan.int_du),
        formatEuro(loan.total_emp),
        `${loan.delai} mois`,
        formatEuro(loan.du),
      ]);
      expect(rows[i]).not.toHaveClass('total');
      expect(within(rows[i]!).getByRole('link', { name })).toHaveAttribute('href', `#/emprunt/${encodeURIComponent(name)}`);
    });

    const last = rows[rows.length - 1]!;
    const total = tdb.emprunt[TOTAL_ROW]!;
    expect(last).toHaveClass('total');
    expect(within(last).queryByRole('link')).not.toBeInTheDocument();
    expect(cells(last)).toEqual([
      'Total',
      formatEuro(total.total),
      formatEuro(total.int_du),
      formatEuro(total.total_emp),
      `${total.delai} mois`,
      formatEuro(total.du),
    ]);
  });

  it('works with a trailing slash (#/emprunt/)', async () => {
    await renderRoute('/emprunt/');
    expect(await screen.findByRole('table', { name: CAPTION })).toBeInTheDocument();
  });

  it("shows 'erreur magasin' with the spec message when the loans cannot be loaded", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/emprunt', { failures: { tdb: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load emprunts');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load emprunts', expect.any(Error));
    consoleError.mockRestore();
  });
});
