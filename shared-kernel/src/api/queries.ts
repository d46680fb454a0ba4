/**
 * One query cache for the whole product. shared-kernel is a Module Federation singleton,
 * so every remote reads the same instance: data loaded by one remote (alldata, recipes) is
 * reused by the others without a second request.
 */
import { QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isTransient } from './client';
import {
  endpoints,
  fetchEndpoint,
  fetchParamEndpoint,
  paramEndpoints,
  type EagerEndpointName,
  type EndpointData,
  type EndpointName,
  type ParamEndpointData,
  type ParamEndpointName,
} from './endpoints';

/** One quick retry for a passing fault; a refusal, bad data or a timeout show at once. */
export function retryTransient(failureCount: number, error: Error): boolean {
  return failureCount < 1 && isTransient(error);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryTransient,
      retryDelay: 400,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
      // Offline, a read still goes out once: the shell's service worker answers it from its cache.
      networkMode: 'offlineFirst',
    },
  },
});

export function endpointQueryKey(name: EndpointName): readonly [string] {
  return [endpoints[name].path];
}

export function endpointQueryOptions<N extends EndpointName>(name: N) {
  const e = endpoints[name];
  return {
    queryKey: endpointQueryKey(name),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchEndpoint(name, signal),
    // The shared data (alldata, recipes) loads once, on first use, and is then reused.
    staleTime: 'loadOnce' in e && e.loadOnce ? Infinity : 60_000,
  };
}

/** Reads one api endpoint through the shared cache (alldata: see allData.ts). */
export function useEndpoint<N extends EagerEndpointName>(name: N): UseQueryResult<EndpointData<N>, Error> {
  return useQuery(endpointQueryOptions(name)) as UseQueryResult<EndpointData<N>, Error>;
}

/** Reads one thing of a parameterized endpoint (a loan's schedule, a year's statement). */
export function useParamEndpoint<N extends ParamEndpointName>(
  name: N,
  ...args: Parameters<(typeof paramEndpoints)[N]['path']>
): UseQueryResult<ParamEndpointData<N>, Error> {
  const path = (paramEndpoints[name].path as (...a: typeof args) => string)(...args);
  return useQuery({ queryKey: [path], queryFn: ({ signal }) => fetchParamEndpoint(name, args, signal) });
}
