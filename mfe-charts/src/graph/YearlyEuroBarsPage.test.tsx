import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadChartLibraries } from 'shared-kernel/testing';
import { formatEuro, formatEuroRound } from 'shared-kernel';
import { GraphFormatError } from 'shared-kernel/legacyGraph';
import { axisTexts, bars, dataTable, findFigure, fixtureOf, legendNames, renderRoute, silenceConsoleError } from '../testing/renderRoute';

const tx0 = fixtureOf('graphTxFonciere0');

const BANK = 'Achats cumulés par banque';
const BENEF = 'Achats cumulés par bénéficiaire';
const BY_PROPERTY = 'Taxe foncière par bien';
const TOTAL = 'Taxe foncière totale';

type Row = [year: string, ...amounts: number[]];

/**
 * The amounts each figure must show, written from the charts fixtures
 * (areas/charts/src/contract/fixtures.ts) by hand: the cumulative purchases are running sums of
 * each bank's (beneficiary's) yearly purchases, 2018 to 2025 (BNP Paribas: 21 200, + 0,
 * + 15 000 = 36 200, + 9 500 = 45 700, …); both charts add up to the same total each year
 * (68 800 in 2018). The property tax total is the sum of the five properties, year by year
 * (2019: 1 477,74 + 1 097,58 + 999,67 + 0 + 911,44 = 4 486,43).
 */
const BY_BANK = {
  series: ['BNP Paribas', 'Boursorama', "Caisse d'Épargne", 'Linxea'],
  rows: [
    ['2018', 21200, 0, 20600, 27000],
    ['2019', 21200, 13000, 22500, 27000],
    ['2020', 36200, 13000, 22500, 27000],
    ['2021', 45700, 57600, 43800, 27000],
    ['2022', 45700, 79700, 43800, 109400],
    ['2023', 45700, 79700, 70500, 121500],
    ['2024', 67100, 79700, 79400, 128300],
    ['2025', 67100, 87100, 79400, 128300],
  ] as Row[],
};
const BY_BENEFICIARY = {
  series: ['Léa', 'Pierre', 'Sophie'],
  rows: [
    ['2018', 20600, 0, 48200],
    ['2019', 20600, 13000, 50100],
    ['2020', 20600, 28000, 50100],
    ['2021', 41900, 37500, 94700],
    ['2022', 93200, 59600, 125800],
    ['2023', 119900, 71700, 125800],
    ['2024', 128800, 93100, 132600],
    ['2025', 128800, 100500, 132600],
  ] as Row[],
};
const BY_PROPERTY_TAX = {
  series: ['Annecy Vieille Ville', 'Lyon Croix-Rousse', 'Marseille Vauban', 'Montpellier Antigone', 'Villeurbanne Gratte-Ciel'],
  rows: [
    ['2019', 1477.74, 1097.58, 999.67, 0, 911.44],
    ['2020', 1529.46, 1136, 0, 0, 943.34],
    ['2021', 1582.99, 1175.76, 0, 0, 976.36],
    ['2022', 1638.4, 1216.91, 0, 994.46, 1010.53],
    ['2023', 1695.74, 1259.5, 0, 1029.27, 1045.9],
    ['2024', 1755.09, 1303.59, 0, 1065.29, 1082.51],
    ['2025', 1816.52, 1349.21, 0, 1102.58, 1120.39],
  ] as Row[],
};
const TOTAL_TAX = {
  series: ['Total'],
  rows: [
    ['2019', 4486.43],
    ['2020', 3608.8],
    ['2021', 3735.11],
    ['2022', 4860.3],
    ['2023', 5030.41],
    ['2024', 5206.48],
    ['2025', 5388.7],
  ] as Row[],
};
type Expected = typeof TOTAL_TAX;

/** The figure's data table as the page shows it: a header row, then a year per row, in euros. */
const tableOf = ({ series, rows }: Expected) => [['Année', ...series], ...rows.map(([year, ...amounts]) => [year, ...amounts.map(formatEuro)])];
/** One bar per series and year. */
const barCount = ({ series, rows }: Expected) => series.length * rows.length;

/** Each figure of the two pages: what it draws, and its legend (none for a single series). */
const PAGES = [
  {
    page: { path: '/bank', heading: 'Cumuls par banque', yLegend: 'Achats cumulés (€)' },
    figures: [
      { title: BANK, expected: BY_BANK, img: /par banque/, legend: BY_BANK.series },
      { title: BENEF, expected: BY_BENEFICIARY, img: /par bénéficiaire/, legend: BY_BENEFICIARY.series },
    ],
  },
  {
    page: { path: '/graphtxfronciere', heading: 'Taxe foncière', yLegend: 'Taxe foncière (€)' },
    figures: [
      { title: BY_PROPERTY, expected: BY_PROPERTY_TAX, img: /par bien et par année, en euros/, legend: BY_PROPERTY_TAX.series },
      { title: TOTAL, expected: TOTAL_TAX, img: /totale par année, en euros/, legend: [] },
    ],
  },
];
const FIGURES = PAGES.flatMap(({ page, figures }) => figures.map((f) => ({ ...page, ...f })));

/** On each page, one endpoint failing: its message in the figure's place, the other figure drawn. */
// The bars of the chart kept: 3 beneficiaries × 8 years, 5 properties × 7 years.
const FAILURES = [
  { path: '/bank/', endpoint: 'graphCumulBk', status: 500, message: 'unable to load graph cumul bank', lost: BANK, kept: BENEF, keptBars: 24 },
  { path: '/graphtxfronciere', endpoint: 'graphTxFonciere1', status: 502, message: 'unable to load graph taxe fonciere', lost: TOTAL, kept: BY_PROPERTY, keptBars: 35 },
] as const;

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('bar charts per year in euros (/bank, /graphtxfronciere)', () => {
  it.each(FIGURES)('$title: one bar per series and year, a legend of the series, euro ticks, the amounts behind "Voir les données"', async (f) => {
    await renderRoute(f.path);
    expect(await screen.findByRole('heading', { level: 1, name: f.heading })).toBeInTheDocument();
    const figure = await findFigure(f.title);
    expect(within(figure).getByRole('img', { name: f.img })).toBeInTheDocument();
    expect(bars(figure)).toHaveLength(barCount(f.expected));
    expect(legendNames(figure)).toEqual(f.legend);
    expect(axisTexts(figure)).toEqual(expect.arrayContaining(['Année', f.yLegend, '2025', formatEuroRound(0)]));
    await userEvent.click(within(figure).getByText('Voir les données'));
    expect(dataTable(figure)).toEqual(tableOf(f.expected));
  });

  it('shows a French tooltip with the amount in euros on a bar', async () => {
    await renderRoute('/bank');
    const figure = await findFigure(BANK);
    // Boursorama's bar of 2025, the eighth year (index 7): 87 100 € bought there by then.
    await userEvent.hover(figure.querySelector('[data-testid="bar.item.Boursorama.7"]')!);
    const tooltip = await within(figure).findByText('Boursorama — 2025', { exact: false });
    expect(tooltip.textContent).toBe(`Boursorama — 2025 : ${formatEuro(87100)}`);
  });

  it.each(FAILURES)('$path: keeps the $kept chart when $endpoint cannot be loaded', async (f) => {
    const consoleError = silenceConsoleError();
    await renderRoute(f.path, { failures: { [f.endpoint]: f.status } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(f.message);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(f.message, expect.any(Error));
    expect(bars(await findFigure(f.kept))).toHaveLength(f.keptBars);
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
    expect(bars(await findFigure(TOTAL))).toHaveLength(barCount(TOTAL_TAX));
    consoleError.mockRestore();
  });
});
