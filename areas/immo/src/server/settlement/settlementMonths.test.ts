import { monthIndex } from 'server-kit';
import { settlementPartsByMonth } from './settlementMonths';

describe('a regularization balance in the rents due (loi du 6 juillet 1989, art. 23)', () => {
  it('at once: the whole balance in the month it starts', () => {
    expect([...settlementPartsByMonth([{ a_partir_de: '2026-04-01', solde: 9008, mensualites: 1 }])]).toEqual([[monthIndex(2026, 4), 9008]]);
  });

  it('in twelve parts: 601 € / 12 = 50,083… → 50,08 for eleven months, the twelfth 601 − 550,88 = 50,12', () => {
    const parts = settlementPartsByMonth([{ a_partir_de: '2026-04-15', solde: 60100, mensualites: 12 }]);
    expect(parts.size).toBe(12);
    expect(parts.get(monthIndex(2026, 4))).toBe(5008);
    expect(parts.get(monthIndex(2027, 2))).toBe(5008);
    expect(parts.get(monthIndex(2027, 3))).toBe(5012);
    expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(60100);
  });

  it('a refund is negative, and two years in the same month add up', () => {
    const parts = settlementPartsByMonth([
      { a_partir_de: '2026-04-01', solde: -12148, mensualites: 1 },
      { a_partir_de: '2026-04-01', solde: 3000, mensualites: 1 },
    ]);
    expect(parts.get(monthIndex(2026, 4))).toBe(-9148);
  });
});
