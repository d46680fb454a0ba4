import { addMonths, depositDeadline } from './leaseDates';

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
