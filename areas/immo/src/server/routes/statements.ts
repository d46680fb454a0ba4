/**
 * Bank statements, under /api and /index.php/api (api/IMPORT.md, « Relevés bancaires »):
 *  - POST /releves?dryRun=1 (multipart `fichier`, optional `colonnes`, `comptes`, `cartes`,
 *    `ordre_dates`): the file's accounts, each line of those imported with its proposal,
 *    nothing written (statementPreviewSchema);
 *  - POST /releves (the same, plus optional `decisions`): records the decisions, or else the
 *    proposals, in one transaction and one journal entry, after the `avant-releve` backup
 *    (statementRecordSchema);
 *  - GET /releves/exemples and /releves/exemples/:nom: the demo statements, at the api's clock.
 * Refusals: releve_refuse (400, the reader's), colonnes_inconnues (422, the CSV's headers to
 * name), ordre_dates_inconnu (422, two lines read both ways: jma or mja to choose), invalid_data (400, a decision or a row, naming the line and the field), 413 beyond
 * the reader's size. Writes wait for the write queue and go through the host's data core
 * (AreaHost.write, backupBefore); the api's write guard and sign-in apply as to every write.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ColumnsUnknown, DateOrderUnknown, readStatement, STATEMENT_MAX_BYTES, StatementRefused } from 'bank-files';
import { HttpError, type AreaHost } from 'server-kit';
import type { LoanSchedules } from '../earnings/loanSchedules';
import { demoStatements } from '../statements/demo/demoStatements';
import { createStatementMatcher } from '../statements/matchLines';
import { planStatement, recordStatement, writesSomething } from '../statements/recordStatement';
import { accountsOf, cardChoiceOf, columnsOf, dateOrderOf, decisionsOf } from '../statements/requestFields';
import { savedChoicesOf } from '../statements/savedChoices';
import { readStatementUpload } from '../statements/statementUpload';

type StatementQuery = { dryRun?: unknown };

function dryRunOf(query: StatementQuery): boolean {
  const { dryRun } = query;
  if (dryRun === undefined) return false;
  if (!['0', '1', 'true', 'false'].includes(String(dryRun))) {
    throw new HttpError(400, 'bad_request', 'Paramètre « dryRun » invalide : 1 (proposer sans rien enregistrer) ou 0 attendu.');
  }
  return dryRun === '1' || dryRun === 'true';
}

export interface StatementRouteOptions {
  host: AreaHost;
  loans: LoanSchedules;
}

export const statementRoutes: FastifyPluginAsync<StatementRouteOptions> = async (app, { host, loans }) => {
  const { db, now } = host;
  const propose = createStatementMatcher(db, loans);
  const saved = savedChoicesOf(db);

  // The readers' refusals; the others (HttpError, naming the line and the field) are the api's to send.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ColumnsUnknown) {
      return reply.code(422).send({ error: 'colonnes_inconnues', message: error.message, entetes: error.entetes, apercu: error.apercu });
    }
    if (error instanceof DateOrderUnknown) return reply.code(422).send({ error: 'ordre_dates_inconnu', message: error.message, exemples: error.exemples });
    if (error instanceof StatementRefused) return reply.code(400).send({ error: 'releve_refuse', message: error.message, ligne: error.ligne });
    throw error;
  });

  // The demo statements, written at the api's clock (they match the demo data of that day).
  app.get('/releves/exemples', async () => ({
    payload: demoStatements(now()).map((s) => ({ nom: s.nom, format: readStatement(s.bytes).format })),
  }));

  app.get<{ Params: { nom: string } }>('/releves/exemples/:nom', async (request, reply) => {
    const sample = demoStatements(now()).find((s) => s.nom === request.params.nom);
    // The requested name is not repeated (errors.ts).
    if (!sample) throw new HttpError(404, 'not_found', 'Relevé d’exemple inconnu (la liste est sous /api/releves/exemples).');
    return reply.header('content-disposition', `attachment; filename="${sample.nom}"`).type(sample.type).send(sample.bytes);
  });

  app.post<{ Querystring: StatementQuery }>('/releves', async (request) => {
    const dryRun = dryRunOf(request.query);
    const { bytes, fields } = await readStatementUpload(request, STATEMENT_MAX_BYTES);
    const colonnes = columnsOf(fields.colonnes);
    const ordreDates = dateOrderOf(fields.ordre_dates);
    const choice = { comptes: accountsOf(fields.comptes), cartes: cardChoiceOf(fields.cartes) };
    const read = () =>
      readStatement(bytes, { ...(colonnes ? { colonnes } : {}), ...(ordreDates ? { ordreDates } : {}), profiles: saved.profiles(), dateOrders: saved.dateOrders() });
    if (dryRun) return { payload: propose(read(), choice).preview };
    // Proposed again inside the queue: what is recorded is what the base holds at that moment.
    return host.writeQueue.exclusive(async () => {
      const file = read();
      const { preview, selection } = propose(file, choice);
      const decisions = decisionsOf(fields.decisions, new Set(selection.lines.map((l) => l.n)));
      const plan = planStatement(file, preview, selection, decisions, colonnes);
      if (writesSomething(plan)) await host.backupBefore('avant-releve');
      return { payload: recordStatement(host.write, plan) };
    });
  });
};
