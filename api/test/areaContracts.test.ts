/**
 * The areas' api contracts: every read in an area's endpoint table answers, from the real
 * embedded api on demo data, a payload the area's schema accepts; and the charts' legacy
 * graph strings are graphs the charts can draw.
 */
// The kernel's narrow entry: its whole testing one brings React and the DOM helpers.
import { describeApiContract } from 'shared-kernel/testing/api';
import { parseGraph } from 'contract-kit/legacyGraph';
import { chartsEndpoints } from 'area-charts/contract';
import { bien, depotBail, echeancier, immoEndpoints, loyersEcheances, regularisationBail, revenusFonciers } from 'area-immo/contract';
import { leisureEndpoints } from 'area-leisure/contract';
import { opvcmEndpoints } from 'area-opvcm/contract';
import { demoApiInject } from '../src/testing';

// One demo api for the whole file (a child process: startApiProcess).
const inject = demoApiInject();

describeApiContract('mfe-immo', immoEndpoints, inject, [
  [echeancier, 'Lyon Croix-Rousse'],
  [echeancier, 'Prêt travaux Annecy'],
  [bien, 'Lyon Croix-Rousse'],
  [bien, 'Annecy Vieille Ville', 2025],
  [bien, 'Marseille Vauban', 2018],
  [revenusFonciers, 2025],
  [loyersEcheances, '2025-03'],
  [loyersEcheances, '2015-01'],
  // The demo's first lease (Lyon, running) and an old one, its deposit returned.
  [regularisationBail, 1, 2025],
  [depotBail, 1],
  [depotBail, 12],
]);
describeApiContract('mfe-opvcm', opvcmEndpoints, inject);
describeApiContract('mfe-charts', chartsEndpoints, inject);
describeApiContract('mfe-leisure', leisureEndpoints, inject);

/** Each chart of the charts area: its endpoint and the fields of its axis and series. */
const GRAPHS: Array<[keyof typeof chartsEndpoints, string, string]> = [
  ['graphEdf', 'axeHerm', 'serieHerm'],
  ['graphEdf', 'axeFleurs', 'serieFleurs'],
  ['graphEdf', 'axeFleursMois', 'serieFleursMois'],
  ['graphCumulBk', 'axe', 'serie'],
  ['graphCumulBenef', 'axe', 'serie'],
  ['graphTxFonciere0', 'axe_fonciere', 'serie_fonciere'],
  ['graphTxFonciere1', 'axe_fonciere', 'serie_fonciere'],
  ['graphDepPerso', 'axe_depenses', 'serie_depenses'],
];

describe('graphes legacy de mfe-charts', () => {
  it.each(GRAPHS)('%s %s/%s is a graph the charts can draw', async (name, axe, serie) => {
    const get = await inject();
    const endpoint = chartsEndpoints[name];
    const { body } = await get(`/api/${endpoint.path}`);
    const payload = endpoint.schema.parse((body as { payload: unknown }).payload) as Record<string, string>;
    const graph = parseGraph(payload[axe]!, payload[serie]!);
    expect(graph.axis.length).toBeGreaterThan(0);
    expect(graph.series.length).toBeGreaterThan(0);
  });
});
