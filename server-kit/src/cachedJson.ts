import type { FastifyReply } from 'fastify';

/**
 * The `{ payload }` reply of a memoised read (memoUntilChange), serialised once per result:
 * the same object comes back until the data changes, and so does its JSON. At ten times
 * the demo data, stringifying alldata cost more than everything else in the request.
 */
const serialised = new WeakMap<object, string>();

export function sendCachedPayload(reply: FastifyReply, payload: object): FastifyReply {
  let json = serialised.get(payload);
  if (json === undefined) {
    json = JSON.stringify({ payload });
    serialised.set(payload, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
