/** First year of the expense year list. */
export const FIRST_EXPENSE_YEAR = 2015;

/** 2015 to the current year, in order. */
export function expenseYears(currentYear: number = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = FIRST_EXPENSE_YEAR; y <= currentYear; y += 1) years.push(y);
  return years;
}
