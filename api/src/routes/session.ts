/** The owner's sign-in (POST/DELETE /api/session) and GET /api/capabilities. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

export const sessionRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
