/**
 * The one HTTP client of the product: builds `${apiBase}/${indexScript}/api/...`, unwraps
 * the `payload` field, validates it and throws a typed ApiError on any failure.
 */
import type { z } from 'zod';
import { getRuntimeConfig } from '../config/runtimeConfig';

export type ApiErrorKind = 'network' | 'http' | 'format';

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

export async function fetchJson(url: string, path: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError('serveur injoignable', 'network', path);
  }
  if (!response.ok) {
    const body = (await readJson(response, path).catch(() => null)) as { message?: unknown } | null;
    const detail = typeof body?.message === 'string' ? body.message : response.statusText;
    throw new ApiError(`erreur ${response.status}${detail ? ` : ${detail}` : ''}`, 'http', path, response.status);
  }
  return readJson(response, path);
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

export async function apiPostForm<S extends z.ZodType>(path: string, form: FormData, schema: S): Promise<z.infer<S>> {
  const body = await fetchJson(apiUrl(path), path, { method: 'POST', body: form });
  return parseWith(schema, unwrap(body, path), path);
}
