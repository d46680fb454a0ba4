/** immeubles/alldata, serialised once per result (see ../allData.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { sendCachedPayload } from 'server-kit';
import type { RouteOptions } from '../context';

export const allDataRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/immeubles/alldata', async (_request, reply) => sendCachedPayload(reply, ctx.allData(ctx.today())));
};
