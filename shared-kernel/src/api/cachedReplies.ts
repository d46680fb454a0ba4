/**
 * Which api replies the page got from the service worker's cache instead of the network,
 * and when each was fetched: the shell's offline banner says « Hors ligne — données du … »
 * with the oldest of those dates. Pure (no React, no zod): the service worker bundle imports
 * the header name from here (`shared-kernel/offline`) without pulling the rest of the kernel.
 * Singleton: the kernel's client writes it on every read and the shell's banner reads the same one.
 */

/**
 * Added by the service worker to a reply it stores, and so present only on a reply served
 * from its cache: the ISO date the reply was fetched. A header of a Response built by the
 * service worker is readable by the page when it is listed in Access-Control-Expose-Headers.
 */
export const CACHED_AT_HEADER = 'X-Tableau-De-Bord-Donnees-Du';

/** path → date of its reply, for the replies that came from the cache. */
const fromCache = new Map<string, Date>();
const listeners = new Set<() => void>();
let oldest: Date | null = null;

function changed() {
  const dates = [...fromCache.values()];
  const next = dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
  if (next?.getTime() === oldest?.getTime()) return;
  oldest = next;
  for (const l of listeners) l();
}

/** Called by the client on every successful read: a fresh reply clears its path, a cached one records its date. */
export function noteReply(path: string, cachedAt: string | null | undefined): void {
  const date = cachedAt ? new Date(cachedAt) : null;
  if (date && !Number.isNaN(date.getTime())) fromCache.set(path, date);
  else fromCache.delete(path);
  changed();
}

/** Back online, or signed out: the replies shown are no longer the cached ones. */
export function forgetCachedReplies(): void {
  fromCache.clear();
  changed();
}

/** The oldest date of the replies shown from the cache, or null when every reply was fresh. */
export const cachedReplies = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  oldest: (): Date | null => oldest,
};
