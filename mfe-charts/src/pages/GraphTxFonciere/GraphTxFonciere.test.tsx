import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro } from 'shared-kernel';
import { GraphFormatError } from 'shared-kernel/legacyGraph';
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

const tx0 = fixtureOf('graphTxFonciere0');
const tx1 = fixtureOf('graphTxFonciere1');
const byProperty = graphOf(tx0.axe_fonciere, tx0.serie_fonciere);
const total = graphOf(tx1.axe_fonciere, tx1.serie_fonciere);

const BY_PROPERTY = 'Taxe foncière par bien';
const TOTAL = 'Taxe foncière totale';

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('property-tax charts (/graphtxfronciere)', () => {
  it('draws the tax of each property per year, stacked, with a legend of the properties', async () => {
    await renderRoute('/graphtxfronciere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Taxe foncière' })).toBeInTheDocument();
    const figure = await findFigure(BY_PROPERTY);
    expect(within(figure).getByRole('img', { name: /par bien et par année, en euros/ })).toBeInTheDocument();
    expect(bars(figure)).toHaveLength(byProperty.series.length * byProperty.axis.length);
    expect(legendNames(figure)).toEqual(byProperty.series.map((s) => s.name));
    expect(axisTexts(figure)).toEqual(expect.arrayContaining(['Année', 'Taxe foncière (€)', byProperty.axis.at(-1)!]));
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(expectedTable(byProperty, 'Année', formatEuro));
  });

  it('draws the total per year, one bar each, without a legend', async () => {
    await renderRoute('/graphtxfronciere');
    const figure = await findFigure(TOTAL);
    expect(bars(figure)).toHaveLength(total.axis.length);
    expect(legendNames(figure)).toEqual([]);
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(expectedTable(total, 'Année', formatEuro));
  });

  it('keeps the total chart when the per-property payload is malformed', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/graphtxfronciere', {
      overrides: { graphTxFonciere0: { axe_fonciere: tx0.axe_fonciere.slice(1), serie_fonciere: tx0.serie_fonciere } },
    });
    const broken = await findFigure(BY_PROPERTY);
    const alert = within(broken).getByRole('alert');
    expect(alert).toHaveTextContent('unable to load graph taxe fonciere');
    expect(alert).toHaveTextContent('axe mal formé');
    expect(consoleError).toHaveBeenCalledWith('unable to load graph taxe fonciere', expect.any(GraphFormatError));
    expect(bars(await findFigure(TOTAL))).toHaveLength(total.axis.length);
    consoleError.mockRestore();
  });

  it('logs and shows the spec message when the total cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/graphtxfronciere', { failures: { graphTxFonciere1: 502 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load graph taxe fonciere');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load graph taxe fonciere', expect.any(Error));
    expect(bars(await findFigure(BY_PROPERTY))).toHaveLength(byProperty.series.length * byProperty.axis.length);
    consoleError.mockRestore();
  });
});
