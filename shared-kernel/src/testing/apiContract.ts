/**
 * The api contract of an area: every endpoint it reads answers, from the real embedded api, a
 * payload that the area's schema accepts. The api's own test suite runs it for each area.
 */
import { z } from 'zod/mini';
import type { Endpoint, ParamEndpoint } from 'contract-kit/endpoints';

/** Performs a GET on the api under test and returns status and parsed JSON body. */
export type Inject = (url: string) => Promise<{ status: number; body: unknown }>;

/** A parameterized endpoint with the arguments to call it with (a loan of the demo data). */
export type ParamCall = readonly [ParamEndpoint<z.core.$ZodType, never>, ...unknown[]];

export function describeApiContract(
  name: string,
  endpoints: Record<string, Endpoint>,
  inject: () => Promise<Inject>,
  paramCalls: readonly ParamCall[] = [],
): void {
  describe(`contrat api de ${name}`, () => {
    const check = async (path: string, schema: Endpoint['schema']) => {
      const get = await inject();
      const { status, body } = await get(`/api/${path}`);
      expect(status).toBe(200);
      const parsed = z.safeParse(schema, (body as { payload?: unknown }).payload);
      expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
    };
    if (paramCalls.length > 0) {
      it.each(paramCalls.map((call) => [(call[0].path as (...a: unknown[]) => string)(...call.slice(1)), call] as const))(
        '%s answers a payload the schema accepts',
        async (path, [e]) => check(path, e.schema),
      );
    }
    it.each(Object.entries(endpoints))('%s answers a payload the schema accepts', async (_n, e) => check(e.path, e.schema));
  });
}
