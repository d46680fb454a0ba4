/**
 * For the editing tests: the owner may write (capabilities in the shared cache), and a fetch
 * double answers the data api (GET rows, POST/PUT a row) from a list of replies.
 */
import { CAPABILITIES_KEY } from '../api/capabilities';
import { queryClient } from '../api/queries';
import { forgetLastChange } from '../edit/dataWrites';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Reply = [status: number, body: unknown];

/** Editing shows, as on the embedded api with the owner signed in. */
export function allowEditing(): void {
  queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: false });
}

/**
 * GET data/<section> answers `rows`; each write takes the next of `writes` (the last one
 * repeats). Returns the calls made, paths after /api/.
 */
export function fakeDataApi(rows: Record<string, unknown[]>, ...writes: Reply[]): Call[] {
  const calls: Call[] = [];
  let write = 0;
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = String(url).replace(/^.*?\/api\//, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const section = /^data\/(\w+)$/.exec(path)?.[1];
    const [status, body]: Reply =
      method === 'GET' ? (section && rows[section] ? [200, { payload: rows[section] }] : [404, { error: 'not_found', message: 'inconnu' }]) : writes[Math.min(write++, writes.length - 1)] ?? [500, {}];
    return { ok: status < 300, status, statusText: '', json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** Between tests: an empty cache and no change left to undo. */
export function resetEditing(): void {
  queryClient.clear();
  forgetLastChange();
}
