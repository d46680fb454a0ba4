/**
 * How long the server waits for a client. A stranger who opens connections and sends a byte
 * now and then (slowloris) would otherwise hold them forever: the headers must arrive within
 * headersMs, the whole request within requestMs; an idle socket is closed after connectionMs,
 * an idle keep-alive one after keepAliveMs. Node checks the first two every checkEveryMs.
 */
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  connectionMs: number;
  /** Long enough for a 10 Mo upload on a slow link. */
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  connectionMs: 60_000,
  requestMs: 60_000,
  headersMs: 15_000,
  keepAliveMs: 5_000,
  checkEveryMs: 2_000,
};

/** The Fastify constructor options for these timeouts (tests shorten them). */
export function timeoutOptions(overrides: Partial<ServerTimeouts> = {}): {
  connectionTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const t = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    connectionTimeout: t.connectionMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node requires headersTimeout ≤ requestTimeout.
    http: {
      requestTimeout: t.requestMs,
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: t.checkEveryMs,
    },
  };
}
