import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro } from 'shared-kernel';
import type { Opvcm } from 'area-opvcm/contract';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';

const { opvcm } = fixtureOf('allDataOpvcm');
const cents = (n: number) => Math.round(n * 100) / 100;
const banks = [...new Set(opvcm.map((o) => o.OP_BQ))];
const bankTotal = (bank: string) => cents(opvcm.filter((o) => o.OP_BQ === bank).reduce((s, o) => s + o.OP_MT_VTE, 0));
const key = (o: Opvcm) => `${o.OP_BQ}.${o.OP_NOM}`;

async function figure() {
  return screen.findByRole('figure', { name: 'Bulles des placements, regroupés par banque' }, { timeout: 5000 });
}

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('holdings bubble chart (/grapheopvcm)', () => {
  it('draws one bubble per holding of each bank, labelled with the holding name', async () => {
    await renderRoute('/grapheopvcm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphe bulles' })).toBeInTheDocument();
    const chart = await figure();
    const distinct = new Set(opvcm.filter((o) => o.OP_MT_VTE > 0).map(key));
    expect(distinct.size).toBeLessThan(opvcm.length); // one fund bought twice at one bank: one bubble
    expect(chart.querySelectorAll('circle')).toHaveLength(distinct.size);
    // Labels show the holding, never the bank prefix of the id.
    const labels = Array.from(chart.querySelectorAll('text')).map((t) => t.textContent ?? '');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(banks.some((b) => label.startsWith(`${b}.`))).toBe(false);
  });

  it('names the bubble pointed at or tapped under the chart, with its amount', async () => {
    await renderRoute('/grapheopvcm');
    const chart = await figure();
    expect(chart).toHaveTextContent('Survolez ou touchez une bulle pour voir son montant.');
    // The biggest holding: the biggest bubble.
    const biggest = [...opvcm].sort((a, b) => b.OP_MT_VTE - a.OP_MT_VTE)[0]!;
    const circles = Array.from(chart.querySelectorAll('circle'));
    const radii = circles.map((c) => Number(c.getAttribute('r')));
    await userEvent.click(circles[radii.indexOf(Math.max(...radii))]!);
    // (toHaveTextContent compares with the text's spaces made plain, fr-FR's narrow ones included)
    const expected = `${biggest.OP_NOM} (${biggest.OP_BQ}) : ${formatEuro(biggest.OP_MT_VTE)}`.replace(/\s/g, ' ');
    expect(chart.querySelector('[aria-live]')).toHaveTextContent(expected);
  });

  it('lists the total of each bank, which unfolds into its holdings', async () => {
    await renderRoute('/grapheopvcm');
    const totals = await screen.findByRole('region', { name: 'Total par banque' });
    const summaries = Array.from(totals.querySelectorAll('summary'));
    expect(summaries.map((s) => s.textContent)).toEqual(banks.map((b) => `${b}${formatEuro(bankTotal(b))}`));
    expect(totals.querySelector('p.total')?.textContent).toBe(
      `Total${formatEuro(cents(banks.reduce((s, b) => s + bankTotal(b), 0)))}`,
    );

    // The bank where one fund was bought twice: its holdings list shows it once, summed.
    const i = banks.findIndex((b) => {
      const names = opvcm.filter((o) => o.OP_BQ === b).map((o) => o.OP_NOM);
      return new Set(names).size < names.length;
    });
    const bank = banks[i]!;
    const details = summaries[i]!.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(summaries[i]!);
    expect(details.open).toBe(true);
    const holdings = within(details).getByRole('list', { name: `Placements ${bank}` });
    const mine = opvcm.filter((o) => o.OP_BQ === bank);
    const names = [...new Set(mine.map((o) => o.OP_NOM))];
    expect(Array.from(holdings.querySelectorAll('li')).map((li) => li.textContent)).toEqual(
      names.map((n) => `${n}${formatEuro(cents(mine.filter((o) => o.OP_NOM === n).reduce((s, o) => s + o.OP_MT_VTE, 0)))}`),
    );
  });

  it("shows 'erreur magasin' with the alldata message when the holdings cannot be loaded", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/grapheopvcm', { failures: { allDataOpvcm: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
