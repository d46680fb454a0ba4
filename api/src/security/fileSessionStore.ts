/**
 * Where sessions live: in memory, and written to API_DATA_DIR/sessions.json (mode 0600) so
 * that a restart does not sign the owner out — persisting the cookie key alone would not
 * help, since the default memory store forgets every session when the process stops.
 * One owner signs in rarely: a whole-file rewrite on each sign-in or sign-out is cheap. The
 * file keys sessions by a hash of their id, so reading it gives no usable cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

export const SESSIONS_FILE_NAME = 'sessions.json';
/** Beyond this many live sessions, the oldest ones go. */
const MAX_SESSIONS = 50;

interface StoredSession {
  /** Expiry (ms since the epoch), from the session's cookie. */
  expires: number;
  data: Record<string, unknown>;
}

const keyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

function expiryOf(data: Record<string, unknown>): number {
  const cookie = data.cookie as { expires?: unknown } | undefined;
  const time = typeof cookie?.expires === 'string' ? Date.parse(cookie.expires) : NaN;
  return Number.isFinite(time) ? time : Date.now() + 24 * 3600 * 1000;
}

export class FileSessionStore implements SessionStore {
  private readonly sessions = new Map<string, StoredSession>();

  /** Without a file (tests), the store keeps sessions in memory only. */
  constructor(private readonly file: string | null) {
    if (file) this.load(file);
  }

  get(sessionId: string, callback: (error: Error | null, session?: Session | null) => void): void {
    const stored = this.sessions.get(keyOf(sessionId));
    if (!stored || stored.expires <= Date.now()) return callback(null, null);
    // The file holds the session's plain data; @fastify/session rebuilds its methods around it.
    callback(null, structuredClone(stored.data) as unknown as Session);
  }

  set(sessionId: string, session: Session, callback: (error?: Error) => void): void {
    // JSON turns the Session object into plain data (its cookie through Cookie#toJSON).
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.sessions.set(keyOf(sessionId), { expires: expiryOf(data), data });
    this.persist(callback);
  }

  destroy(sessionId: string, callback: (error?: Error) => void): void {
    if (!this.sessions.delete(keyOf(sessionId))) return callback();
    this.persist(callback);
  }

  private prune(): void {
    const now = Date.now();
    for (const [key, stored] of this.sessions) if (stored.expires <= now) this.sessions.delete(key);
    // Map keeps insertion order: the first entries are the oldest.
    for (const key of this.sessions.keys()) {
      if (this.sessions.size <= MAX_SESSIONS) break;
      this.sessions.delete(key);
    }
  }

  private persist(callback: (error?: Error) => void): void {
    this.prune();
    if (!this.file) return callback();
    const tmp = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
      fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(this.sessions)), { mode: 0o600, flag: 'wx' });
      fs.renameSync(tmp, this.file);
      callback();
    } catch (error) {
      fs.rmSync(tmp, { force: true });
      callback(error as Error);
    }
  }

  private load(file: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // Missing or damaged: start with no session (the owner signs in again), nothing else lost.
      return;
    }
    if (!parsed || typeof parsed !== 'object') return;
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const stored = value as Partial<StoredSession> | null;
      if (/^[0-9a-f]{64}$/.test(key) && typeof stored?.expires === 'number' && stored.data && typeof stored.data === 'object') {
        this.sessions.set(key, { expires: stored.expires, data: stored.data });
      }
    }
    this.prune();
  }
}
