/**
 * Readers of alldata (properties and holdings, loaded once for every remote, spec section 4).
 * The cache holds the payload as it arrived, its two lists checked as lists; each reader
 * validates the list it shows the first time anyone reads it, once for every remote:
 * /listeappt does not pay for the 5 000 holdings of a large portfolio.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { parseWith } from './client';
import { endpoints, type ArrivedData } from './endpoints';
import { endpointQueryOptions } from './queries';
import { allDataSchema, type AllData } from './schemas';

type Arrived = ArrivedData<'allData'>;
type Part = keyof AllData;
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

// Each list inside an object of its own name, so that an error path reads "immos.12.IM_NOM".
const partSchemas: Record<Part, z.ZodType> = {
  immos: allDataSchema.pick({ immos: true }),
  opvcm: allDataSchema.pick({ opvcm: true }),
};

const validated = new WeakMap<Arrived, Partial<Record<Part, Outcome>>>();

/** The `part` list of an arrived payload, validated once; throws the ApiError of bad data. */
export function allDataPart<P extends Part>(arrived: Arrived, part: P): AllData[P] {
  const parts = validated.get(arrived) ?? {};
  validated.set(arrived, parts);
  let outcome = parts[part];
  if (!outcome) {
    try {
      const value = parseWith(partSchemas[part], { [part]: arrived[part] }, endpoints.allData.path) as Pick<AllData, P>;
      outcome = { ok: true, value: value[part] };
    } catch (error) {
      outcome = { ok: false, error };
    }
    parts[part] = outcome;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value as AllData[P];
}

const selectImmos = (arrived: Arrived) => allDataPart(arrived, 'immos');
const selectHoldings = (arrived: Arrived) => allDataPart(arrived, 'opvcm');

/** The properties; bad data is the query's error (QueryView shows the spec's message). */
export function useImmos(): UseQueryResult<AllData['immos'], Error> {
  return useQuery({ ...endpointQueryOptions('allData'), select: selectImmos });
}

/** The holdings (opvcm); bad data is the query's error. */
export function useHoldings(): UseQueryResult<AllData['opvcm'], Error> {
  return useQuery({ ...endpointQueryOptions('allData'), select: selectHoldings });
}
