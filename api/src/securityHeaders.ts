/**
 * Headers on every reply of the api (JSON, errors, images, CORS preflights): the api only
 * serves data and images, so its documents may load nothing, run nothing and be framed by
 * nobody; and browsers must take each reply for the type it declares.
 */
import type { FastifyInstance } from 'fastify';

export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(API_SECURITY_HEADERS);
  });
}
