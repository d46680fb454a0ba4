import { monthChoices, monthLabel, monthOf, shiftMonth } from './months';

describe('the months of the selector', () => {
  it('names and moves months', () => {
    expect(monthOf(new Date(2026, 10, 25))).toBe('2026-11');
    expect(monthOf(new Date(2026, 0, 1))).toBe('2026-01');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -27)).toBe('2023-12');
    expect(monthLabel('2026-08')).toBe('août 2026');
    expect(monthLabel('2027-02')).toBe('février 2027');
  });

  it('offers three months ahead and two years back, latest first', () => {
    const months = monthChoices('2026-11');
    expect(months).toHaveLength(28);
    expect(months.slice(0, 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(months.at(-1)).toBe('2024-11');
  });
});
