/**
 * The owner's session as the front sees it: sign in, sign out, and whether it must. The
 * cookie is HttpOnly: the front never sees it, it only learns from the api's answers.
 * Singleton: signing in or out acts on the one shared cache and the one « connexion requise »
 * flag that the shell and every remote read.
 */
import { useSyncExternalStore } from 'react';
import type { Query } from './reactQuery';
import { SESSION_PATH, apiSend } from './client';
import { CAPABILITIES_KEY, CAPABILITIES_PATH, SIGNED_OUT } from './capabilities';
import { queryClient } from './queries';
import { clearSignInRequired, markSignInRequired, signInStore } from './signInState';

/** True while the owner must sign in before any data shows (the flag of signInState.ts, as React state). */
export function useSignInRequired(): boolean {
  return useSyncExternalStore(signInStore.subscribe, signInStore.getSnapshot, signInStore.getSnapshot);
}

/**
 * `meta` of a query that holds no owner data (a remote's code): kept on sign-out and not
 * refetched on sign-in.
 */
export const NOT_OWNER_DATA = { notOwnerData: true } as const;

const ownerData = (query: Query) => query.meta?.notOwnerData !== true;

/**
 * POST /api/session. On success the flag clears and every data query is read again, so the
 * pages that met a 401 (in the shell or any remote) show their figures. Rejects with the
 * ApiError of the api: 401 wrong password, 429 too many attempts (details.retryAfterSeconds).
 */
export async function signIn(password: string): Promise<void> {
  await apiSend('POST', SESSION_PATH, { password });
  clearSignInRequired();
  void queryClient.invalidateQueries({ predicate: ownerData });
}

/**
 * DELETE /api/session, then back to the sign-in page; the owner's figures leave the cache (a
 * shared computer). Rejects, keeping the session, when the api cannot be reached.
 */
export async function signOut(): Promise<void> {
  await apiSend('DELETE', SESSION_PATH);
  // First the flag: the shell swaps the pages for the sign-in page, then the data goes.
  markSignInRequired();
  // The capabilities query stays (the shell observes it), now saying signed out.
  queryClient.removeQueries({ predicate: (q) => ownerData(q) && q.queryKey[0] !== CAPABILITIES_PATH });
  queryClient.setQueryData(CAPABILITIES_KEY, SIGNED_OUT);
}
