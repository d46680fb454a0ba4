/** The strict write primitives on their own; each area's bounds.test.ts checks them in its sections' rows. */
import { amount, ratePercent, signedAmount, strictDate } from './strict';

describe('dates: 1900-01-01 to 2200-12-31', () => {
  const OUT = 'date attendue entre 1900 et 2200';
  test.each([
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['2200-12-31T23:59:59.999Z', true],
    ['1899-12-31', false],
    ['2201-01-01', false],
    ['0024-05-02', false],
    ['2924-05-02', false],
    ['9999-12-31', false],
  ])('%s: %s', (value, ok) => {
    const parsed = strictDate.safeParse(value);
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues.map((i) => i.message)).toEqual([OUT]);
  });
});

test('the primitives on their own', () => {
  expect(amount.safeParse('0').success).toBe(true);
  expect(signedAmount.safeParse('-0.5').data).toBe(-0.5);
  expect(ratePercent.safeParse('1.85').data).toBe(1.85);
  expect(ratePercent.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
});
