/**
 * The one HTTP client of the product: builds `${apiBase}/${indexScript}/api/...`, unwraps
 * the `payload` field, validates it and throws a typed ApiError on any failure. Every request
 * carries the owner's session cookie (the api is same-site but cross-origin), and any 401
 * tells the sign-in store that the owner must sign in.
 */
import { z } from 'zod/mini';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { CACHED_AT_HEADER, noteReply } from './cachedReplies';
import { markSignInRequired } from './signInState';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'format';

/** How long a read may take before it is abandoned (config.json apiTimeoutMs overrides it). */
export const DEFAULT_API_TIMEOUT_MS = 8000;

/** What an api error body or its headers add to the status (a 400 names the field at fault). */
export interface ApiErrorDetails {
  /** The api's error code, e.g. 'invalid_row', 'unauthorized'. */
  error?: string;
  section?: string;
  /** Line of the import file at fault (1-based). */
  ligne?: number;
  champ?: string;
  /** Retry-After of a 429, in seconds. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly path: string,
    readonly status?: number,
    readonly details?: ApiErrorDetails,
  ) {
    super(message);
  }
}

/**
 * A write that could not leave the device: nothing is queued for later (the service worker
 * lets every write through to the network), so the owner is told it was not saved.
 */
export const OFFLINE_WRITE_MESSAGE = 'vous êtes hors ligne, la modification n’a pas été enregistrée. Réessayez une fois la connexion revenue.';

/** The browser knows it has no network (a failure with a network is the server's). */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The path of the sign-in itself: its 401 means a wrong password, not a missing session. */
export const SESSION_PATH = 'session';

/** The header every write must carry: a cross-site form cannot set it (the api's CSRF guard). */
export const WRITE_HEADER = { 'X-Tableau-De-Bord': '1' } as const;

export function apiUrl(path: string): string {
  const { apiBase, indexScript } = getRuntimeConfig();
  const base = apiBase.replace(/\/+$/, '');
  const script = indexScript ? `/${indexScript}` : '';
  return `${base}${script}/api/${path.replace(/^\/+/, '')}`;
}

/** The address of `path` (with its query) on the movie database's gateway, config.json's `movieApiBase`. */
export function movieApiUrl(path: string): string {
  return `${getRuntimeConfig().movieApiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError('réponse illisible (JSON invalide)', 'format', path, response.status);
  }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The details of an error reply; only the fields present. */
function detailsOf(body: unknown, response: Response): ApiErrorDetails | undefined {
  const b = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // `?.`: the test doubles of a Response often have no headers.
  const retryAfter = Number(response.headers?.get('Retry-After') ?? Number.NaN);
  const found: ApiErrorDetails = {
    error: text(b.error),
    section: text(b.section),
    ligne: typeof b.ligne === 'number' ? b.ligne : undefined,
    champ: text(b.champ),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? Math.ceil(retryAfter) : undefined,
  };
  const present = Object.entries(found).filter(([, v]) => v !== undefined);
  return present.length ? (Object.fromEntries(present) as ApiErrorDetails) : undefined;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`.replace('.', ',');

/**
 * Aborts with the caller's signal (react-query cancelling a query) or after `ms`, whichever
 * comes first. A timer, not AbortSignal.timeout/any, so that fake timers drive it in tests.
 */
function deadline(ms: number, outer?: AbortSignal | null) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const cancel = () => controller.abort();
  if (outer?.aborted) cancel();
  outer?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', cancel);
    },
  };
}

/** How a failed reply becomes the error's message: reads prefix the status, writes show the api's words. */
type ErrorWording = 'status' | 'api';

/** The body of a reply, or `undefined` for 204 No Content. */
async function request(
  url: string,
  path: string,
  init: RequestInit,
  timeoutMs: number,
  wording: ErrorWording,
): Promise<unknown> {
  const limit = deadline(timeoutMs, init.signal);
  const timeout = () => new ApiError(`délai dépassé : pas de réponse en ${seconds(timeoutMs)}`, 'timeout', path);
  try {
    let response: Response;
    try {
      // The session cookie goes with every call: the shell and the api are different origins.
      response = await fetch(url, { ...init, credentials: getRuntimeConfig().apiCredentials, signal: limit.signal });
    } catch (error) {
      if (limit.timedOut()) throw timeout();
      if (init.signal?.aborted) throw error;
      const write = init.method !== undefined && init.method !== 'GET';
      throw new ApiError(write && path !== SESSION_PATH && offline() ? OFFLINE_WRITE_MESSAGE : 'serveur injoignable', 'network', path);
    }
    if (!response.ok) {
      const body = (await readJson(response, path).catch(() => null)) as { message?: unknown } | null;
      if (limit.timedOut()) throw timeout();
      if (response.status === 401 && path !== SESSION_PATH) markSignInRequired();
      const message = typeof body?.message === 'string' ? body.message : response.statusText;
      const said = wording === 'api' && message ? message : `erreur ${response.status}${message ? ` : ${message}` : ''}`;
      throw new ApiError(said, 'http', path, response.status, detailsOf(body, response));
    }
    // A read served by the service worker from its cache carries the date it was fetched.
    if (!init.method || init.method === 'GET') noteReply(path, response.headers?.get(CACHED_AT_HEADER));
    if (response.status === 204) return undefined;
    try {
      return await readJson(response, path);
    } catch (error) {
      if (limit.timedOut()) throw timeout();
      throw error;
    }
  } finally {
    limit.done();
  }
}

const configuredTimeout = () => getRuntimeConfig().apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS;

/**
 * GETs and reads JSON. Never hangs: past `timeoutMs` (headers or body) it throws
 * an ApiError 'timeout'. A cancellation by the caller's own signal is rethrown as is.
 */
export function fetchJson(url: string, path: string, init: RequestInit = {}, timeoutMs: number = configuredTimeout()): Promise<unknown> {
  return takeEarlyReply(url, init) ?? request(url, path, init, timeoutMs, 'status');
}

/** A 401: the owner must sign in; the shell's sign-in page takes over, so retrying is pointless. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Worth a second try: the network or the server may be back (not a refusal, not bad data, not a timeout already waited for). */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status >= 500 || error.status === 408 || error.status === 429);
}

/**
 * The api could not be reached behind a proxy (Caddy, nginx, the one-address server), as while
 * it restarts: a 502 or 503 that is not the api's own answer. The api's own 502/503 (its film
 * gateway, its mail) carry their error code; a proxy's carry none, or the one-address server's
 * `bad_gateway`. A read that meets one is tried again until the api answers (queries.ts).
 */
export function isApiRestarting(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  if (error.status !== 502 && error.status !== 503) return false;
  const code = error.details?.error;
  return code === undefined || code === 'bad_gateway';
}

export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown, path: string): z.infer<S> {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` (${first.path.join('.')})` : '';
    throw new ApiError(`données inattendues${where} : ${first?.message ?? ''}`, 'format', path);
  }
  return parsed.data;
}

function unwrap(body: unknown, path: string): unknown {
  if (body === null || typeof body !== 'object' || !('payload' in body)) {
    throw new ApiError('réponse sans champ payload', 'format', path);
  }
  return (body as { payload: unknown }).payload;
}

/**
 * Reads started before the page that needs them has even loaded: the shell knows a page's
 * data from its remote's route table, so the data, the remote's code and the page's chunk
 * travel together instead of one after the other (or sooner, when the owner points at a link).
 * The page's own read of the same address takes the reply on its way, once, and checks it with
 * its schema as usual.
 */
const earlyReads = new Map<string, Promise<unknown>>();

/** Starts the GET of `url` now (`path` names it in errors): the first read of that address takes its reply. */
export function startEarlyFetch(url: string, path: string): void {
  if (earlyReads.has(url)) return;
  const reply = fetchJson(url, path);
  reply.catch(() => undefined); // reported by the page's read that takes it
  earlyReads.set(url, reply);
  // A page that never asks (the owner went elsewhere): the reply is not kept.
  setTimeout(() => {
    if (earlyReads.get(url) === reply) earlyReads.delete(url);
  }, configuredTimeout());
}

/** An api read started early (startEarlyFetch at its address). */
export function startEarlyRead(path: string): void {
  startEarlyFetch(apiUrl(path), path);
}

/** The reply of a GET of `url` started early, once; none for a write. */
function takeEarlyReply(url: string, init: RequestInit): Promise<unknown> | undefined {
  if (init.method !== undefined && init.method !== 'GET') return undefined;
  const early = earlyReads.get(url);
  earlyReads.delete(url);
  return early;
}

export async function apiGet<S extends z.core.$ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  const body = await fetchJson(apiUrl(path), path, { signal });
  return parseWith(schema, unwrap(body, path), path);
}

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/**
 * A write: sends `body` as JSON with the write header, unwraps `payload` (checked by `schema`
 * when given) and resolves `undefined` on 204. Its ApiError's message is the api's own French
 * message, with `details` (section, ligne, champ) when the api names them.
 */
export async function apiSend<S extends z.core.$ZodType>(method: WriteMethod, path: string, body: unknown, schema: S): Promise<z.infer<S>>;
export async function apiSend(method: WriteMethod, path: string, body?: unknown): Promise<unknown>;
export async function apiSend(method: WriteMethod, path: string, body?: unknown, schema?: z.core.$ZodType): Promise<unknown> {
  // A reply started before this write may not show it: the page reads anew.
  earlyReads.clear();
  const headers: Record<string, string> = { ...WRITE_HEADER };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const reply = await request(apiUrl(path), path, init, configuredTimeout(), 'api');
  if (reply === undefined) return undefined;
  const payload = unwrap(reply, path);
  return schema ? parseWith(schema, payload, path) : payload;
}

