/**
 * The owner's session: a cookie (HttpOnly, SameSite=Strict, Path=/, Secure over https, 30
 * days) naming a server-side session that holds the fingerprint of the password it was opened
 * with. Sign-in regenerates the session id (no fixation); a new password signs every session out.
 */
import path from 'node:path';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileSessionStore, SESSIONS_FILE_NAME } from './fileSessionStore';
import type { OwnerPassword } from './ownerPassword';
import { passwordTag, verifyPassword } from './password';
import { loadSessionSecret } from './sessionSecret';

declare module 'fastify' {
  interface Session {
    /** passwordTag of the password the session was opened with. */
    owner?: string;
  }
}

export const SESSION_COOKIE = 'tdb_session';
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const COOKIE = { path: '/', httpOnly: true, sameSite: 'strict', maxAge: SESSION_MAX_AGE_MS } as const;

export type SignInResult = 'ok' | 'wrong_password' | 'no_password';

export interface OwnerSession {
  isSignedIn(request: FastifyRequest): boolean;
  signIn(request: FastifyRequest, password: string): Promise<SignInResult>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Registers cookie and session plugins; `sessionDir` null keeps secret and sessions in memory. */
export async function installOwnerSession(app: FastifyInstance, owner: OwnerPassword, sessionDir: string | null): Promise<OwnerSession> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    // Our own signer: the session plugin would otherwise require @fastify/cookie by itself.
    secret: new Signer(loadSessionSecret(sessionDir), 'sha256'),
    cookieName: SESSION_COOKIE,
    // Secure is decided at sign-in from request.protocol: the plugin's 'auto' would turn
    // SameSite=Strict into Lax over http.
    cookie: { ...COOKIE, secure: false },
    // No cookie, no stored session until sign-in; no rewrite of the store on every request.
    saveUninitialized: false,
    rolling: false,
    store: new FileSessionStore(sessionDir === null ? null : path.join(sessionDir, SESSIONS_FILE_NAME)),
  });

  return {
    isSignedIn(request) {
      const tag = owner.tag();
      // request.session is null once destroyed.
      return tag !== null && (request.session as FastifyRequest['session'] | null)?.owner === tag;
    },
    async signIn(request, password) {
      const hash = owner.hash();
      if (hash === null) return 'no_password';
      if (!(await verifyPassword(password, hash))) return 'wrong_password';
      await request.session.regenerate();
      if (request.protocol === 'https') request.session.options({ secure: true });
      request.session.set('owner', passwordTag(hash));
      return 'ok';
    },
    async signOut(request, reply) {
      if ((request.session as FastifyRequest['session'] | null)?.sessionId) await request.session.destroy();
      void reply.clearCookie(SESSION_COOKIE, { path: COOKIE.path, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
    },
  };
}
