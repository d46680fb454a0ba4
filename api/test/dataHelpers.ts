/** Helpers of the data api tests: requests with the write header, payloads, small readers. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import type { Db } from '../src/db/open';

/** Every write carries it (the write guard refuses the others); no Origin. */
export const WRITE_HEADER = { 'x-tableau-de-bord': '1' } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request to the api; a body that is not a string is sent as JSON. */
export function request(app: App, method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const options: InjectOptions = { method, url, headers: { ...(method === 'GET' ? {} : WRITE_HEADER), ...headers } };
  if (body !== undefined) {
    options.payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    options.headers = { 'content-type': 'application/json', ...options.headers };
  }
  return app.inject(options);
}

/** The payload of a 2xx reply (fails the test with the body otherwise). */
export function payloadOf<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return (res.json() as { payload: T }).payload;
}

export async function getData<T = unknown>(app: App, url: string): Promise<T> {
  return payloadOf<T>(await request(app, 'GET', url));
}

export interface ErrorReply {
  error: string;
  message: string;
  section?: string;
  ligne?: number;
  champ?: string;
}

/** The JSON error of a 4xx reply (checks its status and shape). */
export function errorOf(res: LightMyRequestResponse, status: number): ErrorReply {
  expect({ status: res.statusCode, body: res.body }).toEqual({ status, body: expect.any(String) });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as ErrorReply;
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  return body;
}

export function count(db: Db, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

export interface StoredRow {
  id: number;
  [field: string]: unknown;
}

/** One expense row, valid, with an optional override. */
export const expense = (fields: Record<string, unknown> = {}) => ({
  COP_DATE: '2024-05-02',
  COP_LIBELLE: 'Perceuse',
  COP_MONT: 89.9,
  COP_GARAGE: 'Leroy Merlin',
  ...fields,
});

/** Paths of the leaves where two JSON values differ (the round-trip check counts them). */
export function differences(a: unknown, b: unknown, at = '$'): string[] {
  if (Object.is(a, b)) return [];
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) {
    return [at];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: string[] = [];
  for (const k of keys) out.push(...differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`));
  return out;
}
