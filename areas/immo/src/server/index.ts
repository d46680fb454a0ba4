/**
 * The immo area's server half: properties and their recap, loans and what each property earns
 * (rental income, form 2044, rent revision), the rent cycle, a lease's documents and the bank
 * statements (statements/: read, matched, recorded through the host's data core). The api
 * hosts it (api/src/areas.ts) and reads what it needs of it through the exports below, each
 * with its reason.
 *
 * Mail: the api owns the SMTP settings and the transport (it reads SMTP_URL with the rest of
 * its configuration and closes the connection with the app); the documents only send, through
 * the host's `mail` (null when no server is set). Its own settings (RETARD_JOURS) it reads itself
 * (settings.ts), when the api reads its configuration.
 */
import { defineAreaServer } from 'server-kit';
import type { ImmoContext } from './context';
import { immoDemoRows } from './demo';
import { immoMoveIn } from './moveIn';
import { createDocuments } from './documents/documents';
import { createEarningsQueries } from './earnings/earningsQueries';
import { loanSchedulesFor } from './earnings/loanSchedules';
import { createImmoQueries } from './queries/immoQueries';
import { createRentCycle } from './rents/rentDue';
import { readImmoSettings, type ImmoSettings } from './settings';
import { documentRoutes } from './routes/documents';
import { earningsRoutes } from './routes/earnings';
import { immoRoutes } from './routes/immo';
import { rentRoutes } from './routes/rents';
import { statementRoutes } from './routes/statements';
import { immoTables } from './tables';

export const immoServer = defineAreaServer<ImmoSettings>({
  name: 'immo',
  demoRows: immoDemoRows,
  moveIn: immoMoveIn,
  migrations: [],
  tables: immoTables,
  settings: readImmoSettings,
  routes(host, { retardJours } = readImmoSettings({})) {
    const { db, today, now, log, mail } = host;
    const loans = loanSchedulesFor(db);
    const rents = createRentCycle(db, today, { retardJours });
    const ctx: ImmoContext = {
      immo: createImmoQueries(db, rents),
      earnings: createEarningsQueries(db, loans),
      rents,
      documents: createDocuments({ rents, today, now, mailer: mail, log }),
      today,
    };
    return async (app) => {
      for (const routes of [immoRoutes, earningsRoutes, rentRoutes, documentRoutes]) await app.register(routes, { ctx });
      await app.register(statementRoutes, { host, loans });
    };
  },
});

// What the api reads of this area, and why (nothing else: the rest is the area's own).
// The properties and loans, for what joins areas: alldata and the net worth (api/src/allData.ts, networth/).
export { createImmoQueries } from './queries/immoQueries';
// The rent cycle, the IRL and revision dates: for the api's tests of them, until those tests move into this package.
export { createRentCycle } from './rents/rentDue';
export { irlDueOn, irlPublicationDate } from './earnings/irlPublication';
export { nextAnniversary, quarterPublishedOn } from './earnings/rentRevision';
