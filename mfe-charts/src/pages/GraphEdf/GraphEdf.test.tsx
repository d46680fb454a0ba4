import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatInteger } from 'shared-kernel';
import { GraphFormatError } from 'shared-kernel/legacyGraph';
import { formatKwh } from '../../graph/units';
import {
  axisTexts,
  dataTable,
  expectedTable,
  findFigure,
  fixtureOf,
  graphOf,
  healApi,
  holdApi,
  legendNames,
  points,
  renderRoute,
  silenceConsoleError,
} from '../../testing/renderRoute';

const edf = fixtureOf('graphEdf');
const herm = graphOf(edf.axeHerm, edf.serieHerm);
const fleurs = graphOf(edf.axeFleurs, edf.serieFleurs);
const fleursMois = graphOf(edf.axeFleursMois, edf.serieFleursMois);

const FIGURES = [
  { title: 'Herm : consommation par année', graph: herm, axis: 'Année', img: /compteur Herm/ },
  { title: 'Fleurs : consommation par année', graph: fleurs, axis: 'Année', img: /annuelle .* compteur Fleurs/ },
  { title: 'Fleurs : consommation par mois', graph: fleursMois, axis: 'Mois', img: /mensuelle .* compteur Fleurs/ },
];

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('energy charts (/graphedf)', () => {
  it('draws the Herm, Fleurs and Fleurs monthly series, each on its own axis, in kWh', async () => {
    await renderRoute('/graphedf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph EDF' })).toBeInTheDocument();
    for (const { title, graph, axis, img } of FIGURES) {
      const figure = await findFigure(title);
      expect(within(figure).getByRole('img', { name: img })).toBeInTheDocument();
      // One point per value of the api's series.
      expect(points(figure)).toHaveLength(graph.series.reduce((n, s) => n + s.data.length, 0));
      const texts = axisTexts(figure);
      expect(texts).toEqual(expect.arrayContaining([axis, 'Consommation (kWh)', graph.axis.at(-1)!]));
      // fr-FR ticks from zero, with the thousands separator of the locale.
      expect(texts).toContain('0');
      expect(texts.some((t) => /^\d{1,3}(\u202f\d{3})+$/.test(t))).toBe(graph.series[0]!.data.some((v) => v >= 1000));
      expect(legendNames(figure)).toEqual([]); // a single series needs no legend
    }
    expect(screen.getByText(`Électricité consommée au compteur Fleurs, en kWh, mois par mois sur les ${fleursMois.axis.length} derniers mois.`)).toBeInTheDocument();
  });

  it('shows each chart\'s figures in kWh in a table behind "Voir les données"', async () => {
    await renderRoute('/graphedf');
    const figure = await findFigure('Fleurs : consommation par mois');
    const summary = within(figure).getByText('Voir les données');
    expect(summary.tagName).toBe('SUMMARY'); // a native disclosure: reachable with the keyboard
    await userEvent.click(summary);
    expect(within(figure).getByRole('table', { name: 'Fleurs : consommation par mois' })).toBeVisible();
    expect(dataTable(figure)).toEqual(expectedTable(fleursMois, 'Mois', formatKwh));
    expect(formatKwh(3314)).toBe(`${formatInteger(3314)}\u00a0kWh`);
  });

  it('shows a spinner while loading', async () => {
    const release = holdApi();
    await renderRoute('/graphedf');
    // The page's heading at once, then a spinner until the data arrives.
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph EDF' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(/Chargement/);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    release();
    expect(await findFigure('Herm : consommation par année')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the spec message with Réessayer, which loads it again', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/graphedf', { failures: { graphEdf: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load graph edf');
    expect(consoleError).toHaveBeenCalledWith('unable to load graph edf', expect.any(Error));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();

    healApi();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await findFigure('Herm : consommation par année')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows a clear message for a malformed series, and still draws the other charts', async () => {
    const consoleError = silenceConsoleError();
    const short = JSON.stringify([{ name: 'Fleurs', data: fleurs.series[0]!.data.slice(1) }]);
    await renderRoute('/graphedf', { overrides: { graphEdf: { ...edf, serieFleurs: short } } });

    const broken = await findFigure('Fleurs : consommation par année');
    const alert = within(broken).getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Graphique illisible' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load graph edf');
    expect(alert).toHaveTextContent(`série « Fleurs » : ${fleurs.axis.length - 1} valeurs pour ${fleurs.axis.length} libellés`);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(points(broken)).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith('unable to load graph edf', expect.any(GraphFormatError));

    expect(points(await findFigure('Herm : consommation par année'))).toHaveLength(herm.axis.length);
    expect(points(await findFigure('Fleurs : consommation par mois'))).toHaveLength(fleursMois.axis.length);

    // Réessayer loads the data again: once the api sends a valid series, the chart is drawn.
    const calls = healApi();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('img', { name: /annuelle .* compteur Fleurs/ }, { timeout: 4000 });
    expect(calls).toEqual(['immeubles/graphedf']);
    expect(points(await findFigure('Fleurs : consommation par année'))).toHaveLength(fleurs.axis.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('says so when a meter has no reading yet', async () => {
    await renderRoute('/graphedf', { overrides: { graphEdf: { ...edf, axeHerm: '[]', serieHerm: '[{"name":"Herm","data":[]}]' } } });
    const figure = await findFigure('Herm : consommation par année');
    expect(within(figure).getByText('Aucune donnée à afficher pour le moment.')).toBeInTheDocument();
    expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
  });
});
