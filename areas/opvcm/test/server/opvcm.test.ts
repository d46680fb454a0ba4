/** Holdings by bank and bricks, as the opvcm remote reads them. */
import { parseGraph } from 'contract-kit/legacyGraph';
import { createAreaTestHost, getPayload, type AreaTestHost } from 'server-kit/testing';
import { bankListSchema, bricksListeSchema, opvcmSections } from '../../src/contract';
import { opvcmServer } from '../../src/server';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const NOW = new Date(2025, 5, 15, 12, 0);
/** The holdings the demo writes, as its rows give them. */
const demoHoldings = () => (opvcmServer.demoRows?.(NOW).opvcm ?? []) as Array<{ OP_MT_VTE: number }>;

describe('on the demo data', () => {
  let api: AreaTestHost;
  beforeAll(async () => {
    api = await createAreaTestHost({ areas: [opvcmServer], sections: opvcmSections, now: NOW, seed: true });
  });
  afterAll(async () => {
    await api.close();
  });

  test('oplistebybk accounts for every holding once, and its Diff give shares that add up to about 100', async () => {
    const banks = bankListSchema.parse(await getPayload(api.app, '/api/immeubles/oplistebybk'));
    const opvcm = demoHoldings();
    expect(sum(banks.map((b) => b.nbre))).toBe(opvcm.length);
    expect(sum(banks.map((b) => b.Solde))).toBeCloseTo(sum(opvcm.map((o) => o.OP_MT_VTE)), 1);
    const total = sum(banks.map((b) => b.Diff));
    const shares = banks.map((b) => Math.round((100 * b.Diff) / total));
    expect(Math.abs(sum(shares) - 100)).toBeLessThanOrEqual(banks.length);
  });

  test('bricksliste: several rent labels per brick; the graph has one value per brick', async () => {
    const { bricks, graph } = bricksListeSchema.parse(await getPayload(api.app, '/api/immeubles/bricksliste'));
    expect(bricks.length).toBeGreaterThanOrEqual(2);
    for (const b of bricks) expect(Object.keys(b.loyers).length).toBeGreaterThanOrEqual(2);
    const achat = parseGraph(graph.axes, graph.achat);
    const loyer = parseGraph(graph.axes, graph.loyer);
    expect(achat.axis).toEqual(bricks.map((b) => b.nom.replace(/,/g, '')));
    expect(achat.series[0]!.data).toEqual(bricks.map((b) => b.achat));
    loyer.series[0]!.data.forEach((v, i) => expect(v).toBeCloseTo(sum(Object.values(bricks[i]!.loyers)), 2));
  });

  test('the same replies under /index.php/api', async () => {
    for (const path of ['immeubles/oplistebybk', 'immeubles/bricksliste']) {
      expect(await getPayload(api.app, `/index.php/api/${path}`)).toEqual(await getPayload(api.app, `/api/${path}`));
    }
  });
});

describe('on an empty database', () => {
  let api: AreaTestHost;
  beforeAll(async () => {
    api = await createAreaTestHost({ areas: [opvcmServer], sections: opvcmSections, now: NOW });
  });
  afterAll(async () => {
    await api.close();
  });

  test('oplistebybk is an empty list and bricksliste empty bricks with an empty graph', async () => {
    expect(bankListSchema.parse(await getPayload(api.app, '/api/immeubles/oplistebybk'))).toEqual([]);
    const b = bricksListeSchema.parse(await getPayload(api.app, '/api/immeubles/bricksliste'));
    expect(b.bricks).toEqual([]);
    expect(parseGraph(b.graph.axes, b.graph.achat)).toEqual({ axis: [], series: [{ name: 'Achat', data: [] }] });
  });

  test('a brick without any rent has no label and a zero rent slice; sums are rounded to the cent', async () => {
    api.db.exec(`INSERT INTO bricks (id, name, purchase_amount) VALUES (1, 'Neuf', 1000), (2, 'Ancien', 500);
      INSERT INTO brick_rents (brick_id, label, amount) VALUES (2, 'Loyers 2023', 0.1), (2, 'Loyers 2024', 0.2);
      INSERT INTO placements (bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date) VALUES
        ('Linxea', 'A', 0.1, 0, 'ASSV', 'Pierre', '2020-01-01'), ('Linxea', 'B', 0.2, 0, 'ASSV', 'Pierre', '2020-01-01');`);
    const b = bricksListeSchema.parse(await getPayload(api.app, '/api/immeubles/bricksliste'));
    expect(b.bricks).toEqual([
      { nom: 'Ancien', achat: 500, loyers: { 'Loyers 2023': 0.1, 'Loyers 2024': 0.2 } },
      { nom: 'Neuf', achat: 1000, loyers: {} },
    ]);
    expect(parseGraph(b.graph.axes, b.graph.loyer).series[0]!.data).toEqual([0.3, 0]);
    expect(bankListSchema.parse(await getPayload(api.app, '/api/immeubles/oplistebybk'))).toEqual([
      { NOM: 'Linxea', Solde: 0.3, nbre: 2, Diff: 0.3 },
    ]);
  });
});
