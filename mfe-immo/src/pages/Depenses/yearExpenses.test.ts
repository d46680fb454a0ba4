import { ApiError } from 'shared-kernel';
import { expensesArrivalSchema, type Expense } from 'area-immo/contract';
import { yearExpenses } from './yearExpenses';

const row = (year: number, amount: unknown = 10): Record<string, unknown> => ({
  COP_DATE: `${year}-03-01`,
  COP_LIBELLE: 'Courses',
  COP_MONT: amount,
  COP_GARAGE: null,
  year,
});

describe('yearExpenses', () => {
  it("returns the chosen year's rows, validated, and the same list on a second read", () => {
    const arrived = expensesArrivalSchema.parse([row(2024, 12.5), row(2025, '7.25'), row(2025, 3)]);
    const rows: Expense[] = yearExpenses(arrived, 2025);
    expect(rows.map((e) => e.COP_MONT)).toEqual([7.25, 3]);
    expect(yearExpenses(arrived, 2025)).toBe(rows);
  });

  it('refuses a bad row of the shown year, and still shows the other years', () => {
    const arrived = expensesArrivalSchema.parse([row(2024), row(2025, 'beaucoup')]);
    expect(() => yearExpenses(arrived, 2025)).toThrow(ApiError);
    expect(() => yearExpenses(arrived, 2025)).toThrow(/données inattendues \(2025\.0\.COP_MONT\)/);
    expect(yearExpenses(arrived, 2024)).toHaveLength(1);
  });

  it('refuses a row without a year, whatever the year shown', () => {
    const arrived = expensesArrivalSchema.parse([row(2024), { ...row(2024), year: null }]);
    expect(() => yearExpenses(arrived, 2024)).toThrow(/données inattendues \(1\.year\) : année attendue/);
    expect(() => yearExpenses(arrived, 2025)).toThrow(ApiError);
  });

  it('refuses a payload that is not a list on arrival', () => {
    expect(expensesArrivalSchema.safeParse({ rows: [] }).success).toBe(false);
  });
});
