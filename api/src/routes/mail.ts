/** The mail endpoint: sending mail is disabled in this product (the Send mail button is too). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

export const MAIL_DISABLED = { sent: false, message: "L'envoi de mail est désactivé." } as const;

export const mailRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  app.get('/permis/mail', async () => ({ payload: MAIL_DISABLED }));
};
