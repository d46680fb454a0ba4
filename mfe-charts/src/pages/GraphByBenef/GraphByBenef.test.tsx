import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro } from 'shared-kernel';
import { GraphFormatError } from 'shared-kernel/legacyGraph';
import {
  axisTexts,
  dataTable,
  expectedTable,
  findFigure,
  fixtureOf,
  graphOf,
  legendNames,
  points,
  renderRoute,
  silenceConsoleError,
} from '../../testing/renderRoute';

const benef = fixtureOf('graphCumulBenef');
const graph = graphOf(benef.axe, benef.serie);
const TITLE = 'Achats cumulés par bénéficiaire';

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('cumulative chart by beneficiary (/graphbybenef)', () => {
  it('draws one line per beneficiary with a point per year, named in the legend', async () => {
    await renderRoute('/graphbybenef');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumul par bénéficiaire' })).toBeInTheDocument();
    const figure = await findFigure(TITLE);
    expect(within(figure).getByRole('img', { name: /Courbes des achats cumulés par bénéficiaire/ })).toBeInTheDocument();
    expect(points(figure)).toHaveLength(graph.series.length * graph.axis.length);
    expect(legendNames(figure)).toEqual(graph.series.map((s) => s.name));
    expect(axisTexts(figure)).toEqual(expect.arrayContaining(['Année', 'Achats cumulés (€)', ...graph.axis]));
  });

  it('lists every beneficiary\'s cumulative amounts in euros', async () => {
    await renderRoute('/graphbybenef/');
    const figure = await findFigure(TITLE);
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(expectedTable(graph, 'Année', formatEuro));
  });

  it('shows a clear message when the series is not JSON', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/graphbybenef', { overrides: { graphCumulBenef: { axe: benef.axe, serie: '[{"name":"Léa","data":[1,2' } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Graphique illisible' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load graph cumul benef');
    expect(alert).toHaveTextContent('série mal formée : JSON invalide');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    // Logged by an effect, which follows the deferred render of the data.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('unable to load graph cumul benef', expect.any(GraphFormatError)));
    // The figure keeps its title so the owner knows which chart is missing.
    expect(within(await findFigure(TITLE)).queryByRole('img')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
