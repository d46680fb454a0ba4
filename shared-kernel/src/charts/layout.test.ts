import { keptIndexes, leftMargin, textWidth, thinLabels, thinLines, yTickCount } from './layout';

const years = Array.from({ length: 12 }, (_, i) => String(2015 + i));
const months = Array.from({ length: 24 }, (_, i) => `${String((i % 12) + 1).padStart(2, '0')}/${2025 + Math.floor(i / 12)}`);

describe('thinLabels', () => {
  it('keeps every label when they fit', () => {
    expect(thinLabels(years, 1000, (l) => l, 12)).toEqual(years);
  });

  it('keeps every k-th label, the last one always, when they do not fit', () => {
    const shown = thinLabels(years, 260, (l) => l, 11);
    expect(shown.length).toBeLessThan(years.length);
    expect(shown.at(-1)).toBe('2026');
    const step = years.indexOf(shown[1]!) - years.indexOf(shown[0]!);
    shown.forEach((l, i) => i > 0 && expect(years.indexOf(l) - years.indexOf(shown[i - 1]!)).toBe(step));
    // Shown labels do not overlap: each has its label width plus a gap.
    expect((260 / years.length) * step).toBeGreaterThanOrEqual(textWidth('2026', 11) + 10);
  });

  it('thins long labels more than short ones on the same width', () => {
    expect(thinLabels(months, 260, (l) => l, 11).length).toBeLessThan(thinLabels(years.concat(years), 260, (l) => l, 11).length);
  });

  it('handles no label', () => {
    expect(thinLabels([], 300, String, 12)).toEqual([]);
  });
});

describe('yTickCount and leftMargin', () => {
  it('puts about one tick every 60 pixels, between 3 and 8', () => {
    expect(yTickCount(60)).toBe(3);
    expect(yTickCount(300)).toBe(5);
    expect(yTickCount(2000)).toBe(8);
  });

  it('leaves room for the widest tick label and the axis title', () => {
    const format = (v: number) => `${Math.round(v)} €`;
    const narrow = leftMargin([0, 90], format, 12, true);
    const wide = leftMargin([0, 128300], format, 12, true);
    expect(wide).toBeGreaterThan(narrow);
    expect(wide).toBeGreaterThanOrEqual(textWidth(format(128300 * 1.25), 12) + 24);
    expect(leftMargin([0, 128300], format, 12, false)).toBe(wide - 24);
  });
});

describe('keptIndexes (a dense line drawn from its extremes)', () => {
  it('keeps every index when they fit', () => {
    expect(keptIndexes([[5, 1, 9]], 10)).toEqual([0, 1, 2]);
    expect(keptIndexes([[5, 1, 9, 4]], 4)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the first, the last, and the lowest and highest of each bucket', () => {
    // 2 + 2 buckets of 2 points; inner indexes 1..8 split into 1..4 and 5..8.
    const values = [50, 10, 12, 90, 11, 30, 5, 31, 29, 60];
    expect(keptIndexes([values], 6)).toEqual([0, 1, 3, 6, 7, 9]);
  });

  it('keeps the global extremes of a long series, at most `max` points', () => {
    const values = Array.from({ length: 1000 }, (_, i) => Math.round(100 * Math.sin(i / 37)));
    values[613] = 500;
    values[271] = -500;
    const kept = keptIndexes([values], 100);
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.length).toBeGreaterThan(90);
    expect(kept).toEqual(expect.arrayContaining([0, 999, 613, 271]));
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
  });

  it('keeps the extremes of every series, and skips the values a series lacks', () => {
    const a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const b = [0, 9, Number.NaN, 1, 1, 1, 1, 1, -3, 0];
    // One bucket (1..8): a's lowest 1 and highest 8, b's highest 1 and lowest 8.
    expect(keptIndexes([a, b], 6)).toEqual([0, 1, 8, 9]);
  });
});

describe('thinLines', () => {
  const series = (name: string, values: number[]) => ({ id: name, data: values.map((y, i) => ({ x: `m${i}`, y })) });
  const labels = Array.from({ length: 10 }, (_, i) => `m${i}`);

  it('returns the same series when every point fits', () => {
    const data = [series('A', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])];
    const shown = thinLines(data, labels, 20);
    expect(shown.series).toBe(data);
    expect(shown.labels).toBe(labels);
  });

  it('keeps the same categories in every series, and their values', () => {
    const data = [series('A', [50, 10, 12, 90, 11, 30, 5, 31, 29, 60]), series('B', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1])];
    const shown = thinLines(data, labels, 6);
    // One bucket (m1..m8): A's lowest m6 and highest m3; B is flat (its first, m1).
    expect(shown.labels).toEqual(['m0', 'm1', 'm3', 'm6', 'm9']);
    expect(shown.series.map((s) => s.data.map((d) => d.y))).toEqual([
      [50, 10, 90, 5, 60],
      [1, 1, 1, 1, 1],
    ]);
    expect(shown.series.map((s) => s.id)).toEqual(['A', 'B']);
  });
});
