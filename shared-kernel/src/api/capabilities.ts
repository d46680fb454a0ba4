/**
 * What the api lets the front do. The embedded api answers GET /api/capabilities; the owner's
 * legacy backend has no such route (404, an HTML page or no answer at all), which reads as
 * read-only: editing is hidden, and no error panel shows.
 * Singleton: one answer in the shared cache, for the shell (sign-out) and every remote (editing).
 */
import { useQuery } from './reactQuery';
import { apiGet, isUnauthorized } from './client';
import { queryClient } from './queries';
import { capabilitiesSchema, type Capabilities } from 'contract-kit/schemas';
import { markSignInRequired } from './signInState';

export const CAPABILITIES_PATH = 'capabilities';
export const CAPABILITIES_KEY = [CAPABILITIES_PATH] as const;

/** The legacy backend, or an api that could not tell: reads only. */
export const READ_ONLY: Capabilities = { write: false, signedIn: false, signInRequired: false };
/** A 401 comes only from the embedded api, which writes once the owner has signed in. */
export const SIGNED_OUT: Capabilities = { write: true, signedIn: false, signInRequired: true };

/** Never fails: any answer but the api's own becomes READ_ONLY (a cancellation is rethrown for react-query). */
export async function fetchCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  try {
    const capabilities = await apiGet(CAPABILITIES_PATH, capabilitiesSchema, signal);
    if (capabilities.signInRequired && !capabilities.signedIn) markSignInRequired();
    return capabilities;
  } catch (error) {
    if (signal?.aborted) throw error;
    // The client has already raised « connexion requise ».
    if (isUnauthorized(error)) return SIGNED_OUT;
    return READ_ONLY;
  }
}

export const capabilitiesQueryOptions = {
  queryKey: CAPABILITIES_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCapabilities(signal),
  staleTime: 60_000,
  retry: false,
};

/**
 * The api's capabilities, READ_ONLY until known. Reads the kernel's queryClient directly, so
 * it works outside a QueryClientProvider too (the navbar).
 */
export function useCapabilities(): Capabilities {
  return useQuery(capabilitiesQueryOptions, queryClient).data ?? READ_ONLY;
}
