/** GET baux/{id}/envois: what was e-mailed to a lease's tenant and when (sends/envois.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from 'server-kit';
import type { RouteOptions } from '../context';

export const envoiRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { id: string } }>('/baux/:id/envois', async (request) => {
    const { id } = request.params;
    const bailId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(bailId)) throw new HttpError(400, 'bad_request', `Bail invalide : « ${id.slice(0, 40)} » (un numéro de bail est attendu).`);
    if (!ctx.rents.lease(bailId)) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
    return { payload: ctx.envois.ofLease(bailId) };
  });
};
