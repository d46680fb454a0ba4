/**
 * The one test double of the data api, for every package's editing tests: a fetch double that
 * answers GET data/<section> with rows, `METHOD path` routes with their replies in turn, and
 * writes (scripted, or as the api does: the row echoed with its id), recording the calls.
 * Alone (`fakeDataApi`) it answers everything else 404, capabilities included (read only);
 * over a remote's harness (`overHarness`) the other reads go to its fixtures and the owner may
 * write.
 */
import { CAPABILITIES_KEY } from '../api/capabilities';
import { queryClient } from '../api/queries';
import { forgetLastChange } from '../api/lastChange';
import { jsonReply } from './mockApi';

export interface Call {
  method: string;
  /** After /api/, query string included: "data/immos/3", "data?mode=merge&dryRun=1". */
  path: string;
  /** JSON: its value; multipart: its fields by name. */
  body: unknown;
}

/** A reply: `[status, body]`, or `{ status, body }` (status 200 by default). */
export type Reply = [status: number, body: unknown] | { status?: number; body?: unknown };

export interface DataApiOptions {
  /** GET data/<section>: its rows (with their ids). */
  rows?: Record<string, readonly unknown[]>;
  /** `METHOD path` (query string included: "POST data?mode=replace&dryRun=1"): its replies in turn, the last one repeating. */
  routes?: Record<string, Reply[]>;
  /** Writes no route answers take these in turn (the last one repeats); without any, the api's own answer: the row echoed with its id, 204 for a delete, the undo done. */
  writes?: readonly Reply[];
  /** A write answered with this error instead (undefined: answered as above). */
  refuse?(call: Call): Reply | undefined;
  /**
   * Over the harness's fetch (a remote's fixtures): the reads not answered here go to it, not
   * recorded, and the api says the owner may write (the fixtures have no capabilities).
   */
  overHarness?: boolean;
  /** Record the writes only (not the reads). */
  writesOnly?: boolean;
}

const UNDONE = { payload: { undone: 'Modification annulée', at: '2026-01-01T00:00:00Z' } };
const CAN_WRITE = { write: true, signedIn: false, signInRequired: false };

function replyOf(reply: Reply): Response {
  const [status, body] = Array.isArray(reply) ? reply : [reply.status ?? 200, reply.body];
  return { ...jsonReply(body, status), headers: { get: () => null } } as unknown as Response;
}

/** What the api answers a write: the row echoed with its id (a new one from 1001), 204 for a delete. */
function echo(call: Call, nextId: () => number): Reply {
  if (call.path === 'data/undo') return [200, UNDONE];
  if (call.method === 'DELETE') return [204, undefined];
  const id = Number(/\/(\d+)$/.exec(call.path)?.[1] ?? nextId());
  return [call.method === 'POST' ? 201 : 200, { payload: { ...(call.body as object), id } }];
}

/** A JSON body as its value; a multipart one as its fields (a file as its File). */
function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

/** Installs the double (see DataApiOptions); returns the calls made, in order. */
export function serveDataApi(options: DataApiOptions = {}): Call[] {
  const { rows = {}, writes = [], refuse, overHarness = false, writesOnly = false } = options;
  // Each route's own list, so that taking its replies in turn leaves the caller's untouched.
  const routes = new Map(Object.entries(options.routes ?? {}).map(([route, replies]) => [route, [...replies]]));
  const harness = global.fetch;
  const calls: Call[] = [];
  let write = 0;
  let lastId = 1000;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^.*?\/api\//, '');
    const method = init.method ?? 'GET';
    const call = { method, path, body: bodyOf(init.body) };
    const routed = routes.get(`${method} ${path}`);
    const section = /^data\/(\w+)$/.exec(path)?.[1];
    const answer = (reply: Reply) => {
      if (!writesOnly || method !== 'GET') calls.push(call);
      return replyOf(reply);
    };
    if (routed?.length) return answer(routed.length > 1 ? routed.shift()! : routed[0]!);
    if (method === 'GET') {
      if (section && rows[section]) return answer([200, { payload: rows[section] }]);
      if (overHarness && path === 'capabilities') return replyOf([200, { payload: CAN_WRITE }]);
      if (overHarness) return harness(input, init);
      return answer([404, { error: 'not_found', message: 'inconnu' }]);
    }
    const refused = refuse?.(call);
    if (refused) return answer(refused);
    return answer(writes.length ? writes[Math.min(write++, writes.length - 1)]! : echo(call, () => ++lastId));
  }) as unknown as typeof fetch;
  if (overHarness) queryClient.setQueryData(CAPABILITIES_KEY, CAN_WRITE);
  return calls;
}

/**
 * The data api alone: GET data/<section> answers `rows`; each write takes the next of `writes`
 * (the last one repeats). Returns the calls made, paths after /api/.
 */
export function fakeDataApi(rows: Record<string, readonly unknown[]>, ...writes: Reply[]): Call[] {
  return serveDataApi({ rows, writes });
}

/** Editing shows, as on the embedded api with the owner signed in. */
export function allowEditing(): void {
  queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: false });
}

/** Between tests: an empty cache and no change left to undo. */
export function resetEditing(): void {
  queryClient.clear();
  forgetLastChange();
}
