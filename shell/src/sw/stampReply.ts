/**
 * The copy of an api reply the service worker stores: its body and type, and the date it was
 * fetched in a header the page can read (CACHED_AT_HEADER). The page never learns the date of
 * a cross-origin reply from its `Date` header (not exposed), and the header is on the stored
 * copy only, so a reply carries it exactly when it comes from the cache.
 */
import { CACHED_AT_HEADER } from 'shared-kernel/offline';

/** Only a complete, successful reply is kept: never an error, a 401, nor an opaque reply. */
export async function stampReply(response: Response, now: Date = new Date()): Promise<Response | null> {
  if (response.status !== 200 || response.type === 'opaque') return null;
  const headers = new Headers({
    [CACHED_AT_HEADER]: now.toISOString(),
    // A reply built here reaches a cross-origin request filtered as a CORS reply: name what it may read.
    'Access-Control-Expose-Headers': CACHED_AT_HEADER,
  });
  const type = response.headers.get('Content-Type');
  if (type) headers.set('Content-Type', type);
  return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
}
