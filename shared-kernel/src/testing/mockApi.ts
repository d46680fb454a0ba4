/**
 * Test double for the backend: answers the client's fetches with fixtures that must pass
 * the same schemas as real replies, so component tests cannot drift from the api. An area
 * hands it its endpoint table; fixtures, failures and malformed replies are keyed by the
 * table's names.
 */
import { z } from 'zod/mini';
import type { Endpoint, ParamEndpoint } from 'contract-kit/endpoints';
import { queryClient } from '../api/queries';

/** An area's reads, by name: what its pages fetch. */
export interface ApiTable {
  endpoints: Record<string, Endpoint>;
  paramEndpoints?: Record<string, ParamEndpoint<z.core.$ZodType, never>>;
}

export type Fixtures = Record<string, unknown>;
/** A failing endpoint; a parameterized one fails for every argument. */
export type Failures = Record<string, number>;
/** Replies of parameterized endpoints, by path with its query (`cave/bouteille/Margaux?annee=2015`). */
export type ParamReplies = Record<string, unknown>;

type AnyParamEndpoint = { path: (...args: string[]) => string; schema: Endpoint['schema'] };

/** The parameterized endpoint a path belongs to: the one whose path, built with a marker, starts it. */
function paramEndpointOf(table: ApiTable, path: string): string | undefined {
  return Object.entries(table.paramEndpoints ?? {}).find(([, e]) => {
    const build = (e as unknown as AnyParamEndpoint).path;
    // Its path up to its first parameter, or the whole path when it is called without one.
    return path.startsWith(build('\u0000').split(encodeURIComponent('\u0000'))[0]!) || path === build();
  })?.[0];
}

/** A fetch Response as the client reads it: status and JSON body. */
export function jsonReply(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Erreur',
    json: async () => body,
  } as Response;
}

/**
 * Installs a fetch mock; returns the list of API paths requested, in order. `malformed`
 * replies are served unchecked, to see how a page takes data its schema refuses.
 */
export function mockApi(table: ApiTable, fixtures: Fixtures, failures: Failures = {}, malformed: Fixtures = {}, replies: ParamReplies = {}): string[] {
  for (const [name, data] of Object.entries(fixtures)) {
    const e = table.endpoints[name];
    if (!e) throw new Error(`fixture ${name} : aucun endpoint de ce nom`);
    const parsed = z.safeParse(e.schema, data);
    if (!parsed.success) throw new Error(`fixture ${name} ne respecte pas le schéma : ${parsed.error.message}`);
  }
  for (const [path, data] of Object.entries(replies)) {
    const name = paramEndpointOf(table, path);
    if (!name) throw new Error(`réponse ${path} : aucun endpoint paramétré de ce chemin`);
    const parsed = z.safeParse((table.paramEndpoints![name] as unknown as AnyParamEndpoint).schema, data);
    if (!parsed.success) throw new Error(`réponse ${path} ne respecte pas le schéma : ${parsed.error.message}`);
  }
  const calls: string[] = [];
  // Two names may read one path (alldata): the fixture of either answers it.
  const namesByPath = new Map<string, string[]>();
  for (const [name, e] of Object.entries(table.endpoints)) {
    const key = e.path.replace(/\/$/, '');
    namesByPath.set(key, [...(namesByPath.get(key) ?? []), name]);
  }
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const apiPath = url.pathname.replace(/^.*?\/api\//, '').replace(/\/$/, '');
    calls.push(apiPath);
    const names = namesByPath.get(apiPath);
    if (!names) {
      const withQuery = `${apiPath}${url.search}`;
      // A parameter may be in the query (`loyers/echeances?mois=2026-11`): its endpoint's path starts with it.
      const family = paramEndpointOf(table, apiPath) ?? paramEndpointOf(table, withQuery);
      if (family && failures[family]) return jsonReply({ error: 'failure', message: 'panne simulée' }, failures[family]);
      if (family && withQuery in replies) return jsonReply({ payload: replies[withQuery] });
      return jsonReply({ error: 'not_found', message: 'route inconnue' }, 404);
    }
    const failing = names.find((n) => failures[n]);
    if (failing) return jsonReply({ error: 'failure', message: 'panne simulée' }, failures[failing]);
    const bad = names.find((n) => n in malformed);
    if (bad) return jsonReply({ payload: malformed[bad] });
    const served = names.find((n) => n in fixtures);
    if (!served) return jsonReply({ error: 'no_fixture', message: `pas de fixture pour ${names.join(', ')}` }, 500);
    return jsonReply({ payload: fixtures[served] });
  }) as typeof fetch;
  return calls;
}

/** Empties the shared cache between tests. */
export function resetQueryCache(): void {
  queryClient.clear();
}
