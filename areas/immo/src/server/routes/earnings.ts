/** What each property earns: a loan's schedule, a property's sheet, the yearly rental-income statement. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { HttpError } from 'server-kit';

/** A year from the URL: four digits, 1900 to 2200 (the range the data accepts). */
function yearOf(value: unknown): number {
  const text = typeof value === 'string' ? value : '';
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= 1900 && year <= 2200)) {
    throw new HttpError(400, 'bad_request', `Année invalide : « ${String(value).slice(0, 40)} » (une année de 1900 à 2200 est attendue, ex. 2025).`);
  }
  return year;
}

export const earningsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { nom: string } }>('/immeubles/echeancier/:nom', async (request) => {
    const { nom } = request.params;
    const payload = ctx.earnings.echeancier(nom, ctx.today());
    if (!payload) throw new HttpError(404, 'not_found', `Emprunt « ${nom} » inconnu.`);
    return { payload };
  });

  app.get<{ Params: { nom: string }; Querystring: { annee?: unknown } }>('/immeubles/bien/:nom', async (request) => {
    const { nom } = request.params;
    const { annee } = request.query;
    const payload = ctx.earnings.bien(nom, annee === undefined ? null : yearOf(annee), ctx.today());
    if (!payload) throw new HttpError(404, 'not_found', `Bien « ${nom} » inconnu.`);
    return { payload };
  });

  // The rent revision of a lease (earnings/rentRevision.ts).
  app.get<{ Params: { id: string } }>('/baux/:id/revision', async (request) => {
    const { id } = request.params;
    const bailId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(bailId)) throw new HttpError(400, 'bad_request', `Bail invalide : « ${id.slice(0, 40)} » (un numéro de bail est attendu).`);
    const payload = ctx.earnings.revisionBail(bailId, ctx.today());
    if (payload === undefined) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
    if (payload === null) throw new HttpError(404, 'not_found', `Bail n° ${bailId} terminé avant sa prochaine révision : rien à réviser.`);
    return { payload };
  });

  app.get('/immeubles/apresimpot', async () => ({ payload: ctx.earnings.apresImpot(ctx.today()) }));

  app.get<{ Params: { annee: string } }>('/immeubles/revenusfonciers/:annee', async (request) => ({
    payload: ctx.earnings.revenusFonciers(yearOf(request.params.annee), ctx.today()),
  }));
};
