/**
 * The immo area's server half: properties and their recap, loans and what each property earns
 * (rental income, form 2044, rent revision), the rent cycle, a lease's documents and the bank
 * statements (statements/: read, matched, recorded through the host's data core). The api
 * hosts it (api/src/areas.ts) and reads some of its rules for what joins areas (net worth,
 * immeubles/alldata): those are exported below.
 *
 * Mail: the api owns the SMTP settings and the transport (it reads SMTP_URL with the rest of
 * its configuration and closes the connection with the app); the documents only send, through
 * the host's `mail` (null when no server is set). RETARD_JOURS comes the same way (`retardJours`).
 * Its job (the automatic quittance, sends/) runs on the api's scheduler, on the same context as
 * its routes.
 */
import { defineAreaServer, type AreaHost } from 'server-kit';
import type { ImmoContext } from './context';
import { immoDemoRows } from './demo';
import { createDocuments } from './documents/documents';
import { createEarningsQueries } from './earnings/earningsQueries';
import { loanSchedulesFor, type LoanSchedules } from './earnings/loanSchedules';
import { immoMigrations } from './migrations';
import { createImmoQueries } from './queries/immoQueries';
import { createRentCycle, DEFAULT_RETARD_JOURS } from './rents/rentDue';
import { endLeasesAtSale } from './rents/saleEndsLeases';
import { aFaireRoutes } from './routes/aFaire';
import { documentRoutes } from './routes/documents';
import { earningsRoutes } from './routes/earnings';
import { envoiRoutes } from './routes/envois';
import { immoRoutes } from './routes/immo';
import { rentRoutes } from './routes/rents';
import { statementRoutes } from './routes/statements';
import { autoQuittanceJob } from './sends/autoQuittances';
import { createEnvois } from './sends/envois';
import { immoTables } from './tables';
import { createTodoActions } from './todo/actions';
import { createTodoList } from './todo/todoList';

/** The area's reads and documents, built once per host: its routes and its job share them. */
const contexts = new WeakMap<AreaHost, { ctx: ImmoContext; loans: LoanSchedules }>();
function contextOf(host: AreaHost): { ctx: ImmoContext; loans: LoanSchedules } {
  let built = contexts.get(host);
  if (!built) {
    const { db, today, now, log, mail, retardJours = DEFAULT_RETARD_JOURS } = host;
    const loans = loanSchedulesFor(db);
    const rents = createRentCycle(db, today, { retardJours });
    const earnings = createEarningsQueries(db, loans);
    const envois = createEnvois(db);
    const documents = createDocuments({ rents, today, now, mailer: mail, envois, log, revisionOf: earnings.revisionBail });
    const todo = createTodoList({ db, rents, revision: earnings.revisionBail, retardJours, sent: envois.sent }, db);
    const ctx: ImmoContext = {
      immo: createImmoQueries(db, loans, rents),
      earnings,
      rents,
      envois,
      documents,
      todo,
      todoActions: createTodoActions(host, todo, documents),
      today,
    };
    built = { ctx, loans };
    contexts.set(host, built);
  }
  return built;
}

export const immoServer = defineAreaServer({
  name: 'immo',
  demoRows: immoDemoRows,
  migrations: immoMigrations,
  tables: immoTables,
  routes(host) {
    endLeasesAtSale(host);
    const { ctx, loans } = contextOf(host);
    return async (app) => {
      for (const routes of [immoRoutes, earningsRoutes, rentRoutes, documentRoutes, envoiRoutes, aFaireRoutes]) await app.register(routes, { ctx });
      await app.register(statementRoutes, { host, loans });
    };
  },
  jobs(host) {
    const { rents, documents, envois, today } = contextOf(host).ctx;
    return [autoQuittanceJob({ db: host.db, rents, documents, envois, today, writeQueue: host.writeQueue, enabled: host.mail !== null })];
  },
});

/** « À faire » as of the host's today, the most urgent first: what the api's weekly digest lists. */
export const aFaireOf = (host: AreaHost) => contextOf(host).ctx.todo.items(host.today());

// What the api reads of this area's rules: for what joins areas (net worth, immeubles/alldata), the digest, and its tests of the rent cycle and the IRL.
export { loanSchedulesFor, type LoanSchedules } from './earnings/loanSchedules';
export { createImmoQueries } from './queries/immoQueries';
export { shareOf } from './earnings/ownerShare';
export { irlDueOn, irlPublicationDate } from './earnings/irlPublication';
export { nextAnniversary, quarterPublishedOn } from './earnings/rentRevision';
export { createRentCycle } from './rents/rentDue';
