/** GET /or: the gold price in euros per troy ounce and per gram (see gold/goldService.ts). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/**
 * No value at all (offline since the first start) is an answer, not a failure: `payload: null`,
 * which Home says in one French line, without an error in the browser's console on every visit.
 */
export const goldRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/or', async () => ({ payload: (await ctx.gold.current()) ?? null }));
};
