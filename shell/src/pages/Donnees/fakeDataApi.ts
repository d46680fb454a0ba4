/**
 * Test double of the data api for « Mes données »: each `METHOD path` (query string included,
 * e.g. "POST data?mode=replace&dryRun=1") answers the replies given for it, in turn (the last
 * one repeats); the requests are recorded with their parsed bodies. Test-only.
 */
import { jsonReply } from 'shared-kernel/testing';

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export function fakeDataApi(routes: Record<string, Reply[]>): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = `${url.pathname.replace(/^.*?\/api\//, '')}${url.search}`;
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    const replies = routes[`${method} ${path}`];
    if (!replies?.length) return jsonReply({ error: 'not_found', message: 'route inconnue' }, 404);
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    return jsonReply(reply.body, reply.status ?? 200);
  }) as typeof fetch;
  return sent;
}
