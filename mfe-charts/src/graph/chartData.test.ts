import { INDEX_KEY, currentYearNote, hasData, toBars, toLines, uniqueNames } from './chartData';

const graph = {
  axis: ['2023', '2024'],
  series: [
    { name: 'Lyon', data: [900, 950.5] },
    { name: 'Annecy', data: [0, 1200] },
  ],
};

describe('chart data from a parsed legacy graph', () => {
  it('makes one bar datum per label with a value per series', () => {
    expect(toBars(graph)).toEqual({
      keys: ['Lyon', 'Annecy'],
      data: [
        { [INDEX_KEY]: '2023', Lyon: 900, Annecy: 0 },
        { [INDEX_KEY]: '2024', Lyon: 950.5, Annecy: 1200 },
      ],
    });
  });

  it('makes one line per series with a point per label', () => {
    expect(toLines(graph)).toEqual([
      { id: 'Lyon', data: [{ x: '2023', y: 900 }, { x: '2024', y: 950.5 }] },
      { id: 'Annecy', data: [{ x: '2023', y: 0 }, { x: '2024', y: 1200 }] },
    ]);
  });

  it('keeps two series of the same name apart', () => {
    const twice = { axis: ['2024'], series: [{ name: 'Lyon', data: [1] }, { name: 'Lyon', data: [2] }] };
    expect(uniqueNames(twice)).toEqual(['Lyon', 'Lyon (2)']);
    expect(toBars(twice).data).toEqual([{ [INDEX_KEY]: '2024', Lyon: 1, 'Lyon (2)': 2 }]);
  });

  it('knows when there is nothing to draw', () => {
    expect(hasData(graph)).toBe(true);
    expect(hasData({ axis: [], series: [{ name: 'Herm', data: [] }] })).toBe(false);
    expect(hasData({ axis: ['2024'], series: [] })).toBe(false);
  });
});

describe('currentYearNote', () => {
  it('warns that the current year is not complete when it is the last label', () => {
    expect(currentYearNote({ axis: ['2025', '2026'], series: [] }, new Date(2026, 10, 21))).toBe(
      " L'année 2026, en cours, n'est pas complète.",
    );
    expect(currentYearNote({ axis: ['2024', '2025'], series: [] }, new Date(2026, 10, 21))).toBe('');
    expect(currentYearNote({ axis: [], series: [] }, new Date(2026, 10, 21))).toBe('');
  });
});
