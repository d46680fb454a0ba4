import { dayInYear, isoDay, yearChoices } from './dates';

// Local dates: what the owner's calendar says, whatever UTC says.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('editing dates', () => {
  it("gives the local day, also late in the evening", () => {
    expect(isoDay(at(2024, 3, 9))).toBe('2024-03-09');
    expect(isoDay(at(2024, 12, 31, 23))).toBe('2024-12-31');
  });

  it('dates a new row today in the current year, on the same day of another year', () => {
    const now = at(2026, 5, 14);
    expect(dayInYear(2026, now)).toBe('2026-05-14');
    expect(dayInYear(2024, now)).toBe('2024-05-14');
    // 29 February exists only in leap years.
    expect(dayInYear(2023, at(2024, 2, 29))).toBe('2023-02-28');
    expect(dayInYear(2020, at(2024, 2, 29))).toBe('2020-02-29');
  });

  it('offers the years of the rows and the current one, latest first, once each', () => {
    expect(yearChoices([2019, 2021, 2019], at(2026, 1, 1))).toEqual([2026, 2021, 2019]);
    expect(yearChoices([], at(2026, 1, 1))).toEqual([2026]);
  });
});
