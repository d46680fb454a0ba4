/** The rent cycle: rents due in a month, lease by lease, and the late rents (rents/rentDue.ts). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { HttpError, parseMois } from 'server-kit';

/** A month from the query string: AAAA-MM, 1900 to 2200; none: this month. */
function moisOf(value: unknown, today: string): string {
  if (value === undefined) return today.slice(0, 7);
  const text = typeof value === 'string' ? value.trim() : '';
  const index = parseMois(text);
  if (index === null || index < 1900 * 12 || index >= 2201 * 12) {
    const shown = `« ${String(value).slice(0, 40)} »`;
    throw new HttpError(400, 'bad_request', `Mois invalide : ${shown} (un mois AAAA-MM est attendu, ex. 2026-03).`);
  }
  return text;
}

export const rentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { mois?: unknown } }>('/loyers/echeances', async (request) => ({
    payload: ctx.rents.dues(moisOf(request.query.mois, ctx.today())),
  }));

  app.get('/loyers/retards', async () => ({ payload: ctx.rents.late() }));
};
