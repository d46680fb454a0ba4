/**
 * One query cache for the whole product. shared-kernel is a Module Federation singleton,
 * so every remote reads the same instance: data loaded by one remote (alldata, recipes) is
 * reused by the others without a second request. Reads take an area's endpoint definition
 * (contract-kit/endpoints); the cache key is its path, so two areas reading one path share a reply.
 */
import { QueryClient, useQuery, type UseQueryResult } from './reactQuery';
import type { z } from 'zod/mini';
import { apiGet, isApiRestarting, isTransient } from './client';
import type { ArrivedData, Endpoint, EndpointData, ParamEndpoint } from 'contract-kit/endpoints';

/** One quick retry for a passing fault; a refusal, bad data or a timeout show at once. */
export function retryTransient(failureCount: number, error: Error): boolean {
  return failureCount < 1 && isTransient(error);
}

/** While the api restarts (2 to 10 s), a read is tried again each second, for a minute at most. */
export const RESTART_RETRY_DELAY_MS = 1000;
export const RESTART_RETRIES = 60;

/** A read's retries: until the api is back when it restarts, else once for a passing fault. */
export function retryRead(failureCount: number, error: Error): boolean {
  return isApiRestarting(error) ? failureCount < RESTART_RETRIES : retryTransient(failureCount, error);
}

export function readRetryDelay(_failureCount: number, error: Error): number {
  return isApiRestarting(error) ? RESTART_RETRY_DELAY_MS : 400;
}

/** The retry options of every read; a query with options of its own spreads them. */
export const READ_RETRIES = { retry: retryRead, retryDelay: readRetryDelay } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      ...READ_RETRIES,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
      // Offline, a read still goes out once: the shell's service worker answers it from its cache.
      networkMode: 'offlineFirst',
    },
  },
});

export function endpointQueryKey(endpoint: Pick<Endpoint, 'path'>): readonly [string] {
  return [endpoint.path];
}

/** Fetches a read and checks it on arrival (its arrival schema when it has one). */
export function fetchEndpoint<E extends Endpoint>(endpoint: E, signal?: AbortSignal): Promise<ArrivedData<E>> {
  return apiGet(endpoint.path, endpoint.arrivalSchema ?? endpoint.schema, signal) as Promise<ArrivedData<E>>;
}

export function endpointQueryOptions<E extends Endpoint>(endpoint: E) {
  return {
    queryKey: endpointQueryKey(endpoint),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchEndpoint(endpoint, signal),
    // Shared data (alldata, recipes) loads once, on first use, and is then reused.
    staleTime: endpoint.loadOnce ? Infinity : 60_000,
  };
}

/** Starts a read into the shared cache (a widget's or a page's data, before its code runs). */
export function prefetchEndpoint(endpoint: Endpoint): Promise<void> {
  return queryClient.prefetchQuery(endpointQueryOptions(endpoint));
}

/** Reads one api endpoint through the shared cache (one whose payload is wholly checked on arrival). */
export function useEndpoint<E extends Endpoint & { arrivalSchema?: undefined }>(endpoint: E): UseQueryResult<EndpointData<E>, Error> {
  return useQuery(endpointQueryOptions(endpoint)) as UseQueryResult<EndpointData<E>, Error>;
}

/** Reads one thing of a parameterized endpoint (a loan's schedule, a year's statement). */
export function useParamEndpoint<S extends z.core.$ZodType, A extends unknown[]>(
  endpoint: ParamEndpoint<S, A>,
  ...args: A
): UseQueryResult<z.infer<S>, Error> {
  const path = endpoint.path(...args);
  return useQuery({ queryKey: [path], queryFn: ({ signal }) => apiGet(path, endpoint.schema, signal) });
}
