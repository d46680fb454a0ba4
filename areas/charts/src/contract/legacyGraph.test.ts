import { chartsFixtures as fixtures } from './fixtures';
import { graphAxeSerieSchema, graphDepensesSchema, graphEdfSchema, graphFonciereSchema } from './schemas';
import { GraphFormatError, formatAxis, formatSeries, parseAxis, parseGraph, parseSeries } from 'contract-kit/legacyGraph';

/** The GraphFormatError a call throws (fails the test when it throws nothing or something else). */
function formatError(fn: () => unknown): GraphFormatError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(GraphFormatError);
    return e as GraphFormatError;
  }
  throw new Error('GraphFormatError attendue');
}

describe('parseAxis', () => {
  it('reads bare numbers and quoted text labels, trimming spaces', () => {
    expect(parseAxis('[2019,2020,2021]')).toEqual(['2019', '2020', '2021']);
    expect(parseAxis(" [ '12/2024' , \"01/2025\",2025 ] ")).toEqual(['12/2024', '01/2025', '2025']);
  });

  it('reads an empty axis as no label', () => {
    expect(parseAxis('[]')).toEqual([]);
    expect(parseAxis('[  ]')).toEqual([]);
  });

  it.each([
    ['', /crochets/],
    ['2019,2020', /crochets/],
    ['[2019,2020', /crochets/],
    ['{"a":1}', /crochets/],
    ['[2019,,2021]', /libellé n° 2 est vide/],
    ["[2019,'']", /libellé n° 2 est vide/],
  ])('rejects %j with a French message', (raw, message) => {
    const error = formatError(() => parseAxis(raw));
    expect(error.message).toMatch(/^axe mal formé/);
    expect(error.message).toMatch(message);
  });
});

describe('parseSeries', () => {
  it('reads a JSON list of named series', () => {
    expect(parseSeries('[{"name":"Herm","data":[3314,3257.5]}]')).toEqual([{ name: 'Herm', data: [3314, 3257.5] }]);
  });

  it("accepts the PHP backend's numeric strings and numeric names", () => {
    expect(parseSeries('[{"name":2024,"data":["1234.50"," 7 ",0]}]')).toEqual([{ name: '2024', data: [1234.5, 7, 0] }]);
  });

  it('reads empty lists', () => {
    expect(parseSeries('[]')).toEqual([]);
    expect(parseSeries('[{"name":"Total","data":[]}]')).toEqual([{ name: 'Total', data: [] }]);
  });

  it.each([
    ['not JSON', '[{"name":"Herm","data":[1,2]', /JSON invalide/],
    ['empty string', '', /JSON invalide/],
    ['an object instead of a list', '{"name":"Herm","data":[1]}', /liste de \{ name, data: \[nombres\] \}/],
    ['a missing name', '[{"data":[1]}]', /erreur en 0\.name/],
    ['a text value', '[{"name":"Herm","data":[1,"beaucoup"]}]', /erreur en 0\.data\.1/],
    ['a null value', '[{"name":"Herm","data":[1,null]}]', /erreur en 0\.data\.1/],
    ['an infinite value', '[{"name":"Herm","data":[1e999]}]', /erreur en 0\.data\.0/],
  ])('rejects %s', (_case, raw, message) => {
    const error = formatError(() => parseSeries(raw));
    expect(error.message).toMatch(/^série mal formée/);
    expect(error.message).toMatch(message);
  });
});

describe('parseGraph', () => {
  it('pairs an axis with its series', () => {
    expect(parseGraph('[2023,2024]', '[{"name":"Lyon","data":[900,950.5]},{"name":"Annecy","data":[0,1200]}]')).toEqual({
      axis: ['2023', '2024'],
      series: [
        { name: 'Lyon', data: [900, 950.5] },
        { name: 'Annecy', data: [0, 1200] },
      ],
    });
  });

  it('reads an empty graph (no label, series with no value)', () => {
    expect(parseGraph('[]', '[]')).toEqual({ axis: [], series: [] });
    expect(parseGraph('[]', '[{"name":"Dépenses","data":[]}]')).toEqual({ axis: [], series: [{ name: 'Dépenses', data: [] }] });
  });

  it('rejects a series whose length differs from the axis, naming it', () => {
    const error = formatError(() => parseGraph('[2023,2024,2025]', '[{"name":"Lyon","data":[1,2,3]},{"name":"Annecy","data":[1,2]}]'));
    expect(error.message).toBe('série « Annecy » : 2 valeurs pour 3 libellés');
  });

  it('rejects a malformed axis or series', () => {
    expect(formatError(() => parseGraph('2023,2024', '[]')).message).toMatch(/^axe mal formé/);
    expect(formatError(() => parseGraph('[2023]', 'oops')).message).toMatch(/^série mal formée/);
  });

  it('reads back what formatAxis and formatSeries write', () => {
    const series = [{ name: "Caisse d'Épargne", data: [20600, 22500.25] }];
    expect(parseGraph(formatAxis([2019, "'02/2020'"]), formatSeries(series))).toEqual({ axis: ['2019', '02/2020'], series });
  });
});

describe('the chart fixtures', () => {
  const graphs: Array<[string, string, string]> = [];
  const edf = graphEdfSchema.parse(fixtures.graphEdf);
  graphs.push(['graphEdf Herm', edf.axeHerm, edf.serieHerm]);
  graphs.push(['graphEdf Fleurs', edf.axeFleurs, edf.serieFleurs]);
  graphs.push(['graphEdf Fleurs mois', edf.axeFleursMois, edf.serieFleursMois]);
  for (const name of ['graphCumulBk', 'graphCumulBenef'] as const) {
    const g = graphAxeSerieSchema.parse(fixtures[name]);
    graphs.push([name, g.axe, g.serie]);
  }
  for (const name of ['graphTxFonciere0', 'graphTxFonciere1'] as const) {
    const g = graphFonciereSchema.parse(fixtures[name]);
    graphs.push([name, g.axe_fonciere, g.serie_fonciere]);
  }
  const dep = graphDepensesSchema.parse(fixtures.graphDepPerso);
  graphs.push(['graphDepPerso', dep.axe_depenses, dep.serie_depenses]);

  it.each(graphs)('%s is a valid legacy graph with data', (_name, axe, serie) => {
    const { axis, series } = parseGraph(axe, serie);
    expect(axis.length).toBeGreaterThan(1);
    expect(series.length).toBeGreaterThan(0);
  });

  it('cumulative series never decrease', () => {
    for (const name of ['graphCumulBk', 'graphCumulBenef'] as const) {
      const g = graphAxeSerieSchema.parse(fixtures[name]);
      for (const s of parseGraph(g.axe, g.serie).series) {
        s.data.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(i === 0 ? 0 : s.data[i - 1]!));
      }
    }
  });

  it('the property-tax total is the sum of the properties, year by year', () => {
    const byProperty = graphFonciereSchema.parse(fixtures.graphTxFonciere0);
    const total = graphFonciereSchema.parse(fixtures.graphTxFonciere1);
    const a = parseGraph(byProperty.axe_fonciere, byProperty.serie_fonciere);
    const b = parseGraph(total.axe_fonciere, total.serie_fonciere);
    expect(b.axis).toEqual(a.axis);
    a.axis.forEach((_, i) => expect(b.series[0]!.data[i]).toBeCloseTo(a.series.reduce((sum, s) => sum + s.data[i]!, 0), 2));
  });
});
