/** The routes' replies as the tests read them: the api's `{ payload }` and `{ error, message }`. */
import type { LightMyRequestResponse } from 'fastify';

/** The JSON error of a reply, after its status. */
export function errorOf(res: LightMyRequestResponse, status: number): { error: string; message: string } {
  expect({ status: res.statusCode, type: res.headers['content-type'] }).toEqual({ status, type: expect.stringMatching(/^application\/json/) });
  return res.json();
}

/** The payload of a 200 reply. */
export function payloadOf<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode).toBe(200);
  return res.json<{ payload: T }>().payload;
}
