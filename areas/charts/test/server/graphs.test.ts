/**
 * The chart endpoints (/immeubles/graph*) beyond the api's aggregates test: an empty database, the
 * /index.php prefix, French ordering of the series, running totals across empty years and
 * year boundaries, the monthly energy window across a new year, and the legacy strings
 * themselves (what the PHP backend wrote and the charts read).
 */
import { parseGraph } from 'contract-kit/legacyGraph';
import { createAreaTestHost, getPayload, type AreaTestHost } from 'server-kit/testing';
import { chartsSections, graphAxeSerieSchema, graphDepensesSchema, graphEdfSchema, graphFonciereSchema } from '../../src/contract';
import { chartsServer } from '../../src/server';
import { opvcmServer } from 'area-opvcm/server';

// The cumulative charts read the holdings' table as the opvcm area migrates it (recorded_on).
const AREAS = [opvcmServer, chartsServer];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('on an empty database', () => {
  let api: AreaTestHost;
  beforeAll(async () => {
    api = await createAreaTestHost({ areas: AREAS, sections: chartsSections, now: new Date(2024, 5, 15, 12, 0) });
  });
  afterAll(async () => {
    await api.close();
  });

  test('the cumulative and tax charts answer empty graphs, not errors', async () => {
    for (const path of ['graphcumulbk', 'graphcumulbenef']) {
      const g = graphAxeSerieSchema.parse(await getPayload(api.app, `/api/immeubles/${path}`));
      expect(g).toEqual({ axe: '[]', serie: '[]' });
    }
    const byProperty = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/0'));
    expect(parseGraph(byProperty.axe_fonciere, byProperty.serie_fonciere)).toEqual({ axis: [], series: [] });
    const total = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/1'));
    expect(parseGraph(total.axe_fonciere, total.serie_fonciere)).toEqual({ axis: [], series: [{ name: 'Total', data: [] }] });
  });

  test('energy: no year for the meters, but the 24 months of Fleurs at zero', async () => {
    const g = graphEdfSchema.parse(await getPayload(api.app, '/api/immeubles/graphedf'));
    expect(parseGraph(g.axeHerm, g.serieHerm)).toEqual({ axis: [], series: [{ name: 'Herm', data: [] }] });
    expect(parseGraph(g.axeFleurs, g.serieFleurs)).toEqual({ axis: [], series: [{ name: 'Fleurs', data: [] }] });
    const monthly = parseGraph(g.axeFleursMois, g.serieFleursMois);
    expect(monthly.axis).toHaveLength(24);
    expect(monthly.series).toEqual([{ name: 'Fleurs', data: Array(24).fill(0) }]);
  });

  test('expenses: every year from 2015 to the current one, at zero', async () => {
    const g = graphDepensesSchema.parse(await getPayload(api.app, '/api/immeubles/graphDepPerso'));
    const { axis, series } = parseGraph(g.axe_depenses, g.serie_depenses);
    expect(axis).toEqual(Array.from({ length: 10 }, (_, i) => String(2015 + i)));
    expect(series).toEqual([{ name: 'Dépenses', data: Array(10).fill(0) }]);
  });
});

describe('on rows inserted by the test', () => {
  let api: AreaTestHost;
  // January: the monthly window runs over three calendar years.
  const NOW = new Date(2025, 0, 10, 12, 0);
  beforeAll(async () => {
    api = await createAreaTestHost({ areas: AREAS, sections: chartsSections, now: NOW });
    const op = api.db.prepare(
      `INSERT INTO placements (bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    op.run('Linxea', 'Fonds euros', 1000, 1000.1, 'ASSV0', 'Zoé', '2016-12-31');
    op.run('Linxea', 'Fonds euros', 1000, 2000.2, 'ASSV0', 'Zoé', '2017-01-01');
    op.run("Caisse d'Épargne", 'Livret A', 500, 500, 'AUTRE', 'Émile', '2017-06-30');
    op.run('Boursorama', 'ETF Monde', 800, 700, 'PEA', 'Agathe', '2020-03-15');
    op.run('Boursorama', 'ETF Europe', 100, 100.3, 'PEA', 'Émile', '2020-11-02');

    api.db.exec(`INSERT INTO properties (id, name, type) VALUES (1, 'Lyon', 'PROP'), (2, 'Écully', 'PROP'), (3, 'Annecy', 'INDI');
      INSERT INTO property_taxes (property_id, year, amount) VALUES
        (1, 2020, 900.1), (1, 2022, 950.2), (2, 2021, 1200), (2, 2022, 1230.3), (3, 2022, 400.4);
      INSERT INTO energy_readings (meter, read_on, kwh) VALUES
        ('Fleurs', '2022-12-31', 999), ('Fleurs', '2023-01-31', 310.5), ('Fleurs', '2023-12-31', 280),
        ('Fleurs', '2024-02-29', 300), ('Fleurs', '2025-01-05', 42.25),
        ('Herm', '2023-01-31', 0.1), ('Herm', '2023-02-28', 0.2);`);
  });
  afterAll(async () => {
    await api.close();
  });

  test('cumulative by bank: running totals over every year, series in French order', async () => {
    const g = graphAxeSerieSchema.parse(await getPayload(api.app, '/api/immeubles/graphcumulbk'));
    expect(g.axe).toBe('[2016,2017,2018,2019,2020]');
    expect(parseGraph(g.axe, g.serie).series).toEqual([
      { name: 'Boursorama', data: [0, 0, 0, 0, 800.3] },
      { name: "Caisse d'Épargne", data: [0, 500, 500, 500, 500] },
      // 31 December and 1 January fall in their own years.
      { name: 'Linxea', data: [1000.1, 3000.3, 3000.3, 3000.3, 3000.3] },
    ]);
  });

  test('cumulative by beneficiary: accented names sort as in French, totals are the purchases', async () => {
    const g = graphAxeSerieSchema.parse(await getPayload(api.app, '/api/immeubles/graphcumulbenef'));
    const { series } = parseGraph(g.axe, g.serie);
    expect(series.map((s) => s.name)).toEqual(['Agathe', 'Émile', 'Zoé']);
    expect(series).toEqual([
      { name: 'Agathe', data: [0, 0, 0, 0, 700] },
      { name: 'Émile', data: [0, 500, 500, 500, 600.3] },
      { name: 'Zoé', data: [1000.1, 3000.3, 3000.3, 3000.3, 3000.3] },
    ]);
    // Really cumulative: the last values add up to every purchase ever made.
    expect(sum(series.map((s) => s.data.at(-1)!))).toBeCloseTo(1000.1 + 2000.2 + 500 + 700 + 100.3, 2);
  });

  test('property tax: one series per property (French order), zero where a year has no tax, and the total', async () => {
    const a = graphFonciereSchema.parse(await getPayload(api.app, '/api/immeubles/graphTxFonciere/0'));
    const b = graphFonciereSchema.parse(await getPayload(api.app, '/index.php/api/immeubles/graphTxFonciere/1'));
    expect(a.axe_fonciere).toBe('[2020,2021,2022]');
    expect(b.axe_fonciere).toBe(a.axe_fonciere);
    expect(parseGraph(a.axe_fonciere, a.serie_fonciere).series).toEqual([
      { name: 'Annecy', data: [0, 0, 400.4] },
      { name: 'Écully', data: [0, 1200, 1230.3] },
      { name: 'Lyon', data: [900.1, 0, 950.2] },
    ]);
    expect(parseGraph(b.axe_fonciere, b.serie_fonciere).series).toEqual([{ name: 'Total', data: [900.1, 1200, 2580.9] }]);
  });

  test('energy: sums rounded to the cent, the Fleurs months across the new year', async () => {
    const g = graphEdfSchema.parse(await getPayload(api.app, '/index.php/api/immeubles/graphedf'));
    expect(parseGraph(g.axeHerm, g.serieHerm)).toEqual({ axis: ['2023'], series: [{ name: 'Herm', data: [0.3] }] });
    expect(parseGraph(g.axeFleurs, g.serieFleurs)).toEqual({
      axis: ['2022', '2023', '2024', '2025'],
      series: [{ name: 'Fleurs', data: [999, 590.5, 300, 42.25] }],
    });
    // Text labels are quoted in the legacy axis.
    expect(g.axeFleursMois.startsWith("['02/2023','03/2023',")).toBe(true);
    const monthly = parseGraph(g.axeFleursMois, g.serieFleursMois);
    expect(monthly.axis).toHaveLength(24);
    expect(monthly.axis[0]).toBe('02/2023');
    expect(monthly.axis.at(-1)).toBe('01/2025');
    const at = (label: string) => monthly.series[0]!.data[monthly.axis.indexOf(label)];
    expect(at('12/2023')).toBe(280);
    expect(at('02/2024')).toBe(300);
    expect(at('01/2025')).toBe(42.25);
    // January 2023 is before the window, December 2022 too.
    expect(sum(monthly.series[0]!.data)).toBe(280 + 300 + 42.25);
  });
});
