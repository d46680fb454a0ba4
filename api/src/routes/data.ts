/** The data api: /api/data (export, import), /api/data/:section (rows), undo, backups list. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

export const dataRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
