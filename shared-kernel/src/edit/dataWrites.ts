/**
 * The owner's writes, from any remote: create, replace, delete a row of a section; the whole
 * document (import, journal, backups). After each write, `noteWrite` (in the kernel, with the
 * last change the undo bar shows) marks every owner-data query of the one shared cache stale.
 * The client, the cache and the last change are the kernel's, reached by its package name:
 * relative imports would give this entry copies of its own.
 */
import type { z as Zod } from 'zod/mini';
// zod's builders as the kernel hands them to the areas: the page's one zod, in every build.
import { apiGet, apiSend, noteWrite, queryClient, useQuery, zodForAreas as z } from 'shared-kernel';
import type { RowOf, Section, StoredRow } from 'contract-kit/data';

export type { StoredRow };

const storedRows = z.array(z.looseObject({ id: z.number() }));

export const dataRowsKey = (section: Pick<Section, 'name'>) => ['data', section.name] as const;

/** Rows of one section with their ids (GET /api/data/:section), through the shared cache. */
export function useDataRows<T extends Section>(section: T, enabled = true) {
  return useQuery(
    {
      queryKey: dataRowsKey(section),
      queryFn: async ({ signal }) => (await apiGet(`data/${section.name}`, storedRows, signal)) as StoredRow<T>[],
      enabled,
    },
    queryClient,
  );
}

/** POST (no id) or PUT (id) of one row; rejects with the api's ApiError (details.champ names the field). */
export async function saveRow<T extends Section>(section: T, row: RowOf<T>, id?: number, message = 'Modification enregistrée.'): Promise<StoredRow<T>> {
  const saved = id === undefined
    ? await apiSend('POST', `data/${section.name}`, row)
    : await apiSend('PUT', `data/${section.name}/${id}`, row);
  await noteWrite(message);
  return saved as StoredRow<T>;
}

export async function deleteRow(section: Pick<Section, 'name'>, id: number, message = 'Suppression enregistrée.'): Promise<void> {
  await apiSend('DELETE', `data/${section.name}/${id}`);
  await noteWrite(message);
}

// ---- The whole document: import (with its dry run), journal and backups -------------------

export type ImportMode = 'replace' | 'merge';

// libelle: the section as the owner knows it (absent from an api older than the shell).
const sectionReport = z.object({ libelle: z.optional(z.string()), added: z.number(), changed: z.number(), removed: z.number(), unchanged: z.number() });
const importReport = z.object({
  mode: z.enum(['replace', 'merge']),
  dryRun: z.boolean(),
  sections: z.record(z.string(), sectionReport),
  // What the api changed beyond the file (a lease ended at its property's sale); absent when nothing.
  remarques: z.optional(z.array(z.string())),
});
export type SectionReport = Zod.infer<typeof sectionReport>;
export type ImportReport = Zod.infer<typeof importReport>;

/**
 * POST /api/data?mode=…[&dryRun=1]: what the document changes, per section. A dry run writes
 * nothing; a real import becomes the last change (undoable) and every figure is read again.
 * A refused document rejects with the api's French ApiError (details: section, ligne, champ).
 */
export async function importDocument(document: unknown, mode: ImportMode, dryRun: boolean, message = 'Import enregistré.'): Promise<ImportReport> {
  const report = await apiSend('POST', `data?mode=${mode}${dryRun ? '&dryRun=1' : ''}`, document, importReport);
  if (!dryRun) await noteWrite(message);
  return report;
}

const journalEntries = z.array(
  z.object({ id: z.number(), at: z.string(), action: z.string(), section: z.nullable(z.string()), summary: z.string(), undone: z.boolean() }),
);
export type JournalEntry = Zod.infer<typeof journalEntries>[number];

/** The api's latest writes, newest first (GET /api/data/journal); read again after every write. */
export function useDataJournal(enabled = true) {
  return useQuery({ queryKey: ['data', 'journal'], queryFn: ({ signal }) => apiGet('data/journal', journalEntries, signal), enabled }, queryClient);
}

// kind: why the api wrote it (demarrage, avant-import…); absent from an older api.
const backupList = z.array(z.object({ file: z.string(), date: z.string(), bytes: z.number(), kind: z.optional(z.string()) }));
export type BackupInfo = Zod.infer<typeof backupList>[number];

/** The folder of the api's backups (GET /api/data/backups/folder; BACKUP_DIR on the server), null when it writes none. */
export function useBackupFolder(enabled = true) {
  return useQuery({ queryKey: ['data', 'backups', 'folder'], queryFn: ({ signal }) => apiGet('data/backups/folder', backupFolder, signal), enabled }, queryClient);
}
const backupFolder = z.object({ dossier: z.nullable(z.string()) });

/** The api's backups, newest first (GET /api/data/backups); an import adds one. */
export function useBackups(enabled = true) {
  return useQuery({ queryKey: ['data', 'backups'], queryFn: ({ signal }) => apiGet('data/backups', backupList, signal), enabled }, queryClient);
}
