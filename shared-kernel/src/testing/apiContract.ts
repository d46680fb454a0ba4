/**
 * API contract beside each remote's contract test: every endpoint the remote calls answers,
 * from the real embedded api, a payload that the shared schema accepts.
 */
import { endpoints, type EndpointName } from '../api/endpoints';

/** Performs a GET on the api under test and returns status and parsed JSON body. */
export type Inject = (url: string) => Promise<{ status: number; body: unknown }>;

export function describeApiContract(name: string, endpointNames: readonly EndpointName[], inject: () => Promise<Inject>): void {
  describe(`contrat api de ${name}`, () => {
    it.each(endpointNames.map((n) => [n]))('%s answers a payload the schema accepts', async (n) => {
      const get = await inject();
      const { status, body } = await get(`/api/${endpoints[n].path}`);
      expect(status).toBe(200);
      const parsed = endpoints[n].schema.safeParse((body as { payload?: unknown }).payload);
      expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
    });
  });
}
