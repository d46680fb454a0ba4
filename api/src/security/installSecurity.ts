/**
 * The api's guards, in the order they run on each request (all in onRequest, before any body
 * is read): Host allow-list (421), CORS (answers preflights), write guard (403), owner session
 * (401 when this request must sign in, see signInPolicy.ts). Also the rate limits and the upload quota the routes use,
 * through `app.security`.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hostAllowList } from './hosts';
import { misdirected, tooManyRequests, unauthorized } from './messages';
import { ownerPassword } from './ownerPassword';
import { signInPolicy } from './signInPolicy';
import { installOwnerSession, type SignInResult } from './ownerSession';
import type { ServerTimeouts } from './timeouts';
import { writeGuard } from './writeGuard';

export interface SecurityOptions {
  /** Origins of the front-ends (CORS_ORIGINS): the only ones allowed to write. */
  corsOrigins: string[];
  /** The host the api listens on (API_HOST). */
  boundHost: string;
  /** Extra Host header names accepted (API_ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Every route but sign-in requires the owner's session on every request (beyond loopback, or forced). */
  requireSession: boolean;
  /** The owner's password hash file, or null when none may exist (tests). */
  passwordFile: string | null;
  /** Folder of session-secret and sessions.json (API_DATA_DIR); null keeps them in memory (tests). */
  sessionDir: string | null;
  /** Sign-in attempts per minute and per client address. */
  signInsPerMinute: number;
  /** Image uploads per minute and per client address. */
  uploadsPerMinute: number;
  /** Total size allowed for the image folders (recettes + sport), in bytes. */
  uploadQuotaBytes: number;
  /** Reverse proxies believed for X-Forwarded-For/-Proto (TRUST_PROXY); empty: none. */
  trustedProxies: string[];
  /** Server timeouts (used by the Fastify constructor options). */
  timeouts: ServerTimeouts;
}

/** What the routes use: app.security. */
export interface SecurityServices {
  /** Whether this request must carry the owner's session (signInPolicy.ts). */
  signInRequired(request: FastifyRequest): boolean;
  isSignedIn(request: FastifyRequest): boolean;
  signIn(request: FastifyRequest, password: string): Promise<SignInResult>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** onRequest hooks; each one counts for both prefixes of its route. */
  signInLimit: onRequestAsyncHookHandler;
  uploadLimit: onRequestAsyncHookHandler;
  uploadQuotaBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    security: SecurityServices;
  }
  interface FastifyContextConfig {
    /** The sign-in route: the only one open without a session. */
    signIn?: boolean;
  }
}

const MINUTE_MS = 60_000;

export async function installSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const hosts = hostAllowList(options.boundHost, options.allowedHosts);
  app.addHook('onRequest', async (request) => {
    if (!hosts.allows(request.headers.host)) throw misdirected();
  });

  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Tableau-De-Bord'],
    // The sign-in page says how long to wait after too many attempts.
    exposedHeaders: ['Retry-After'],
    credentials: true,
    // An OPTIONS that is no preflight gets an empty 204 rather than an English text/plain 400.
    strictPreflight: false,
    maxAge: 600,
  });

  app.addHook('onRequest', writeGuard(options.corsOrigins));

  const owner = ownerPassword(options.passwordFile);
  const session = await installOwnerSession(app, owner, options.sessionDir);
  const policy = signInPolicy({ requireSession: options.requireSession });
  const signInRequired = (request: FastifyRequest) => policy.requiredFor(request.headers);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.signIn === true || !signInRequired(request)) return;
    if (!session.isSignedIn(request)) throw unauthorized();
  });

  await app.register(rateLimit, { global: false });
  const limiter = (max: number, what: string): onRequestAsyncHookHandler => {
    const hook = app.rateLimit({
      max,
      timeWindow: MINUTE_MS,
      errorResponseBuilder: (_request, context) => tooManyRequests(what, Math.max(1, Math.ceil(context.ttl / 1000))),
    });
    return async function rateLimited(request, reply) {
      await hook.call(this, request, reply);
    };
  };

  app.decorate('security', {
    signInRequired,
    isSignedIn: session.isSignedIn,
    signIn: session.signIn,
    signOut: session.signOut,
    signInLimit: limiter(options.signInsPerMinute, 'de tentatives de connexion'),
    uploadLimit: limiter(options.uploadsPerMinute, 'd’envois d’images'),
    uploadQuotaBytes: options.uploadQuotaBytes,
  } satisfies SecurityServices);
}
