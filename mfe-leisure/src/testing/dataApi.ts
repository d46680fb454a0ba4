/**
 * The data api on top of the harness's mock: `METHOD path` answers its replies in turn (the
 * last one repeats), anything else goes to the fixtures. Requests are recorded with their
 * bodies. Also tells the kernel the owner may edit (the fixtures have no capabilities).
 */
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { jsonReply } from 'shared-kernel/testing';

export interface DataReply {
  status?: number;
  body?: unknown;
}
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export function serveDataApi(routes: Record<string, DataReply[]>): SentRequest[] {
  const fixtures = global.fetch;
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^.*?\/api\//, '');
    const method = init?.method ?? 'GET';
    if (path === 'capabilities') return jsonReply({ payload: { write: true, signedIn: false, signInRequired: false } });
    const replies = routes[`${method} ${path}`];
    if (!replies?.length) return fixtures(input, init);
    sent.push({ method, path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    return jsonReply(reply.body, reply.status ?? 200);
  }) as typeof fetch;
  queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: false, signInRequired: false });
  return sent;
}
