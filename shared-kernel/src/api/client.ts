/**
 * The one HTTP client of the product: builds `${apiBase}/${indexScript}/api/...`, unwraps
 * the `payload` field, validates it and throws a typed ApiError on any failure.
 */
import type { z } from 'zod';
import { getRuntimeConfig } from '../config/runtimeConfig';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'format';

/** How long a read may take before it is abandoned (config.json apiTimeoutMs overrides it). */
export const DEFAULT_API_TIMEOUT_MS = 8000;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly path: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function apiUrl(path: string): string {
  const { apiBase, indexScript } = getRuntimeConfig();
  const base = apiBase.replace(/\/+$/, '');
  const script = indexScript ? `/${indexScript}` : '';
  return `${base}${script}/api/${path.replace(/^\/+/, '')}`;
}

async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError('réponse illisible (JSON invalide)', 'format', path, response.status);
  }
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

/**
 * GETs or POSTs and reads JSON. Never hangs: past `timeoutMs` (headers or body) it throws
 * an ApiError 'timeout'. A cancellation by the caller's own signal is rethrown as is.
 */
export async function fetchJson(
  url: string,
  path: string,
  init: RequestInit = {},
  timeoutMs: number = getRuntimeConfig().apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS,
): Promise<unknown> {
  const limit = deadline(timeoutMs, init.signal);
  const timeout = () => new ApiError(`délai dépassé : pas de réponse en ${seconds(timeoutMs)}`, 'timeout', path);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: limit.signal });
    } catch (error) {
      if (limit.timedOut()) throw timeout();
      if (init.signal?.aborted) throw error;
      throw new ApiError('serveur injoignable', 'network', path);
    }
    if (!response.ok) {
      const body = (await readJson(response, path).catch(() => null)) as { message?: unknown } | null;
      if (limit.timedOut()) throw timeout();
      const detail = typeof body?.message === 'string' ? body.message : response.statusText;
      throw new ApiError(`erreur ${response.status}${detail ? ` : ${detail}` : ''}`, 'http', path, response.status);
    }
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

/** Worth a second try: the network or the server may be back (not a refusal, not bad data, not a timeout already waited for). */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status >= 500 || error.status === 408 || error.status === 429);
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown, path: string): z.infer<S> {
  const parsed = schema.safeParse(data);
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

export async function apiGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  const body = await fetchJson(apiUrl(path), path, { signal });
  return parseWith(schema, unwrap(body, path), path);
}

