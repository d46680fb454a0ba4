import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro, formatEuroRound } from 'shared-kernel';
import {
  axisTexts,
  bars,
  dataTable,
  expectedTable,
  findFigure,
  fixtureOf,
  graphOf,
  legendNames,
  renderRoute,
  silenceConsoleError,
} from '../../testing/renderRoute';

const bk = fixtureOf('graphCumulBk');
const benef = fixtureOf('graphCumulBenef');
const byBank = graphOf(bk.axe, bk.serie);
const byBeneficiary = graphOf(benef.axe, benef.serie);

const BANK = 'Achats cumulés par banque';
const BENEF = 'Achats cumulés par bénéficiaire';

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('cumulative bar charts by bank and by beneficiary (/bank)', () => {
  it.each([
    [BANK, byBank, /par banque/],
    [BENEF, byBeneficiary, /par bénéficiaire/],
  ])('%s: one bar per series and year, a legend of the series, euro ticks', async (title, graph, img) => {
    await renderRoute('/bank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumuls par banque' })).toBeInTheDocument();
    const figure = await findFigure(title);
    expect(within(figure).getByRole('img', { name: img })).toBeInTheDocument();
    expect(bars(figure)).toHaveLength(graph.series.length * graph.axis.length);
    expect(legendNames(figure)).toEqual(graph.series.map((s) => s.name));
    expect(axisTexts(figure)).toEqual(expect.arrayContaining(['Année', 'Achats cumulés (€)', graph.axis.at(-1)!, formatEuroRound(0)]));
  });

  it('shows a French tooltip with the amount in euros on a bar', async () => {
    await renderRoute('/bank');
    const figure = await findFigure(BANK);
    const serie = byBank.series[1]!;
    const last = byBank.axis.length - 1;
    await userEvent.hover(figure.querySelector(`[data-testid="bar.item.${serie.name}.${last}"]`)!);
    const tooltip = await within(figure).findByText(`${serie.name} — ${byBank.axis[last]}`, { exact: false });
    expect(tooltip.textContent).toBe(`${serie.name} — ${byBank.axis[last]} : ${formatEuro(serie.data[last]!)}`);
  });

  it('lists the cumulative amounts in euros behind "Voir les données"', async () => {
    await renderRoute('/bank');
    const figure = await findFigure(BENEF);
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(expectedTable(byBeneficiary, 'Année', formatEuro));
  });

  it('keeps the beneficiary chart when the bank chart cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/bank/', { failures: { graphCumulBk: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load graph cumul bank');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load graph cumul bank', expect.any(Error));
    expect(bars(await findFigure(BENEF))).toHaveLength(byBeneficiary.series.length * byBeneficiary.axis.length);
    expect(screen.queryByRole('figure', { name: BANK })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
