/**
 * For tests of the editing panels: the api (already mocked by renderRoute for the reads) now
 * says it can write, serves the data rows given, and records each write; `refuse` answers a
 * write with an error instead.
 */
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import type { immoSections } from '../contract';

type SectionName = keyof typeof immoSections;

export interface Write {
  method: string;
  /** "data/immos/3" */
  path: string;
  body: unknown;
}

type Reply = [status: number, body: unknown];

const reply = ([status, body]: Reply): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => null },
    json: async () => body,
  }) as unknown as Response;

export async function allowEditing(
  rows: Partial<Record<SectionName, readonly unknown[]>>,
  refuse?: (write: Write) => Reply | undefined,
): Promise<Write[]> {
  const writes: Write[] = [];
  const reads = global.fetch;
  let nextId = 1000;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^.*?\/api\//, '');
    const method = init?.method ?? 'GET';
    if (path === 'capabilities') return reply([200, { payload: { write: true, signedIn: false, signInRequired: false } }]);
    const section = /^data\/(\w+)$/.exec(path)?.[1] as SectionName | undefined;
    if (method === 'GET' && section) return reply([200, { payload: rows[section] ?? [] }]);
    if (method === 'GET') return reads(input, init);
    const write = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    writes.push(write);
    const refused = refuse?.(write);
    if (refused) return reply(refused);
    if (path === 'data/undo') return reply([200, { payload: { undone: 'Modification annulée', at: '2026-01-01T00:00:00Z' } }]);
    if (method === 'DELETE') return reply([204, undefined]);
    const id = Number(/\/(\d+)$/.exec(path)?.[1] ?? (nextId += 1));
    return reply([method === 'POST' ? 201 : 200, { payload: { ...(write.body as object), id } }]);
  }) as typeof fetch;
  // The first answer (the read mock's 404) said « read only »: ask again.
  await queryClient.resetQueries({ queryKey: CAPABILITIES_KEY });
  return writes;
}
