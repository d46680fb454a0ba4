/**
 * Writes only from the dashboard's own pages. A page of another site can make a browser send
 * a simple POST (a form, a multipart upload) without asking; it cannot add a custom header
 * without a CORS preflight, which only CORS_ORIGINS pass. So every write must carry
 * X-Tableau-De-Bord: 1, and an Origin when present must be one of CORS_ORIGINS or the api's own
 * address (the one-address mode: the pages and the api share an origin behind the proxy; the
 * Host allow-list has already refused any name that is not ours). Checked in onRequest, before
 * any body is read.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { foreignOrigin, missingWriteHeader } from './messages';

export const WRITE_HEADER = 'x-tableau-de-bord';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether Origin names the host the request was sent to (scheme aside: a TLS proxy may sit between). */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    return new URL(origin).host === host.trim().toLowerCase();
  } catch {
    return false;
  }
}

export function writeGuard(corsOrigins: readonly string[]): onRequestAsyncHookHandler {
  const allowed = new Set(corsOrigins);
  return async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if (request.headers[WRITE_HEADER] !== '1') throw missingWriteHeader();
    const { origin, host } = request.headers;
    if (origin !== undefined && !allowed.has(origin) && !sameOrigin(origin, host)) throw foreignOrigin();
  };
}
