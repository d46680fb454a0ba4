/**
 * API contract beside each remote's contract test: every endpoint the remote calls answers,
 * from the real embedded api, a payload that the shared schema accepts.
 */
import { endpoints, paramEndpoints, type EndpointName, type ParamEndpointName } from '../api/endpoints';

/** Performs a GET on the api under test and returns status and parsed JSON body. */
export type Inject = (url: string) => Promise<{ status: number; body: unknown }>;

/** A parameterized endpoint called with these arguments (a loan of the demo data). */
export type ParamCall = { [N in ParamEndpointName]: [N, ...Parameters<(typeof paramEndpoints)[N]['path']>] }[ParamEndpointName];

export function describeApiContract(
  name: string,
  endpointNames: readonly EndpointName[],
  inject: () => Promise<Inject>,
  paramCalls: readonly ParamCall[] = [],
): void {
  describe(`contrat api de ${name}`, () => {
    if (paramCalls.length > 0) {
      it.each(paramCalls.map((call) => [call[0], call]))('%s answers a payload the schema accepts', async (_n, [n, ...args]) => {
        const e = paramEndpoints[n];
        const path = (e.path as (...a: unknown[]) => string)(...args);
        const get = await inject();
        const { status, body } = await get(`/api/${path}`);
        expect(status).toBe(200);
        const parsed = e.schema.safeParse((body as { payload?: unknown }).payload);
        expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
      });
    }
    it.each(endpointNames.map((n) => [n]))('%s answers a payload the schema accepts', async (n) => {
      const get = await inject();
      const { status, body } = await get(`/api/${endpoints[n].path}`);
      expect(status).toBe(200);
      const parsed = endpoints[n].schema.safeParse((body as { payload?: unknown }).payload);
      expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
    });
  });
}
