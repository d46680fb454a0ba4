/** Rent recap, loans, car and personal expenses (the properties are served in alldata, by the api). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { sendCachedPayload } from 'server-kit';

export const immoRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/immeubles/recaployers', async (_request, reply) => sendCachedPayload(reply, ctx.immo.recapLoyers(ctx.today())));
  app.get('/immeubles/tdb', async () => ({ payload: { emprunt: ctx.immo.loanTable(ctx.today()) } }));
  app.get('/immeubles/opecars', async () => ({ payload: ctx.immo.carExpenses() }));
  app.get('/immeubles/opedepenses', async () => ({ payload: ctx.immo.personalExpenses() }));
};
