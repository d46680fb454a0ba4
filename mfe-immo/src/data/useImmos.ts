import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { allDataPart, endpointQueryOptions, type AllData, type ArrivedData } from 'shared-kernel';

const selectImmos = (arrived: ArrivedData<'allData'>) => allDataPart(arrived, 'immos');

/** The properties of the shared alldata; bad data is the query's error (QueryView shows the message). */
export function useImmos(): UseQueryResult<AllData['immos'], Error> {
  return useQuery({ ...endpointQueryOptions('allData'), select: selectImmos });
}
