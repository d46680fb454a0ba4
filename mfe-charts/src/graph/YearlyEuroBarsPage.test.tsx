import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro, formatEuroRound } from 'shared-kernel';
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
} from '../testing/renderRoute';

const bk = fixtureOf('graphCumulBk');
const benef = fixtureOf('graphCumulBenef');
const tx0 = fixtureOf('graphTxFonciere0');
const tx1 = fixtureOf('graphTxFonciere1');
const byBank = graphOf(bk.axe, bk.serie);
const byBeneficiary = graphOf(benef.axe, benef.serie);
const byProperty = graphOf(tx0.axe_fonciere, tx0.serie_fonciere);
const total = graphOf(tx1.axe_fonciere, tx1.serie_fonciere);
const names = (graph: typeof total) => graph.series.map((s) => s.name);

const BANK = 'Achats cumulés par banque';
const BENEF = 'Achats cumulés par bénéficiaire';
const BY_PROPERTY = 'Taxe foncière par bien';
const TOTAL = 'Taxe foncière totale';

/** Each figure of the two pages: what it draws, and its legend (none for a single series). */
const PAGES = [
  {
    page: { path: '/bank', heading: 'Cumuls par banque', yLegend: 'Achats cumulés (€)' },
    figures: [
      { title: BANK, graph: byBank, img: /par banque/, legend: names(byBank) },
      { title: BENEF, graph: byBeneficiary, img: /par bénéficiaire/, legend: names(byBeneficiary) },
    ],
  },
  {
    page: { path: '/graphtxfronciere', heading: 'Taxe foncière', yLegend: 'Taxe foncière (€)' },
    figures: [
      { title: BY_PROPERTY, graph: byProperty, img: /par bien et par année, en euros/, legend: names(byProperty) },
      { title: TOTAL, graph: total, img: /totale par année, en euros/, legend: [] },
    ],
  },
];
const FIGURES = PAGES.flatMap(({ page, figures }) => figures.map((f) => ({ ...page, ...f })));

/** On each page, one endpoint failing: its message in the figure's place, the other figure drawn. */
const FAILURES = [
  { path: '/bank/', endpoint: 'graphCumulBk', status: 500, message: 'unable to load graph cumul bank', lost: BANK, kept: BENEF, keptGraph: byBeneficiary },
  { path: '/graphtxfronciere', endpoint: 'graphTxFonciere1', status: 502, message: 'unable to load graph taxe fonciere', lost: TOTAL, kept: BY_PROPERTY, keptGraph: byProperty },
] as const;

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('bar charts per year in euros (/bank, /graphtxfronciere)', () => {
  it.each(FIGURES)('$title: one bar per series and year, a legend of the series, euro ticks, the amounts behind "Voir les données"', async (f) => {
    await renderRoute(f.path);
    expect(await screen.findByRole('heading', { level: 1, name: f.heading })).toBeInTheDocument();
    const figure = await findFigure(f.title);
    expect(within(figure).getByRole('img', { name: f.img })).toBeInTheDocument();
    expect(bars(figure)).toHaveLength(f.graph.series.length * f.graph.axis.length);
    expect(legendNames(figure)).toEqual(f.legend);
    expect(axisTexts(figure)).toEqual(expect.arrayContaining(['Année', f.yLegend, f.graph.axis.at(-1)!, formatEuroRound(0)]));
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(expectedTable(f.graph, 'Année', formatEuro));
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

  it.each(FAILURES)('$path: keeps the $kept chart when $endpoint cannot be loaded', async (f) => {
    const consoleError = silenceConsoleError();
    await renderRoute(f.path, { failures: { [f.endpoint]: f.status } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(f.message);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(f.message, expect.any(Error));
    expect(bars(await findFigure(f.kept))).toHaveLength(f.keptGraph.series.length * f.keptGraph.axis.length);
    expect(screen.queryByRole('figure', { name: f.lost })).not.toBeInTheDocument();
    consoleError.mockRestore();
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
});
