/**
 * The areas' routes on a bare Fastify app, under /api and /index.php/api, replying as the api
 * does: `{ payload }` from the routes, refusals as `{ error, message }` (an HttpError's code and
 * message), anything else a 500 `internal_error`. The api's security, files and feeds are not
 * here: api/test covers them.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { HttpError } from '../httpError';

export async function testApp(areaRoutes: readonly FastifyPluginAsync[]): Promise<FastifyInstance> {
  const app = bareTestApp();
  // Under both prefixes, as the api registers them (the old site's pages call /index.php/api).
  for (const prefix of ['/api', '/index.php/api']) {
    await app.register(
      async (api) => {
        for (const routes of areaRoutes) await api.register(routes);
      },
      { prefix },
    );
  }
  await app.ready();
  return app;
}

/** A Fastify app replying as the api does, with no route yet: for an area's routes registered apart (the films gateway's). */
export function bareTestApp(): FastifyInstance {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100 } });
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ error: 'not_found', message: 'Ressource introuvable.' });
  });
  app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.where });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send({ error: 'bad_request', message: error.message });
    return reply.code(500).send({ error: 'internal_error', message: `Erreur interne du serveur : ${error.message}` });
  });
  return app;
}

/** GETs `url` and returns its payload; throws with the body when the answer is not a 200 with a payload. */
export async function getPayload<T = unknown>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  const body = res.json<{ payload?: T }>();
  if (res.statusCode !== 200 || !('payload' in body)) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return body.payload as T;
}
