/** The expenses of one year (/depenses), validated when that year is first shown. */
import { useCallback } from 'react';
import { ApiError, endpointQueryOptions, onceFor, validateOnce, type ArrivedData, useQuery, type UseQueryResult } from 'shared-kernel';
import { expensesByYearSchema, opeDepenses, type Expense } from 'area-immo/contract';

const path = opeDepenses.path;

/** A row's year as `numeric` reads it (a number, or a numeric string), else NaN. */
function yearOf(row: unknown): number {
  const year = row !== null && typeof row === 'object' ? (row as { year?: unknown }).year : undefined;
  if (typeof year === 'number') return year;
  return typeof year === 'string' && year.trim() !== '' ? Number(year) : NaN;
}

/** The rows by year, in one plain pass: a row without a year is bad data for every year. */
function byYear(arrived: ArrivedData<typeof opeDepenses>): Map<number, unknown[]> {
  return onceFor(arrived, 'by year', () => {
    const groups = new Map<number, unknown[]>();
    arrived.forEach((row, i) => {
      const year = yearOf(row);
      if (!Number.isInteger(year)) throw new ApiError(`données inattendues (${i}.year) : année attendue`, 'format', path);
      const group = groups.get(year);
      if (group) group.push(row);
      else groups.set(year, [row]);
    });
    return groups;
  });
}

/** The rows of `year`, validated once; throws the ApiError of bad data. */
export function yearExpenses(arrived: ArrivedData<typeof opeDepenses>, year: number): Expense[] {
  const key = String(year);
  return validateOnce(arrived, `year ${key}`, expensesByYearSchema, () => ({ [key]: byYear(arrived).get(year) ?? [] }), path)[key] ?? [];
}

export function useYearExpenses(year: number): UseQueryResult<Expense[], Error> {
  const select = useCallback((arrived: ArrivedData<typeof opeDepenses>) => yearExpenses(arrived, year), [year]);
  return useQuery({ ...endpointQueryOptions(opeDepenses), select });
}
