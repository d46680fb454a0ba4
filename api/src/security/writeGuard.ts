/**
 * Writes only from the dashboard's own pages. A page of another site can make a browser send
 * a simple POST (a form, a multipart upload) without asking; it cannot add a custom header
 * without a CORS preflight, which only CORS_ORIGINS pass. So every write must carry
 * X-Tableau-De-Bord: 1, and an Origin when present must be one of CORS_ORIGINS. Checked in
 * onRequest, before any body is read.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { foreignOrigin, missingWriteHeader } from './messages';

export const WRITE_HEADER = 'x-tableau-de-bord';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function writeGuard(corsOrigins: readonly string[]): onRequestAsyncHookHandler {
  const allowed = new Set(corsOrigins);
  return async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if (request.headers[WRITE_HEADER] !== '1') throw missingWriteHeader();
    const { origin } = request.headers;
    if (origin !== undefined && !allowed.has(origin)) throw foreignOrigin();
  };
}
