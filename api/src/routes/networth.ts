/** GET /patrimoine?de=AAAA-MM&a=AAAA-MM: the net worth month by month (networth/netWorth.ts). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { HttpError, monthIndex, parseIsoDay, parseMois } from 'server-kit';

/** Without `de`: the last 36 months up to `a`. */
export const DEFAULT_MONTHS = 36;
/** At most 50 years of months in one reply (600 points per class). */
export const MAX_MONTHS = 600;

const bad = (message: string) => new HttpError(400, 'bad_request', message);

/** A month of the query string (AAAA-MM, 1900 to 2200) as its index; `fallback` when absent. */
function monthOf(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const text = typeof value === 'string' ? value.trim() : '';
  const index = parseMois(text);
  if (index === null || index < 1900 * 12 || index >= 2201 * 12) {
    throw bad(`Paramètre « ${name} » invalide : « ${String(value).slice(0, 40)} » (un mois AAAA-MM est attendu, ex. 2026-03).`);
  }
  return index;
}

export const netWorthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { de?: unknown; a?: unknown } }>('/patrimoine', async (request) => {
    const today = parseIsoDay(ctx.today());
    const to = monthOf('a', request.query.a, monthIndex(today.year, today.month));
    const from = monthOf('de', request.query.de, to - (DEFAULT_MONTHS - 1));
    if (from > to) throw bad('Période invalide : « de » doit précéder « a » ou lui être égal.');
    if (to - from + 1 > MAX_MONTHS) throw bad(`Période trop longue : ${MAX_MONTHS} mois au plus (50 ans).`);
    return { payload: await ctx.netWorth.patrimoine(from, to) };
  });
};
