/**
 * Test double for the backend: answers the client's fetches with fixtures that must pass
 * the same schemas as real replies, so component tests cannot drift from the api.
 */
import { endpoints, paramEndpoints, type EndpointName, type ParamEndpointName } from '../api/endpoints';
import { queryClient } from '../api/queries';

export type Fixtures = Partial<Record<EndpointName, unknown>>;
/** A failing endpoint; a parameterized one fails for every argument. */
export type Failures = Partial<Record<EndpointName | ParamEndpointName, number>>;
/** Replies of parameterized endpoints, by path with its query (`immeubles/bien/Lyon?annee=2025`). */
export type ParamReplies = Record<string, unknown>;

/** The parameterized endpoint a path belongs to: the one whose path, built with a marker, starts it. */
function paramEndpointOf(path: string): ParamEndpointName | undefined {
  return (Object.keys(paramEndpoints) as ParamEndpointName[]).find((name) => {
    const build = paramEndpoints[name].path as (arg: string) => string;
    return path.startsWith(build('\u0000').split(encodeURIComponent('\u0000'))[0]!);
  });
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
export function mockApi(fixtures: Fixtures, failures: Failures = {}, malformed: Fixtures = {}, replies: ParamReplies = {}): string[] {
  for (const [name, data] of Object.entries(fixtures) as Array<[EndpointName, unknown]>) {
    const parsed = endpoints[name].schema.safeParse(data);
    if (!parsed.success) throw new Error(`fixture ${name} ne respecte pas le schéma : ${parsed.error.message}`);
  }
  for (const [path, data] of Object.entries(replies)) {
    const name = paramEndpointOf(path);
    if (!name) throw new Error(`réponse ${path} : aucun endpoint paramétré de ce chemin`);
    const parsed = paramEndpoints[name].schema.safeParse(data);
    if (!parsed.success) throw new Error(`réponse ${path} ne respecte pas le schéma : ${parsed.error.message}`);
  }
  const calls: string[] = [];
  const byPath = new Map(Object.entries(endpoints).map(([name, e]) => [e.path.replace(/\/$/, ''), name as EndpointName]));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const apiPath = url.pathname.replace(/^.*?\/api\//, '').replace(/\/$/, '');
    calls.push(apiPath);
    const name = byPath.get(apiPath);
    if (!name) {
      const family = paramEndpointOf(apiPath);
      if (family && failures[family]) return jsonReply({ error: 'failure', message: 'panne simulée' }, failures[family]);
      const withQuery = `${apiPath}${url.search}`;
      if (family && withQuery in replies) return jsonReply({ payload: replies[withQuery] });
      return jsonReply({ error: 'not_found', message: 'route inconnue' }, 404);
    }
    if (failures[name]) return jsonReply({ error: 'failure', message: 'panne simulée' }, failures[name]);
    if (name in malformed) return jsonReply({ payload: malformed[name] });
    if (!(name in fixtures)) return jsonReply({ error: 'no_fixture', message: `pas de fixture pour ${name}` }, 500);
    return jsonReply({ payload: fixtures[name] });
  }) as typeof fetch;
  return calls;
}

/** Empties the shared cache between tests. */
export function resetQueryCache(): void {
  queryClient.clear();
}
