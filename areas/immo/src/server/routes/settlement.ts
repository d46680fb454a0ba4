/**
 * The charges' regularization and the deposit's return (loi du 6 juillet 1989, art. 22 and 23):
 *  - GET baux/regularisations: each lease's first regularization due;
 *  - GET baux/{id}/regularisation/{annee}, POST the same (« Régulariser »: a_partir_de, etaler,
 *    appliquer_provision);
 *  - GET baux/{id}/depot, POST the same (the keys, the inspection, the return and its deductions);
 *  - the statements as PDF and their sending: documents/regularisation/{id}/{annee},
 *    documents/depot/{id}, each with /envoi (POST).
 * Writes wait for the write queue and go through the host's data core (host.write).
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, type AreaHost } from 'server-kit';
import type { SettlementDocuments } from '../documents/settlementDocuments';
import type { ChargeSettlements } from '../settlement/chargeSettlement';
import type { Deposits } from '../settlement/deposit';
import { returnDeposit, settleCharges } from '../settlement/settlementWrites';
import { sendFile } from './sendFile';

export interface SettlementRouteOptions {
  host: AreaHost;
  settlements: ChargeSettlements;
  deposits: Deposits;
  documents: SettlementDocuments;
}

const shown = (value: string) => value.slice(0, 40);

function bailIdOf(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new HttpError(400, 'bad_request', `Bail invalide : « ${shown(value)} » (un numéro de bail est attendu).`);
  return Number(value);
}

function yearOf(value: string): number {
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!(year >= 1900 && year <= 2200)) throw new HttpError(400, 'bad_request', `Année invalide : « ${shown(value)} » (une année de 1900 à 2200 est attendue, ex. 2025).`);
  return year;
}

type LeaseYear = { Params: { id: string; annee: string } };
type Lease = { Params: { id: string } };

export const settlementRoutes: FastifyPluginAsync<SettlementRouteOptions> = async (app, { host, settlements, deposits, documents }) => {
  const settlementLease = (id: string) => {
    const bailId = bailIdOf(id);
    const lease = settlements.lease(bailId);
    if (!lease) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
    return lease;
  };
  const depositLease = (id: string) => {
    const bailId = bailIdOf(id);
    const lease = deposits.lease(bailId);
    if (!lease) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
    return lease;
  };

  app.get('/baux/regularisations', async () => ({ payload: settlements.due(host.today()) }));

  app.get<LeaseYear>('/baux/:id/regularisation/:annee', async (request) => ({
    payload: settlements.of(settlementLease(request.params.id), yearOf(request.params.annee), host.today()),
  }));

  app.post<LeaseYear>('/baux/:id/regularisation/:annee', async (request) =>
    host.writeQueue.exclusive(async () => ({
      payload: settleCharges(host, settlements, settlementLease(request.params.id), yearOf(request.params.annee), request.body),
    })),
  );

  app.get<Lease>('/baux/:id/depot', async (request) => ({ payload: deposits.of(depositLease(request.params.id), host.today()) }));

  app.post<Lease>('/baux/:id/depot', async (request) =>
    host.writeQueue.exclusive(async () => ({ payload: returnDeposit(host, deposits, depositLease(request.params.id), request.body) })),
  );

  app.get<LeaseYear>('/documents/regularisation/:id/:annee', async (request, reply) =>
    sendFile(reply, (await documents.settlement(settlementLease(request.params.id), yearOf(request.params.annee))).file),
  );
  app.post<LeaseYear>('/documents/regularisation/:id/:annee/envoi', async (request) => ({
    payload: await documents.send(await documents.settlement(settlementLease(request.params.id), yearOf(request.params.annee))),
  }));
  app.get<Lease>('/documents/depot/:id', async (request, reply) => sendFile(reply, (await documents.deposit(depositLease(request.params.id))).file));
  app.post<Lease>('/documents/depot/:id/envoi', async (request) => ({ payload: await documents.send(await documents.deposit(depositLease(request.params.id))) }));
};
