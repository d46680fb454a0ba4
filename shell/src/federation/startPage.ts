/**
 * A page's data and code, started by the shell as soon as it knows the route, together with
 * its remote's entry: the remote's route table names what each page reads as it opens, the
 * files of its code and those of the remote's entry (written by the remote's build), so none
 * waits for the manifest or for the remote's module to run. The page's own reads then take
 * these replies (see the kernel's startEarlyFetch), and its import finds its files already on
 * their way.
 */
import { dataPaths, movieApiUrl, movieDataPaths, queryClient, startEarlyFetch, startEarlyRead, type RouteEntry } from 'shared-kernel';
import { knownRouteTables } from '../routes/routeTables';
import { preloadScript } from './startHandoff';
import { remoteQueryOptions } from './remoteCode';

/** The page at `entry` with these parameters; `search`, the address's query string ('' or '?…'). */
export function startPage(entry: RouteEntry, params: Record<string, string>, search = ''): void {
  startPageData(entry, params, search);
  startPageCode(entry);
}

/** The reads the page makes as it opens (the owner opens it, or points at a link to it). */
export function startPageData(entry: RouteEntry, params: Record<string, string>, search = ''): void {
  for (const path of dataPaths(entry, params)) {
    // Fresh in the shared cache, or already asked for by the page: nothing more to fetch.
    const state = queryClient.getQueryState([path]);
    if (state?.fetchStatus === 'fetching' || (state?.status === 'success' && !state.isInvalidated)) continue;
    startEarlyRead(path);
  }
  // Named for the page at its path alone: a query string asks for other reads (a search, a page).
  // Their keys are the page's own, so a repeat is not seen in the cache: the gateway's
  // replies stay a minute in the browser's HTTP cache, which answers it.
  if (search === '' || search === '?') for (const path of movieDataPaths(entry, params)) startEarlyFetch(movieApiUrl(path), path);
}

/**
 * The files of the page's code, once the shell has read them (absolute) from the remote's table,
 * after those of its remote's entry unless that remote's code is already loaded or on its way
 * (`remoteEntry.js` is served fresh each time: preloaded again, it would come down twice).
 */
export function startPageCode(entry: RouteEntry): void {
  const owner = entry.owner === 'shell' ? null : entry.owner;
  const code = owner ? queryClient.getQueryState(remoteQueryOptions(owner).queryKey) : undefined;
  const entryFiles = owner && !code ? (knownRouteTables()[owner]?.entry ?? []) : [];
  for (const url of [...entryFiles, ...(entry.chunks ?? [])]) if (/^https?:\/\//.test(url)) preloadScript(url);
}
