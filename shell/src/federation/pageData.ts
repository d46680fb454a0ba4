/**
 * A page's data, started by the shell as soon as it knows the route: the remote's route table
 * names what each page reads as it opens, so the reads leave with the remote's code instead of
 * after it (the page's own reads then take these replies, see the kernel's startEarlyRead).
 */
import { dataPaths, queryClient, startEarlyRead, type RouteEntry } from 'shared-kernel';

export function startPageData(entry: RouteEntry, params: Record<string, string>): void {
  for (const path of dataPaths(entry, params)) {
    // Fresh in the shared cache, or already asked for by the page: nothing more to fetch.
    const state = queryClient.getQueryState([path]);
    if (state?.fetchStatus === 'fetching' || (state?.status === 'success' && !state.isInvalidated)) continue;
    startEarlyRead(path);
  }
}
