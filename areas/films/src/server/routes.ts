/**
 * /tmdb/3/...: the movie-database calls of the films screens, served by the gateway (proxy with
 * the server's key, or offline catalog). Errors are JSON with a French message, like the rest
 * of the api.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { MovieGateway } from './movieGateway';
import { parseTmdbRequest, type QueryParams } from './tmdbRequest';

export const TMDB_PREFIX = '/tmdb/3';

export const tmdbRoutes: FastifyPluginAsync<{ gateway: MovieGateway }> = async (app, { gateway }) => {
  app.get<{ Params: { '*': string }; Querystring: QueryParams }>('/*', async (request, reply) => {
    const body = await gateway.answer(parseTmdbRequest(request.params['*'], request.query));
    void reply.header('cache-control', 'private, max-age=60');
    return body;
  });
};
