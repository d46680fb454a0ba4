/** @jest-environment node */
// Every endpoint this remote calls answers, from the real embedded api, a payload that the
// shared schema accepts, and whose legacy graph strings the charts' parser reads.
import { describeApiContract } from 'shared-kernel/testing';
import { endpoints, parseGraph, type EndpointName } from 'shared-kernel';
import { demoApiInject } from 'api/testing';

const inject = demoApiInject();

describeApiContract(
  'mfe-charts',
  ['graphEdf', 'graphCumulBk', 'graphCumulBenef', 'graphTxFonciere0', 'graphTxFonciere1', 'graphDepPerso'],
  inject,
);

/** Each chart of the remote: its endpoint and the fields of its axis and series. */
const GRAPHS: Array<[EndpointName, string, string]> = [
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
    const { body } = await get(`/api/${endpoints[name].path}`);
    const payload = endpoints[name].schema.parse((body as { payload: unknown }).payload) as Record<string, string>;
    const graph = parseGraph(payload[axe]!, payload[serie]!);
    expect(graph.axis.length).toBeGreaterThan(0);
    expect(graph.series.length).toBeGreaterThan(0);
  });
});
