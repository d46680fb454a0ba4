import { addMonths, depositDeadline, monthChoices, monthLabel, monthOf, shiftMonth } from './leaseDates';

describe('the deposit deadline (loi du 6 juillet 1989, art. 22)', () => {
  it('one month after the keys when the move-out inspection matches the move-in', () => {
    // Keys returned on 15 March 2026: one month later, 15 April 2026.
    expect(depositDeadline('2026-03-15', 1)).toEqual({ date: '2026-04-15', months: 1 });
  });

  it('two months when it does not match, or is not recorded', () => {
    // 15 March + 2 months = 15 May 2026.
    expect(depositDeadline('2026-03-15', 0)).toEqual({ date: '2026-05-15', months: 2 });
    expect(depositDeadline('2026-03-15', null)).toEqual({ date: '2026-05-15', months: 2 });
    expect(depositDeadline('2026-03-15', undefined)).toEqual({ date: '2026-05-15', months: 2 });
  });

  it('a day the month lacks becomes its last; years roll over', () => {
    // 31 January 2026 + 1 month: February 2026 has 28 days.
    expect(depositDeadline('2026-01-31', 1).date).toBe('2026-02-28');
    // 31 December 2027 + 2 months: February 2028 (leap year) has 29 days.
    expect(depositDeadline('2027-12-31', 0).date).toBe('2028-02-29');
    // 30 November 2026 + 2 months = 30 January 2027.
    expect(depositDeadline('2026-11-30', 0).date).toBe('2027-01-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});

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
