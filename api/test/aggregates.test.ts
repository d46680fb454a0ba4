/** Car expenses, personal expenses, holdings by bank, cumulative and yearly charts, bricks. */
import { graphAxeSerieSchema, graphDepensesSchema, graphEdfSchema, graphFonciereSchema } from 'area-charts/contract';
import { bankListSchema, bricksListeSchema } from 'area-opvcm/contract';
import { parseGraph } from 'contract-kit/legacyGraph';
import { expensesSchema, opeCarsSchema } from '../src/contracts';
import { createTestApi, getPayload, type TestApi } from './helpers';

const NOW = new Date(2024, 5, 15, 12, 0);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('on rows inserted by the test', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false, now: NOW });
    const car = api.db.prepare('INSERT INTO car_expenses (group_label, spent_on, amount) VALUES (?, ?, ?)');
    car.run('Clio', '2022-03-10', 100);
    car.run('Clio', '2022-03-20', 50.5);
    car.run('Clio', '2022-07-01', 200);
    car.run('Clio', '2023-01-15', 80);
    car.run('Assurance', '2024-01-05', 40);

    const expense = api.db.prepare('INSERT INTO personal_expenses (spent_on, label, amount, merchant) VALUES (?, ?, ?, ?)');
    expense.run('2016-05-02', 'Lave-vaisselle', 499.9, 'Darty');
    expense.run('2016-11-20', 'Perceuse', 89.1, null);
    expense.run('2024-02-14', 'Fleurs', 35, 'Fleuriste du marché');

    const op = api.db.prepare(
      `INSERT INTO placements (bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    op.run('Boursorama', 'LVMH', 1500, 1000, 'ACT', 'Pierre', '2018-03-01');
    op.run('Boursorama', 'ETF PEA', 5200.5, 5000, 'PEA', 'Sophie', '2020-06-01');
    op.run('Linxea', 'Fonds euros', 10300, 10000, 'ASSV0', 'Pierre', '2019-01-15');
    op.run('Linxea', 'Comgest Monde', 2500, 3000, 'ASSV', 'Léa', '2020-09-09');

    api.db.exec(`INSERT INTO properties (id, name, type) VALUES (1, 'Lyon', 'PROP'), (2, 'Annecy', 'INDI');
      INSERT INTO property_taxes (property_id, year, amount) VALUES (1, 2021, 900), (1, 2023, 950.5), (2, 2023, 1200);
      INSERT INTO bricks (id, name, purchase_amount) VALUES (1, 'Tilleuls, Lyon', 2500), (2, 'Clos', 1000);
      INSERT INTO brick_rents (brick_id, label, amount) VALUES (1, 'Loyers 2022', 150), (1, 'Loyers 2023', 162.5), (2, 'Loyers 2023', 60);
      INSERT INTO energy_readings (meter, read_on, kwh) VALUES
        ('Herm', '2021-01-31', 400), ('Herm', '2021-02-28', 350), ('Herm', '2023-01-31', 300),
        ('Fleurs', '2022-06-30', 100), ('Fleurs', '2024-06-10', 55), ('Fleurs', '2022-05-31', 999);`);
  });
  afterAll(async () => {
    await api.close();
  });

  test('opecars: one row per year, then the Total row with its month span', async () => {
    const cars = opeCarsSchema.parse(await getPayload(api.app, '/api/immeubles/opecars/'));
    expect(cars).toEqual({
      Assurance: [
        { annee: 2024, montant: 40, nbmois: 1 },
        { annee: 'Total', montant: 40, nbmois: 1 },
      ],
      Clio: [
        { annee: 2022, montant: 350.5, nbmois: 2 },
        { annee: 2023, montant: 80, nbmois: 1 },
        // March 2022 to January 2023 inclusive: 11 months.
        { annee: 'Total', montant: 430.5, nbmois: 11 },
      ],
    });
  });

  test('opedepenses: newest first, with the year', async () => {
    const list = expensesSchema.parse(await getPayload(api.app, '/api/immeubles/opedepenses/'));
    expect(list.map((e) => e.COP_DATE)).toEqual(['2024-02-14', '2016-11-20', '2016-05-02']);
    expect(list[1]).toEqual({ COP_DATE: '2016-11-20', COP_LIBELLE: 'Perceuse', COP_MONT: 89.1, COP_GARAGE: null, year: 2016 });
  });

  test('oplistebybk: sums and counts by bank', async () => {
    const banks = bankListSchema.parse(await getPayload(api.app, '/api/immeubles/oplistebybk'));
    expect(banks).toEqual([
      { NOM: 'Boursorama', Solde: 6700.5, nbre: 2, Diff: 700.5 },
      { NOM: 'Linxea', Solde: 12800, nbre: 2, Diff: -200 },
    ]);
  });

  test('graphcumulbk: running totals of purchases, carried over empty years', async () => {
    const g = graphAxeSerieSchema.parse(await getPayload(api.app, '/api/immeubles/graphcumulbk'));
    const { axis, series } = parseGraph(g.axe, g.serie);
    expect(axis).toEqual(['2018', '2019', '2020']);
    expect(series).toEqual([
      { name: 'Boursorama', data: [1000, 1000, 6000] },
      { name: 'Linxea', data: [0, 10000, 13000] },
    ]);
  });

  test('graphcumulbenef: one cumulative series per beneficiary', async () => {
    const g = graphAxeSerieSchema.parse(await getPayload(api.app, '/api/immeubles/graphcumulbenef'));
    const { series } = parseGraph(g.axe, g.serie);
    expect(series).toEqual([
      { name: 'Léa', data: [0, 0, 3000] },
      { name: 'Pierre', data: [1000, 11000, 11000] },
      { name: 'Sophie', data: [0, 0, 5000] },
    ]);
  });

  test('graphTxFonciere: by property (0) and total (1) on the same axis', async () => {
    const byProperty = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/0'));
    const total = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/1'));
    expect(parseGraph(byProperty.axe_fonciere, byProperty.serie_fonciere)).toEqual({
      axis: ['2021', '2022', '2023'],
      series: [
        { name: 'Annecy', data: [0, 0, 1200] },
        { name: 'Lyon', data: [900, 0, 950.5] },
      ],
    });
    expect(total.axe_fonciere).toBe(byProperty.axe_fonciere);
    expect(parseGraph(total.axe_fonciere, total.serie_fonciere).series).toEqual([{ name: 'Total', data: [900, 0, 2150.5] }]);
  });

  test('graphDepPerso: every year from 2015 to the current one', async () => {
    const g = graphDepensesSchema.parse(await getPayload(api.app, '/api/immeubles/graphDepPerso'));
    const { axis, series } = parseGraph(g.axe_depenses, g.serie_depenses);
    expect(axis).toEqual(['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024']);
    expect(series).toEqual([{ name: 'Dépenses', data: [0, 589, 0, 0, 0, 0, 0, 0, 0, 35] }]);
  });

  test('bricksliste: rents by label, and the pie-chart graph', async () => {
    const b = bricksListeSchema.parse(await getPayload(api.app, '/api/immeubles/bricksliste'));
    expect(b.bricks).toEqual([
      { nom: 'Clos', achat: 1000, loyers: { 'Loyers 2023': 60 } },
      { nom: 'Tilleuls, Lyon', achat: 2500, loyers: { 'Loyers 2022': 150, 'Loyers 2023': 162.5 } },
    ]);
    expect(parseGraph(b.graph.axes, b.graph.achat)).toEqual({
      axis: ['Clos', 'Tilleuls Lyon'], // a comma would split the legacy axis
      series: [{ name: 'Achat', data: [1000, 2500] }],
    });
    expect(parseGraph(b.graph.axes, b.graph.loyer).series).toEqual([{ name: 'Loyers', data: [60, 312.5] }]);
  });

  test('graphedf: yearly totals per meter and the last 24 months of Fleurs', async () => {
    const g = graphEdfSchema.parse(await getPayload(api.app, '/api/immeubles/graphedf'));
    expect(parseGraph(g.axeHerm, g.serieHerm)).toEqual({
      axis: ['2021', '2022', '2023'],
      series: [{ name: 'Herm', data: [750, 0, 300] }],
    });
    expect(parseGraph(g.axeFleurs, g.serieFleurs).series).toEqual([{ name: 'Fleurs', data: [1099, 0, 55] }]);
    const monthly = parseGraph(g.axeFleursMois, g.serieFleursMois);
    expect(monthly.axis).toHaveLength(24);
    expect(monthly.axis[0]).toBe('07/2022');
    expect(monthly.axis[23]).toBe('06/2024');
    const data = monthly.series[0]?.data ?? [];
    expect(data[0]).toBe(0); // May 2022 is outside the window; nothing in July 2022
    expect(data[monthly.axis.indexOf('06/2024')]).toBe(55);
    expect(sum(data)).toBe(55);
  });
});

describe('on the demo dataset', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: NOW });
  });
  afterAll(async () => {
    await api.close();
  });

  test.each(['graphcumulbk', 'graphcumulbenef'])('%s series never decrease and end at the total purchases', async (path) => {
    const g = graphAxeSerieSchema.parse(await getPayload(api.app, `/api/immeubles/${path}`));
    const { series } = parseGraph(g.axe, g.serie);
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const s of series) {
      for (let i = 1; i < s.data.length; i++) expect(s.data[i]).toBeGreaterThanOrEqual(s.data[i - 1] as number);
    }
    const column = path === 'graphcumulbk' ? 'bank' : 'beneficiary';
    const totals = api.db
      .prepare(`SELECT ${column} AS k, SUM(purchase_amount) AS t FROM placements GROUP BY k`)
      .all() as { k: string; t: number }[];
    for (const { k, t } of totals) expect(series.find((s) => s.name === k)?.data.at(-1)).toBeCloseTo(t, 2);
  });

  test('oplistebybk equals sums over alldata.opvcm', async () => {
    const banks = bankListSchema.parse(await getPayload(api.app, '/api/immeubles/oplistebybk'));
    const all = (await getPayload(api.app, '/api/immeubles/alldata')) as {
      opvcm: Array<{ OP_BQ: string; OP_MT_VTE: number; OP_MT_ACHAT: number }>;
    };
    expect(banks.length).toBeGreaterThanOrEqual(4);
    for (const b of banks) {
      const ops = all.opvcm.filter((o) => o.OP_BQ === b.NOM);
      expect(b.nbre).toBe(ops.length);
      expect(b.Solde).toBeCloseTo(sum(ops.map((o) => o.OP_MT_VTE)), 2);
      expect(b.Diff).toBeCloseTo(sum(ops.map((o) => o.OP_MT_VTE - o.OP_MT_ACHAT)), 2);
    }
  });

  test('opecars: every Total row sums its years and spans at least as many months as it counts', async () => {
    const cars = opeCarsSchema.parse(await getPayload(api.app, '/api/immeubles/opecars/'));
    expect(Object.keys(cars).length).toBeGreaterThanOrEqual(3);
    for (const rows of Object.values(cars)) {
      const total = rows.at(-1)!;
      const years = rows.slice(0, -1);
      expect(total.annee).toBe('Total');
      expect(total.montant).toBeCloseTo(sum(years.map((r) => r.montant)), 2);
      expect(total.nbmois).toBeGreaterThanOrEqual(Math.max(...years.map((r) => r.nbmois)));
      for (const r of years) expect(r.nbmois).toBeLessThanOrEqual(12);
    }
  });

  test('graphTxFonciere: the total is the sum of the properties, year by year', async () => {
    const a = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/0'));
    const b = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/1'));
    const perProperty = parseGraph(a.axe_fonciere, a.serie_fonciere);
    const total = parseGraph(b.axe_fonciere, b.serie_fonciere);
    perProperty.axis.forEach((_, i) => {
      expect(total.series[0]?.data[i]).toBeCloseTo(sum(perProperty.series.map((s) => s.data[i] as number)), 2);
    });
  });
});
