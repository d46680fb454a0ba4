import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro, formatEuroRound } from 'shared-kernel';
import { currentYearNote } from '../../graph/chartData';
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

const dep = fixtureOf('graphDepPerso');
const graph = graphOf(dep.axe_depenses, dep.serie_depenses);
const TITLE = 'Dépenses personnelles par année';

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('personal expenses chart (/graphdepenses)', () => {
  it('draws one bar per year with euro ticks and French axis titles', async () => {
    await renderRoute('/graphdepenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph Dépenses' })).toBeInTheDocument();
    const figure = await findFigure(TITLE);
    expect(within(figure).getByRole('img', { name: 'Barres des dépenses personnelles par année, en euros' })).toBeInTheDocument();
    expect(bars(figure)).toHaveLength(graph.axis.length);
    expect(legendNames(figure)).toEqual([]);
    // The running year is flagged as incomplete when it is the last one.
    expect(within(figure).getByText(`Total des dépenses personnelles de chaque année civile.${currentYearNote(graph)}`)).toBeInTheDocument();
    const texts = axisTexts(figure);
    expect(texts).toEqual(expect.arrayContaining(['Année', 'Dépenses (€)', graph.axis.at(-1)!, formatEuroRound(0)]));
    // The largest tick is a round amount in euros no smaller than the largest year.
    const max = Math.max(...graph.series[0]!.data);
    expect(texts.filter((t) => t.endsWith('€')).length).toBeGreaterThanOrEqual(3);
    expect(texts).toContain(formatEuroRound(Math.ceil(max / 1000) * 1000));
  });

  it('shows the amount of a year in euros on hover and in the data table', async () => {
    await renderRoute('/graphdepenses');
    const figure = await findFigure(TITLE);
    const i = graph.axis.length - 2;
    await userEvent.hover(figure.querySelector(`[data-testid="bar.item.Dépenses.${i}"]`)!);
    const tooltip = await within(figure).findByText(`${graph.axis[i]} :`, { exact: false });
    expect(tooltip.textContent).toBe(`${graph.axis[i]} : ${formatEuro(graph.series[0]!.data[i]!)}`);
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(expectedTable(graph, 'Année', formatEuro));
  });

  it('logs and shows the spec message when the expenses cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/graphdepenses', { failures: { graphDepPerso: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load graph depenses');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load graph depenses', expect.any(Error));
    consoleError.mockRestore();
  });
});
