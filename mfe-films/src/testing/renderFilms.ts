/**
 * Test helpers of this remote (imported by tests only). The movie-database calls are answered
 * in-process by the films area's offline gateway (request parsing and catalog, as the api serves them), so component
 * tests see exactly the replies, and the 400/404 errors, of the real embedded api.
 *
 * Importing this module registers an afterEach that unmounts what the test mounted and
 * empties the shared query cache.
 */
import { jsonReply, mountRemoteRoute, resetQueryCache, type Mounted } from 'shared-kernel/testing';
import { answerTmdbOffline } from 'area-films/testing';
import { resetInAppHistory } from '../navigation/inAppHistory';
import remote from '../remote';

const mounted: Mounted[] = [];

afterEach(async () => {
  while (mounted.length > 0) await mounted.pop()!.unmount();
  resetQueryCache();
  resetInAppHistory();
  window.location.hash = '';
});

/** The offline gateway's reply to a /tmdb/3/... URL. */
export const offlineReply = answerTmdbOffline;

export interface TmdbMock {
  /** Every requested URL, as path?query below /tmdb/3/. */
  calls: string[];
  /** Makes the calls whose path matches fail with this status (until cleared with null). */
  fail(pattern: RegExp | null, status?: number): void;
  /** Holds every reply until the returned function is called. */
  hold(): () => void;
}

export function mockTmdb(): TmdbMock {
  const calls: string[] = [];
  let failing: { pattern: RegExp; status: number } | null = null;
  let gate: Promise<void> | null = null;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (!url.pathname.includes('/tmdb/3/')) return jsonReply({ error: 'not_found', message: 'hors films' }, 404);
    const call = `${url.pathname.replace(/^.*?\/tmdb\/3\//, '')}${url.search}`;
    calls.push(call);
    if (gate) await gate;
    if (failing && failing.pattern.test(call)) return jsonReply({ error: 'failure', message: 'panne simulée' }, failing.status);
    const { status, body } = offlineReply(url);
    return jsonReply(body, status);
  }) as typeof fetch;
  return {
    calls,
    fail(pattern, status = 500) {
      failing = pattern ? { pattern, status } : null;
    },
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** Mocks the gateway, runs `beforeMount` (as the shell would before the remote's code), then mounts the remote's pages parcel at a route. */
export async function renderFilms(route: string, beforeMount?: () => void): Promise<Mounted & { tmdb: TmdbMock }> {
  resetQueryCache();
  const tmdb = mockTmdb();
  beforeMount?.();
  const m = await mountRemoteRoute(remote, route);
  mounted.push(m);
  return { ...m, tmdb };
}

/** Silences the console.error a failing load is expected to log; returns the spy. */
export function silenceConsoleError(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

/** The current hash route's query string, read as the films page reads it. */
export function hashParams(): URLSearchParams {
  const hash = window.location.hash;
  const q = hash.indexOf('?');
  return new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '');
}
