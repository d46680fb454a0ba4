/** Restaurants and recipes. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

export const leisureRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/immeubles/restau', async () => ({ payload: ctx.leisure.restaurants() }));
  app.get('/immeubles/recettes', async () => ({ payload: ctx.leisure.recipes() }));
};
