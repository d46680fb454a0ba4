/**
 * A page's data and code, started by the shell as soon as it knows the route, together with
 * its remote's entry: the remote's route table names what each page reads as it opens and the
 * files of its code (written by the remote's build), so neither waits for the remote's module
 * to run. The page's own reads then take these replies (see the kernel's startEarlyRead), and
 * its import finds its files already on their way.
 */
import { dataPaths, queryClient, startEarlyRead, type RouteEntry } from 'shared-kernel';
import { preloadScript } from './earlyRemote';

export function startPage(entry: RouteEntry, params: Record<string, string>): void {
  for (const path of dataPaths(entry, params)) {
    // Fresh in the shared cache, or already asked for by the page: nothing more to fetch.
    const state = queryClient.getQueryState([path]);
    if (state?.fetchStatus === 'fetching' || (state?.status === 'success' && !state.isInvalidated)) continue;
    startEarlyRead(path);
  }
  startPageCode(entry);
}

/** The files of the page's code, once the shell has read them (absolute) from the remote's table. */
export function startPageCode(entry: RouteEntry): void {
  for (const url of entry.chunks ?? []) if (/^https?:\/\//.test(url)) preloadScript(url);
}
