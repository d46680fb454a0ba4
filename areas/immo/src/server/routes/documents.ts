/**
 * A lease's documents as PDF (quittance, reçu, avis d'échéance, relance and mise en demeure),
 * a year's quittances as a zip, and sending one by e-mail when SMTP_URL is set. The sending
 * is a POST: the write guards apply (X-Tableau-De-Bord: 1, an Origin of CORS_ORIGINS).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteOptions } from '../context';
import { DOCUMENT_TYPES, type DocumentFile } from '../documents/documents';

function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

type MonthRoute = { Params: { bail: string; mois: string }; Querystring: { niveau?: unknown } };

export const documentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/documents/capacites', async () => ({ payload: ctx.documents.capabilities() }));

  app.get<{ Params: { bail: string; annee: string } }>('/documents/quittances/:bail/:annee', async (request, reply) =>
    sendFile(reply, await ctx.documents.quittances(request.params.bail, request.params.annee)),
  );

  // The letter « Révision du loyer » of the revision the lease may claim today (applied from « À faire »).
  app.get<{ Params: { bail: string } }>('/documents/revision/:bail', async (request, reply) => sendFile(reply, (await ctx.documents.revisionLetter(request.params.bail)).file));

  for (const type of DOCUMENT_TYPES) {
    app.get<MonthRoute>(`/documents/${type}/:bail/:mois`, async (request, reply) =>
      sendFile(reply, await ctx.documents.build(type, request.params.bail, request.params.mois, request.query.niveau)),
    );
    app.post<MonthRoute>(`/documents/${type}/:bail/:mois/envoi`, async (request) => ({
      payload: await ctx.documents.send(type, request.params.bail, request.params.mois, request.query.niveau),
    }));
  }
};
