/**
 * Tides at the configured station: GET /marees under the api prefixes (JSON), and the framable
 * French page GET /marees outside /api (the dashboard shows it in an iframe).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../context';
import { tidesPage, unknownStationPage, curveSvg } from '../tides/page';
import { parisDayTime, windowAround } from '../tides/parisTime';
import { tideDays, timeline } from '../tides/predictions';
import { findTideStation } from '../tides/stations';

export interface TideRouteOptions {
  ctx: ApiContext;
  tides: { station: string; corsOrigins: string[] };
}

const unknownStation = (station: string) => ({ error: `Station de marée inconnue : « ${station} ».` });

/** JSON: `{ payload: { station, jours } }`. */
export const tideRoutes: FastifyPluginAsync<TideRouteOptions> = async (app, { ctx, tides }) => {
  app.get('/marees', async (_request, reply) => {
    const station = findTideStation(tides.station);
    if (!station) return reply.code(404).send(unknownStation(tides.station));
    return { payload: { station: station.name, jours: tideDays(station, parisDayTime(ctx.now()).date) } };
  });
};

/** Headers of the page: framable by the dashboard's origins only (its own too, for the one-address mode), no script. */
export function tidePageHeaders(corsOrigins: string[]): Record<string, string> {
  const ancestors = corsOrigins.length > 0 ? corsOrigins.join(' ') : "'none'";
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self' ${ancestors}; base-uri 'none'; form-action 'none'`,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  };
}

/** HTML: « Marées à <station> », today's curve and the table of the 8 days. */
export const tidePageRoute: FastifyPluginAsync<TideRouteOptions> = async (app, { ctx, tides }) => {
  app.get('/marees', async (_request, reply) => {
    void reply.headers(tidePageHeaders(tides.corsOrigins));
    reply.removeHeader('x-frame-options');
    const station = findTideStation(tides.station);
    if (!station) return reply.code(404).send(unknownStationPage(tides.station));
    const today = parisDayTime(ctx.now()).date;
    const jours = tideDays(station, today);
    const { start, end } = windowAround(today, today);
    const points = timeline(station, start, end)
      .map((p) => ({ local: parisDayTime(p.time), level: p.level }))
      .filter((p) => p.local.date === today)
      .map((p) => ({ minutes: p.local.minutes, level: p.level }));
    return reply.send(tidesPage(station.name, jours, curveSvg(points)));
  });
};
