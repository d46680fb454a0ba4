/**
 * The immo area's server half: properties and their recap, loans and what each property earns
 * (rental income, form 2044, rent revision), the rent cycle, a lease's documents, the bank
 * statements (statements/: read, matched, recorded through the host's data core), the charges'
 * regularization and the deposits' return (settlement/, art. 22 and 23 of the loi du 6 juillet 1989). The api
 * hosts it (api/src/areas.ts) and reads some of its rules for what joins areas (net worth,
 * immeubles/alldata): those are exported below.
 *
 * Mail: the api owns the SMTP settings and the transport (it reads SMTP_URL with the rest of
 * its configuration and closes the connection with the app); the documents only send, through
 * the host's `mail` (null when no server is set). RETARD_JOURS comes the same way (`retardJours`).
 */
import { defineAreaServer } from 'server-kit';
import type { ImmoContext } from './context';
import { immoDemoRows } from './demo';
import { createDocuments } from './documents/documents';
import { createEarningsQueries } from './earnings/earningsQueries';
import { loanSchedulesFor } from './earnings/loanSchedules';
import { createImmoQueries } from './queries/immoQueries';
import { createRentCycle } from './rents/rentDue';
import { documentRoutes } from './routes/documents';
import { earningsRoutes } from './routes/earnings';
import { immoRoutes } from './routes/immo';
import { rentRoutes } from './routes/rents';
import { statementRoutes } from './routes/statements';
import { settlementRoutes } from './routes/settlement';
import { createChargeSettlements } from './settlement/chargeSettlement';
import { createDeposits } from './settlement/deposit';
import { createSettlementDocuments } from './documents/settlementDocuments';
import { immoTables } from './tables';
import { immoMigrations } from './migrations';

export const immoServer = defineAreaServer({
  name: 'immo',
  demoRows: immoDemoRows,
  migrations: immoMigrations,
  tables: immoTables,
  routes(host) {
    const { db, today, now, log, mail, retardJours } = host;
    const loans = loanSchedulesFor(db);
    const rents = createRentCycle(db, today, { retardJours });
    const ctx: ImmoContext = {
      immo: createImmoQueries(db, loans, rents),
      earnings: createEarningsQueries(db, loans),
      rents,
      documents: createDocuments({ rents, today, now, mailer: mail, log }),
      today,
    };
    return async (app) => {
      for (const routes of [immoRoutes, earningsRoutes, rentRoutes, documentRoutes]) await app.register(routes, { ctx });
      await app.register(statementRoutes, { host, loans });
      const settlements = createChargeSettlements(db);
      const deposits = createDeposits(db);
      const settlementDocuments = createSettlementDocuments({ rents, settlements, deposits, today, mailer: mail, log });
      await app.register(settlementRoutes, { host, settlements, deposits, documents: settlementDocuments });
    };
  },
});

// What the api reads of this area's rules: for what joins areas (net worth, immeubles/alldata), and its tests of the rent cycle and the IRL.
export { loanSchedulesFor, type LoanSchedules } from './earnings/loanSchedules';
export { createImmoQueries } from './queries/immoQueries';
export { shareOf } from './earnings/ownerShare';
export { irlDueOn, irlPublicationDate } from './earnings/irlPublication';
export { nextAnniversary, quarterPublishedOn } from './earnings/rentRevision';
export { createRentCycle } from './rents/rentDue';
