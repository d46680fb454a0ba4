/**
 * The data api, under /api/data and /index.php/api/data (table in api/IMPORT.md): export and
 * import of the whole base, rows of each section, the journal, the undo, the backups list.
 * Replies are { payload }; refusals are JSON { error, message, section?, ligne?, champ? } in
 * French. Writes validate with the import's schemas and run in one transaction each.
 */
import type { FastifyPluginAsync } from 'fastify';
import { backupBefore } from '../backup/backupBefore';
import type { RouteOptions } from '../context';
import { DataError, refusalReply } from '../data/dataError';
import { exportDataset } from '../data/exportDataset';
import type { ImportMode } from '../data/importDataset';
import { lastPending, listEntries } from '../data/journal';
import { bodyBytes, bodyText, rowJson } from '../data/requestBody';
import { createRow, deleteRow, updateRow } from '../data/rowWrites';
import { storesFor } from '../data/stores';
import { undoLast } from '../data/undo';
import { isSectionName, SECTION_NAMES, type SectionName } from '../data/sections';
import { runImport } from '../import/importJob';
import { previewImport, readSite, unacceptedMissing, writeLegacyImport } from '../legacy/legacyImport';
import { LegacyStop } from '../legacy/legacyRead';
import { legacyRequest, partialRefusal } from '../legacy/legacyRoute';
import { SiteAddressError } from '../legacy/legacySite';

/** A whole document may be large (the demo data exports to ~300 ko); rows stay under Fastify's 1 Mo. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
const JOURNAL_SHOWN = 50;

type SectionParams = { section: string };
type RowParams = { section: string; id: string };
type ImportQuery = { mode?: unknown; dryRun?: unknown };
type ExportQuery = { download?: unknown };

function sectionOf(name: string): SectionName {
  if (isSectionName(name)) return name;
  throw new DataError(
    404,
    'not_found',
    `Section inconnue : « ${name.slice(0, 40)} » (sections : ${SECTION_NAMES.join(', ')}).`,
  );
}

/** A row id from the URL: a positive whole number written plainly. */
function idOf(text: string): number {
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) {
    throw new DataError(400, 'bad_request', `Identifiant invalide : « ${text.slice(0, 40)} » (un nombre entier positif est attendu).`);
  }
  return id;
}

const isTrue = (v: unknown) => v === '1' || v === 'true';

function importParams(query: ImportQuery): { mode: ImportMode; dryRun: boolean } {
  const { mode, dryRun } = query;
  if (mode !== 'replace' && mode !== 'merge') {
    throw new DataError(400, 'bad_request', 'Paramètre « mode » attendu : replace (remplacer les sections envoyées) ou merge (fusionner).');
  }
  if (dryRun !== undefined && !['0', '1', 'true', 'false'].includes(String(dryRun))) {
    throw new DataError(400, 'bad_request', 'Paramètre « dryRun » invalide : 1 (simulation) ou 0 attendu.');
  }
  return { mode, dryRun: isTrue(dryRun) };
}

export const dataRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;

  // Bodies arrive as bytes: strict UTF-8, our own JSON errors, duplicate keys refused (requestBody.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // One write at a time (data/writeQueue.ts): a row written while an import runs waits for it.
  const writes = ctx.writeQueue;
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await writes.idle();
  });
  // Our refusals as they are; anything else goes to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    const refusal = refusalReply(error);
    if (!refusal) throw error;
    return reply.code(refusal.status).send(refusal.body);
  });

  // A backup before a risky write; without it, the write does not happen.
  const backupBeforeWrite = backupBefore(ctx.backups, app.log);

  app.get<{ Querystring: ExportQuery }>('/data', async (request, reply) => {
    const doc = exportDataset(db);
    if (!isTrue(request.query.download)) return { payload: doc };
    return reply
      .header('content-disposition', `attachment; filename="tableau-de-bord-${ctx.today()}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(doc, null, 2));
  });

  // A large document is validated and written in a worker thread (import/importJob.ts): reads
  // go on meanwhile, and see the data as it was until the import's commit.
  app.post<{ Querystring: ImportQuery }>('/data', { bodyLimit: IMPORT_MAX_BYTES }, async (request) => {
    const { mode, dryRun } = importParams(request.query);
    const bytes = bodyBytes(request.body, 'Import refusé');
    const beforeWrite = dryRun ? undefined : () => backupBeforeWrite('avant-import');
    const report = await writes.exclusive(() => runImport({ source: { bytes }, mode, dryRun, dbFile: db.name, db }, { now, beforeWrite }));
    return { payload: report };
  });

  // « Importer depuis mon ancien site »: the site is read outside the write queue (it may take
  // a while), the preview and the write inside it; the reply is the report, never the site's.
  app.post('/data/legacy-import', async (request) => {
    const ask = legacyRequest(bodyText(request.body, 'Import refusé'));
    let read;
    try {
      read = await readSite(ask);
    } catch (error) {
      if (error instanceof SiteAddressError) throw new DataError(400, 'bad_request', error.message, { champ: 'adresse' });
      if (error instanceof LegacyStop) throw new DataError(502, 'legacy_site', error.message);
      throw error;
    }
    return writes.exclusive(async () => {
      const prepared = previewImport(db, ctx.filesDir, read, ask.remplacer);
      if (!ask.confirmer) return { payload: prepared.report };
      const missing = unacceptedMissing(prepared, ask.manquantesAcceptees);
      if (missing.length > 0) throw partialRefusal(missing);
      const target = { filesDir: ctx.filesDir, maxBytes: ctx.uploadMaxBytes, quotaBytes: app.security.uploadQuotaBytes };
      const report = await writeLegacyImport(
        prepared,
        (bytes, mode) => runImport({ source: { bytes }, mode, dbFile: db.name, db }, { now, beforeWrite: () => backupBeforeWrite('avant-import') }),
        target,
      );
      return { payload: report };
    });
  });

  // Static paths, registered before /data/:section (the router prefers them anyway).
  app.get('/data/backups', async () => ({ payload: ctx.backups.list() }));
  // Where they are (BACKUP_DIR): the owner copies them to another machine from there.
  app.get('/data/backups/folder', async () => ({ payload: { dossier: ctx.backups.folder } }));

  app.get('/data/journal', async () => ({ payload: listEntries(db, JOURNAL_SHOWN) }));

  app.post('/data/undo', async () =>
    writes.exclusive(async () => {
      const nothing = () => new DataError(409, 'nothing_to_undo', 'Rien à annuler : aucune modification en attente dans le journal.');
      if (!lastPending(db)) throw nothing();
      await backupBeforeWrite('avant-annulation');
      const result = undoLast(db, now);
      if (!result) throw nothing();
      return { payload: result };
    }),
  );

  app.get<{ Params: SectionParams }>('/data/:section', async (request) => ({
    payload: storesFor(db)[sectionOf(request.params.section)].list(),
  }));

  app.post<{ Params: SectionParams }>('/data/:section', async (request, reply) => {
    const section = sectionOf(request.params.section);
    const row = createRow(db, section, rowJson(request.body, 'Ajout refusé', section), now);
    return reply.code(201).send({ payload: row });
  });

  app.get<{ Params: RowParams }>('/data/:section/:id', async (request) => {
    const section = sectionOf(request.params.section);
    const id = idOf(request.params.id);
    const row = storesFor(db)[section].get(id);
    if (!row) throw new DataError(404, 'not_found', `Ligne introuvable : aucune ligne n° ${id} dans la section « ${section} ».`, { section });
    return { payload: row };
  });

  app.put<{ Params: RowParams }>('/data/:section/:id', async (request) => {
    const section = sectionOf(request.params.section);
    const id = idOf(request.params.id);
    return { payload: updateRow(db, section, id, rowJson(request.body, 'Modification refusée', section), now) };
  });

  app.delete<{ Params: RowParams }>('/data/:section/:id', async (request, reply) => {
    const section = sectionOf(request.params.section);
    deleteRow(db, section, idOf(request.params.id), now);
    return reply.code(204).send();
  });
};
