import { pageWindow } from './pageWindow';

const show = (items: Array<number | null>) => items.map((i) => (i === null ? '…' : String(i))).join(' ');

describe('pageWindow (6 pages with ellipses)', () => {
  it('on the first pages: the first five, then the last', () => {
    expect(show(pageWindow(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(2, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('in the middle: the first, the current with its neighbours, the last', () => {
    expect(show(pageWindow(5, 20))).toBe('1 … 4 5 6 7 … 20');
    expect(show(pageWindow(10, 20))).toBe('1 … 9 10 11 12 … 20');
    expect(show(pageWindow(250, 500))).toBe('1 … 249 250 251 252 … 500');
  });

  it('on the last pages: the first, then the last five', () => {
    expect(show(pageWindow(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(16, 20))).toBe('1 … 14 15 16 17 … 20');
    expect(show(pageWindow(15, 20))).toBe('1 … 14 15 16 17 … 20');
  });

  it('with 6 pages or fewer: every page, no ellipsis', () => {
    expect(show(pageWindow(1, 1))).toBe('1');
    expect(show(pageWindow(2, 4))).toBe('1 2 3 4');
    expect(show(pageWindow(6, 6))).toBe('1 2 3 4 5 6');
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('with 7 pages: one page hidden, never the current one', () => {
    expect(show(pageWindow(1, 7))).toBe('1 2 3 4 5 … 7');
    expect(show(pageWindow(3, 7))).toBe('1 2 3 4 5 … 7');
    expect(show(pageWindow(4, 7))).toBe('1 … 3 4 5 6 7');
    expect(show(pageWindow(5, 7))).toBe('1 … 3 4 5 6 7');
    expect(show(pageWindow(7, 7))).toBe('1 … 3 4 5 6 7');
  });

  it('clamps a page out of range', () => {
    expect(show(pageWindow(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(99, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('always: the current page, the first and the last, at most 6 numbers, increasing, an ellipsis only for hidden pages', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageWindow(current, total);
        const numbers = items.filter((i): i is number => i !== null);
        const where = `${current}/${total}: ${show(items)}`;
        expect({ where, ok: numbers.includes(current) }).toEqual({ where, ok: true });
        expect({ where, ok: numbers[0] === 1 && numbers[numbers.length - 1] === total }).toEqual({ where, ok: true });
        expect({ where, ok: numbers.length === Math.min(6, total) }).toEqual({ where, ok: true });
        items.forEach((item, i) => {
          if (item === null) {
            const before = items[i - 1] as number;
            const after = items[i + 1] as number;
            expect({ where, ok: after - before >= 2 }).toEqual({ where, ok: true });
          } else if (i > 0 && items[i - 1] !== null) {
            expect({ where, ok: item === (items[i - 1] as number) + 1 }).toEqual({ where, ok: true });
          }
        });
      }
    }
  });
});
