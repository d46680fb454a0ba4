/**
 * Readers of alldata (properties and holdings, loaded once for every remote, spec section 4).
 * The cache holds the payload with its two lists checked as lists; each reader validates the
 * list it shows: /listeappt does not pay for the 5 000 holdings of a large portfolio.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { endpoints, type ArrivedData } from './endpoints';
import { endpointQueryOptions } from './queries';
import { allDataSchema, type AllData } from './schemas';
import { validateOnce } from './validateOnce';

type Part = keyof AllData;

// Each list inside an object of its own name, so that an error path reads "immos.12.IM_NOM".
const partSchemas = {
  immos: allDataSchema.pick({ immos: true }),
  opvcm: allDataSchema.pick({ opvcm: true }),
};

/** The `part` list of an arrived alldata payload, validated once; throws the ApiError of bad data. */
export function allDataPart<P extends Part>(arrived: ArrivedData<'allData'>, part: P): AllData[P] {
  const picked = validateOnce(arrived, part, partSchemas[part], () => ({ [part]: arrived[part] }), endpoints.allData.path);
  return (picked as Pick<AllData, P>)[part];
}

const selectImmos = (arrived: ArrivedData<'allData'>) => allDataPart(arrived, 'immos');
const selectHoldings = (arrived: ArrivedData<'allData'>) => allDataPart(arrived, 'opvcm');

/** The properties; bad data is the query's error (QueryView shows the spec's message). */
export function useImmos(): UseQueryResult<AllData['immos'], Error> {
  return useQuery({ ...endpointQueryOptions('allData'), select: selectImmos });
}

/** The holdings (opvcm); bad data is the query's error. */
export function useHoldings(): UseQueryResult<AllData['opvcm'], Error> {
  return useQuery({ ...endpointQueryOptions('allData'), select: selectHoldings });
}
