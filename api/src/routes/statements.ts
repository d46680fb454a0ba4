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
 * the reader's size. Writes wait for the write queue; the write guard and the sign-in apply
 * as to every write (onRequest hooks of security/).
 */
import type { FastifyPluginAsync } from 'fastify';
import { backupBefore } from '../backup/backupBefore';
import type { CsvColumns, DateOrder } from '../contracts';
import type { RouteOptions } from '../context';
import { DataError, refusalReply } from '../data/dataError';
import { storesFor } from '../data/stores';
import { loanSchedulesFor } from 'area-immo/server';
import { createStatementMatcher } from '../statements/matchLines';
import { ColumnsUnknown, DateOrderUnknown, readStatement, STATEMENT_MAX_BYTES, StatementRefused } from 'bank-files';
import { planStatement, recordStatement, writesSomething } from '../statements/recordStatement';
import { accountsOf, cardChoiceOf, columnsOf, dateOrderOf, decisionsOf } from '../statements/requestFields';
import { readStatementUpload } from '../statements/statementUpload';
import { demoStatements } from '../seed/demoStatements';
import { HttpError } from 'server-kit';

type StatementQuery = { dryRun?: unknown };

function dryRunOf(query: StatementQuery): boolean {
  const { dryRun } = query;
  if (dryRun === undefined) return false;
  if (!['0', '1', 'true', 'false'].includes(String(dryRun))) {
    throw new DataError(400, 'bad_request', 'Paramètre « dryRun » invalide : 1 (proposer sans rien enregistrer) ou 0 attendu.');
  }
  return dryRun === '1' || dryRun === 'true';
}

export const statementRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const propose = createStatementMatcher(db, loanSchedulesFor(db));
  const backupBeforeWrite = backupBefore(ctx.backups, app.log);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ColumnsUnknown) {
      return reply.code(422).send({ error: 'colonnes_inconnues', message: error.message, entetes: error.entetes, apercu: error.apercu });
    }
    if (error instanceof DateOrderUnknown) return reply.code(422).send({ error: 'ordre_dates_inconnu', message: error.message, exemples: error.exemples });
    if (error instanceof StatementRefused) return reply.code(400).send({ error: 'releve_refuse', message: error.message, ligne: error.ligne });
    const refusal = refusalReply(error);
    if (!refusal) throw error;
    return reply.code(refusal.status).send(refusal.body);
  });

  /** Saved column profiles, by signature, as the reader takes them (a signature saved with a header's trailing « ; » still applies). */
  const profiles = (): Map<string, CsvColumns> =>
    new Map(
      storesFor(db).profilsReleves.list().map((p) => {
        const columns: CsvColumns = { date: String(p.date), libelle: String(p.libelle) };
        for (const field of ['montant', 'debit', 'credit'] as const) if (p[field] != null) columns[field] = String(p[field]);
        return [String(p.signature).replace(/;+$/, ''), columns];
      }),
    );

  /** Saved date orders, by bank profile. */
  const dateOrders = (): Map<string, DateOrder> =>
    new Map(storesFor(db).datesReleves.list().map((r) => [String(r.signature), r.ordre === 'mja' ? 'mja' : 'jma']));

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
      readStatement(bytes, { ...(colonnes ? { colonnes } : {}), ...(ordreDates ? { ordreDates } : {}), profiles: profiles(), dateOrders: dateOrders() });
    if (dryRun) return { payload: propose(read(), choice).preview };
    // Proposed again inside the queue: what is recorded is what the base holds at that moment.
    return ctx.writeQueue.exclusive(async () => {
      const file = read();
      const { preview, selection } = propose(file, choice);
      const decisions = decisionsOf(fields.decisions, new Set(selection.lines.map((l) => l.n)));
      const plan = planStatement(file, preview, selection, decisions, colonnes);
      if (writesSomething(plan)) await backupBeforeWrite('avant-releve');
      return { payload: recordStatement(db, now, plan) };
    });
  });
};
