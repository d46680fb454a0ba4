/** The expenses of one year (/depenses), validated when that year is first shown. */
import { useCallback } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { endpoints, type ArrivedData } from './endpoints';
import { endpointQueryOptions } from './queries';
import { expensesSchema, type Expense } from './schemas';
import { validateOnce } from './validateOnce';

/** The rows of `year`, validated once; throws the ApiError of bad data. */
export function yearExpenses(arrived: ArrivedData<'opeDepenses'>, year: number): Expense[] {
  return validateOnce(arrived, `year ${year}`, expensesSchema, () => arrived.filter((e) => e.year === year), endpoints.opeDepenses.path);
}

export function useYearExpenses(year: number): UseQueryResult<Expense[], Error> {
  const select = useCallback((arrived: ArrivedData<'opeDepenses'>) => yearExpenses(arrived, year), [year]);
  return useQuery({ ...endpointQueryOptions('opeDepenses'), select });
}
