/**
 * Chart fixtures, keyed by the names of chartsEndpoints (graphedf, graphcumulbk,
 * graphcumulbenef, graphTxFonciere/0 and /1, graphDepPerso), in the legacy graph formats
 * as the owner's PHP backend writes them: axes are bracketed comma-separated strings (numbers bare, text labels quoted),
 * series are JSON strings of [{ name, data }].
 *
 * The figures are realistic and consistent: cumulative series never decrease, the property
 * tax total is the sum of the properties year by year, every series has one value per label.
 */
import type { Fixtures } from 'shared-kernel/testing';
import type { chartsEndpoints } from './endpoints';
import type { LegacySeries } from 'contract-kit/legacyGraph';
import type { GraphAxeSerie, GraphDepenses, GraphEdf, GraphFonciere } from './schemas';

const axis = (labels: ReadonlyArray<string | number>) =>
  `[${labels.map((l) => (typeof l === 'number' ? String(l) : `'${l}'`)).join(',')}]`;
const serie = (series: LegacySeries) => JSON.stringify(series);

/** Running totals of yearly amounts. */
function cumulate(yearly: readonly number[]): number[] {
  let total = 0;
  return yearly.map((v) => (total = Math.round((total + v) * 100) / 100));
}

// ---- Energy (kWh) ------------------------------------------------------------------------

const hermYears = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
const hermKwh = [3314, 3257, 3210, 3394, 3473, 3293, 3327];
const fleursYears = [2021, 2022, 2023, 2024, 2025];
const fleursKwh = [2282, 2335, 2234, 2234, 2353];
const fleursMonths = [
  '12/2024', '01/2025', '02/2025', '03/2025', '04/2025', '05/2025', '06/2025', '07/2025',
  '08/2025', '09/2025', '10/2025', '11/2025', '12/2025', '01/2026', '02/2026', '03/2026',
  '04/2026', '05/2026', '06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026',
];
const fleursMonthlyKwh = [
  370, 326, 342, 280, 177, 138, 96, 71, 87, 93, 175, 246, 322, 323, 350, 290, 178, 110, 92, 71, 90, 99, 164, 158,
];

const graphEdf: GraphEdf = {
  axeHerm: axis(hermYears),
  serieHerm: serie([{ name: 'Herm', data: hermKwh }]),
  axeFleurs: axis(fleursYears),
  serieFleurs: serie([{ name: 'Fleurs', data: fleursKwh }]),
  axeFleursMois: axis(fleursMonths),
  serieFleursMois: serie([{ name: 'Fleurs', data: fleursMonthlyKwh }]),
};

// ---- Cumulative purchases by bank and by beneficiary (€) ---------------------------------

const holdingYears = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
const purchasesByBank: Record<string, number[]> = {
  'BNP Paribas': [21200, 0, 15000, 9500, 0, 0, 21400, 0],
  Boursorama: [0, 13000, 0, 44600, 22100, 0, 0, 7400],
  "Caisse d'Épargne": [20600, 1900, 0, 21300, 0, 26700, 8900, 0],
  Linxea: [27000, 0, 0, 0, 82400, 12100, 6800, 0],
};
// The same purchases split by beneficiary: both charts add up to the same yearly totals.
const purchasesByBeneficiary: Record<string, number[]> = {
  Léa: [20600, 0, 0, 21300, 51300, 26700, 8900, 0],
  Pierre: [0, 13000, 15000, 9500, 22100, 12100, 21400, 7400],
  Sophie: [48200, 1900, 0, 44600, 31100, 0, 6800, 0],
};

const cumulative = (byKey: Record<string, number[]>): LegacySeries =>
  Object.entries(byKey).map(([name, yearly]) => ({ name, data: cumulate(yearly) }));

const graphCumulBk: GraphAxeSerie = { axe: axis(holdingYears), serie: serie(cumulative(purchasesByBank)) };
const graphCumulBenef: GraphAxeSerie = { axe: axis(holdingYears), serie: serie(cumulative(purchasesByBeneficiary)) };

// ---- Property tax per property and in total (€) ------------------------------------------

const taxYears = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
const taxByProperty: LegacySeries = [
  { name: 'Annecy Vieille Ville', data: [1477.74, 1529.46, 1582.99, 1638.4, 1695.74, 1755.09, 1816.52] },
  { name: 'Lyon Croix-Rousse', data: [1097.58, 1136, 1175.76, 1216.91, 1259.5, 1303.59, 1349.21] },
  { name: 'Marseille Vauban', data: [999.67, 0, 0, 0, 0, 0, 0] },
  { name: 'Montpellier Antigone', data: [0, 0, 0, 994.46, 1029.27, 1065.29, 1102.58] },
  { name: 'Villeurbanne Gratte-Ciel', data: [911.44, 943.34, 976.36, 1010.53, 1045.9, 1082.51, 1120.39] },
];
const taxTotal = taxYears.map((_, i) => Math.round(taxByProperty.reduce((sum, s) => sum + (s.data[i] ?? 0), 0) * 100) / 100);

const graphTxFonciere0: GraphFonciere = { axe_fonciere: axis(taxYears), serie_fonciere: serie(taxByProperty) };
const graphTxFonciere1: GraphFonciere = {
  axe_fonciere: axis(taxYears),
  serie_fonciere: serie([{ name: 'Total', data: taxTotal }]),
};

// ---- Personal expenses per year (€), every year since 2015 -------------------------------

const expenseYears = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];
const expenses = [5599.71, 6743.47, 7499.73, 4127.37, 5811.66, 3995.87, 3543.88, 4906.62, 3962.18, 5941.55, 3676.01, 3702.53];

const graphDepPerso: GraphDepenses = {
  axe_depenses: axis(expenseYears),
  serie_depenses: serie([{ name: 'Dépenses', data: expenses }]),
};

export const chartsFixtures: Fixtures & Record<keyof typeof chartsEndpoints, unknown> = {
  graphEdf,
  graphCumulBk,
  graphCumulBenef,
  graphTxFonciere0,
  graphTxFonciere1,
  graphDepPerso,
};
