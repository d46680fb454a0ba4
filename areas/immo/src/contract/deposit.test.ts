import { depositDeadline, latePenaltyCents } from './deposit';

describe('a late deposit (loi du 6 juillet 1989, art. 22): 10 % of the monthly rent per month begun late', () => {
  // Deadline 20 December 2025, rent 640 €: 64 € a month begun.
  it('on the deadline: none', () => {
    expect(latePenaltyCents('2025-12-20', '2025-12-20', 64000)).toEqual({ months: 0, cents: 0 });
  });

  it('one day late begins the first month; the month ends on 20 January', () => {
    expect(latePenaltyCents('2025-12-20', '2025-12-21', 64000)).toEqual({ months: 1, cents: 6400 });
    expect(latePenaltyCents('2025-12-20', '2026-01-20', 64000)).toEqual({ months: 1, cents: 6400 });
  });

  it('21 January begins the second month: 128 €', () => {
    expect(latePenaltyCents('2025-12-20', '2026-01-21', 64000)).toEqual({ months: 2, cents: 12800 });
  });

  it('10 % of 745,55 € is 74,555 €, rounded to 74,56 € a month', () => {
    // Keys on 31 January 2026, inspection matching: 28 February 2026; returned 1 April: two months begun.
    const deadline = depositDeadline('2026-01-31', 1).date;
    expect(deadline).toBe('2026-02-28');
    expect(latePenaltyCents(deadline, '2026-04-01', 74555)).toEqual({ months: 2, cents: 14912 });
  });
});
