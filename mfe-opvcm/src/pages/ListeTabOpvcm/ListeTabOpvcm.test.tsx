import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatEuro } from 'shared-kernel';
import type { Opvcm } from 'area-opvcm/contract';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, card, cardValue, cells, headers } from '../../testing/dom';

const { opvcm } = fixtureOf('allDataOpvcm');
const signed = (n: number) => (n > 0 ? `+${formatEuro(n)}` : formatEuro(n));
const cents = (n: number) => Math.round(n * 100) / 100;

const rowOf = (o: Opvcm) => [
  o.OP_BQ,
  o.OP_NOM,
  o.OP_TYPE_PLCMT,
  o.OP_BENEF,
  formatEuro(o.OP_MT_ACHAT),
  formatEuro(o.OP_MT_VTE),
  signed(cents(o.OP_MT_VTE - o.OP_MT_ACHAT)),
];

async function holdingsTable(label: string) {
  return (await screen.findByRole('table', { name: `Placements ${label}` })) as HTMLTableElement;
}

const saleTotal = (ops: readonly Opvcm[]) => formatEuro(cents(ops.reduce((s, o) => s + o.OP_MT_VTE, 0)));

describe('holdings table (/listetabopvcm)', () => {
  it('shows the Assv-0 holdings as a table with their total, then every holding with All', async () => {
    await renderRoute('/listetabopvcm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau des placements' })).toBeInTheDocument();
    let t = await holdingsTable('Assv-0');
    expect(headers(t)).toEqual(['Banque', 'Nom', 'Type', 'Bénéficiaire', 'Achat', 'Vente', 'Plus-value']);
    const assv0 = opvcm.filter((o) => o.OP_TYPE_PLCMT === 'ASSV0');
    expect(bodyRows(t).map(cells)).toEqual(assv0.map(rowOf));
    expect(cardValue(card('Total de la sélection'))).toBe(saleTotal(assv0));

    const all = screen.getByRole('button', { name: 'All' });
    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    t = await holdingsTable('All');
    expect(bodyRows(t).map(cells)).toEqual(opvcm.map(rowOf));
    expect(cardValue(card('Total de la sélection'))).toBe(saleTotal(opvcm));
  });

  it('sorts by a column, ascending then descending', async () => {
    await renderRoute('/listetabopvcm');
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    const t = await holdingsTable('All');
    const sale = within(t).getByRole('button', { name: 'Vente' });
    await userEvent.click(sale);
    expect(sale.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = [...opvcm].sort((a, b) => a.OP_MT_VTE - b.OP_MT_VTE);
    expect(bodyRows(t).map(cells)).toEqual(ascending.map(rowOf));

    await userEvent.click(within(t).getByRole('button', { name: /Vente/ }));
    expect(sale.closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows(t).map(cells)).toEqual([...ascending].reverse().map(rowOf));

    const gain = within(t).getByRole('button', { name: 'Plus-value' });
    await userEvent.click(gain);
    const byGain = [...opvcm].sort((a, b) => a.OP_MT_VTE - a.OP_MT_ACHAT - (b.OP_MT_VTE - b.OP_MT_ACHAT));
    expect(cells(bodyRows(t)[0]!)).toEqual(rowOf(byGain[0]!));
    expect(byGain[0]!.OP_MT_VTE).toBeLessThan(byGain[0]!.OP_MT_ACHAT); // a loss comes first
  });

  it("shows 'erreur magasin' with the alldata message when the holdings cannot be loaded", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/listetabopvcm', { failures: { allDataOpvcm: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
