import { leftMargin, textWidth, thinLabels, yTickCount } from './layout';

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
