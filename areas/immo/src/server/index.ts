/**
 * The immo area's server half: properties and their recap, loans and what each property earns
 * (rental income, form 2044, rent revision), the rent cycle, a lease's documents, the bank
 * statements (statements/: read, matched, recorded through the host's data core), the charges'
 * regularization and the deposits' return (settlement/, art. 22 and 23 of the loi du 6 juillet
 * 1989). The api hosts it (api/src/areas.ts) and reads what it needs of it through the exports
 * below, each with its reason.
 *
 * Mail: the api owns the SMTP settings and the transport (it reads SMTP_URL with the rest of
 * its configuration and closes the connection with the app); the documents only send, through
 * the host's `mail` (null when no server is set). Its own settings (RETARD_JOURS) it reads itself
 * (settings.ts), when the api reads its configuration. Its job (the automatic quittance, sends/)
 * runs on the api's scheduler, on the same context as its routes.
 */
import { defineAreaServer, type AreaHost } from 'server-kit';
import type { ImmoContext } from './context';
import { immoDemoRows } from './demo';
import { immoMoveIn } from './moveIn';
import { createDocuments } from './documents/documents';
import { createEarningsQueries } from './earnings/earningsQueries';
import { loanSchedulesFor, type LoanSchedules } from './earnings/loanSchedules';
import { immoMigrations } from './migrations';
import { createImmoQueries } from './queries/immoQueries';
import { createRentCycle } from './rents/rentDue';
import { endLeasesAtSale } from './rents/saleEndsLeases';
import { aFaireRoutes } from './routes/aFaire';
import { readImmoSettings, type ImmoSettings } from './settings';
import { documentRoutes } from './routes/documents';
import { earningsRoutes } from './routes/earnings';
import { envoiRoutes } from './routes/envois';
import { immoRoutes } from './routes/immo';
import { rentRoutes } from './routes/rents';
import { statementRoutes } from './routes/statements';
import { settlementRoutes } from './routes/settlement';
import { createChargeSettlements } from './settlement/chargeSettlement';
import { createDeposits } from './settlement/deposit';
import { createSettlementDocuments } from './documents/settlementDocuments';
import { autoQuittanceJob } from './sends/autoQuittances';
import { autoRelanceJob } from './sends/autoRelances';
import { createEnvois } from './sends/envois';
import { immoTables } from './tables';
import { createTodoActions } from './todo/actions';
import { createTodoList } from './todo/todoList';

/** The area's reads and documents, built once per host: its routes and its job share them. */
const contexts = new WeakMap<AreaHost, { ctx: ImmoContext; loans: LoanSchedules }>();
function contextOf(host: AreaHost, { retardJours }: ImmoSettings = readImmoSettings({})): { ctx: ImmoContext; loans: LoanSchedules } {
  let built = contexts.get(host);
  if (!built) {
    const { db, today, now, log, mail } = host;
    const loans = loanSchedulesFor(db);
    const rents = createRentCycle(db, today, { retardJours });
    const envois = createEnvois(db);
    const earnings = createEarningsQueries(db, loans);
    const documents = createDocuments({ rents, today, now, mailer: mail, envois, log, revisionOf: earnings.revisionBail });
    const todo = createTodoList({ db, rents, revision: earnings.revisionBail, retardJours, envois });
    const ctx: ImmoContext = {
      immo: createImmoQueries(db, rents),
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

export const immoServer = defineAreaServer<ImmoSettings>({
  name: 'immo',
  demoRows: immoDemoRows,
  moveIn: immoMoveIn,
  migrations: immoMigrations,
  tables: immoTables,
  settings: readImmoSettings,
  routes(host, settings) {
    // A base written before a sale ended its leases: ended now, through the core (journaled).
    endLeasesAtSale(host);
    const { ctx, loans } = contextOf(host, settings);
    return async (app) => {
      for (const routes of [immoRoutes, earningsRoutes, rentRoutes, documentRoutes, envoiRoutes, aFaireRoutes]) await app.register(routes, { ctx });
      await app.register(statementRoutes, { host, loans });
      const settlements = createChargeSettlements(host.db);
      const deposits = createDeposits(host.db);
      const settlementDocuments = createSettlementDocuments({ documents: ctx.documents, settlements, deposits, today: host.today });
      await app.register(settlementRoutes, { host, settlements, deposits, documents: settlementDocuments });
    };
  },
  jobs(host, settings) {
    const { rents, documents, envois, today } = contextOf(host, settings).ctx;
    const sends = { db: host.db, rents, documents, envois, today, writeQueue: host.writeQueue, enabled: host.mail !== null };
    return [autoQuittanceJob(sends), autoRelanceJob(sends)];
  },
});

/** « À faire » as of the host's today, the most urgent first: what the api's weekly digest lists (built with the routes). */
export const aFaireOf = (host: AreaHost) => contextOf(host).ctx.todo.items(host.today());

// What the api reads of this area, and why (nothing else: the rest is the area's own).
// The properties and loans, for what joins areas: alldata and the net worth (api/src/allData.ts, networth/).
export { createImmoQueries } from './queries/immoQueries';
// The rent cycle, the IRL and revision dates: for the api's tests of them, until those tests move into this package.
export { createRentCycle } from './rents/rentDue';
export { irlDueOn, irlPublicationDate } from './earnings/irlPublication';
export { nextAnniversary, quarterPublishedOn } from './earnings/rentRevision';
