/** Holdings by bank and crowdfunding bricks. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { formatAxis, formatSeries, textLabel } from 'server-kit';

export const opvcmRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/immeubles/oplistebybk', async () => ({ payload: ctx.opvcm.bankList() }));

  app.get('/immeubles/bricksliste', async () => {
    const rows = ctx.opvcm.bricks();
    return {
      payload: {
        bricks: rows.map(({ nom, achat, loyers }) => ({ nom, achat, loyers })),
        graph: {
          axes: formatAxis(rows.map((b) => textLabel(b.nom))),
          achat: formatSeries([{ name: 'Achat', data: rows.map((b) => b.achat) }]),
          loyer: formatSeries([{ name: 'Loyers', data: rows.map((b) => b.totalLoyers) }]),
        },
      },
    };
  });
};
