/**
 * Writes a validated document in ONE transaction, section by section (properties first, so
 * that rents and taxes find them), and reports what it did per section.
 *
 * Rows are matched to the stored ones by `id`, else by the section's natural key
 * (UNIQUE_KEYS), else — merge mode, sections without natural key — by identical content.
 * Matched rows keep their id (a property keeps its rents and taxes) and are updated when
 * they differ; the others are added. `replace` then deletes the stored rows nothing matched
 * (a property with its rents and taxes); `merge` deletes nothing.
 */
import type { Db } from '../db/open';
import { type Dataset, SECTION_NAMES, SECTIONS, type SectionName, UNIQUE_KEYS } from './sections';
import { ImportError } from '../import/importError';
import { recordEntry } from './journal';
import { type Fields, stableJson, sameFields, type StoredRow } from './rows';
import { refusalOf } from 'server-kit';
import { storesFor } from './stores';
import { Writes } from './writes';

export type ImportMode = 'replace' | 'merge';

export interface ImportOptions {
  mode: ImportMode;
  /** Report what would change, write nothing. */
  dryRun?: boolean;
  /** Record the write in the journal (so it can be undone); true by default. */
  journal?: boolean;
  /** Called inside the transaction just before commit; throwing rolls everything back. */
  beforeCommit?: () => void;
  /** Clock of the journal entry. */
  now?: () => Date;
  /** What the journal entry calls the write: « Import » by default (the demo load: DEMO_LOAD). */
  label?: string;
}

export interface SectionReport {
  /** The section as the owner knows it (its contract's label). */
  libelle: string;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

export interface ImportReport {
  mode: ImportMode;
  dryRun: boolean;
  sections: Partial<Record<SectionName, SectionReport>>;
  /** What the import changed beyond the file, in French (a lease ended at its property's sale); absent when nothing. */
  remarques?: string[];
}

/** Thrown to roll a dry run back, carrying its report. */
class DryRun extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

const emptyReport = (section: SectionName | null): SectionReport => ({ libelle: section ? SECTIONS[section].label : '', added: 0, changed: 0, removed: 0, unchanged: 0 });

/** The document row i of a section, refused by the base: an ImportError naming it. */
function refused(section: SectionName, index: number | null, error: unknown): ImportError {
  const r = refusalOf(error, () => undefined);
  const where = index === null ? `section « ${section} »` : `section « ${section} », ligne ${index + 1}`;
  return new ImportError(`Import refusé : ${where}${r.champ ? `, champ « ${r.champ} »` : ''} : ${r.message}.`, {
    section,
    ...(index === null ? {} : { ligne: index + 1 }),
    ...(r.champ ? { champ: r.champ } : {}),
  });
}

/** Pairs each document row with a stored row (index → id), as the module comment says. */
function match(section: SectionName, mode: ImportMode, rows: Array<{ id?: number; fields: Fields }>, stored: StoredRow[]) {
  const matched = new Map<number, number>();
  const taken = new Set<number>();
  const storedIds = new Set(stored.map((s) => s.id));
  const pair = (index: number, id: number) => {
    matched.set(index, id);
    taken.add(id);
  };
  rows.forEach((r, i) => {
    if (r.id !== undefined && storedIds.has(r.id)) pair(i, r.id);
  });

  const unique = UNIQUE_KEYS[section] as { key: (row: Fields) => string } | undefined;
  if (unique) {
    const byKey = new Map(stored.filter((s) => !taken.has(s.id)).map((s) => [unique.key(s), s.id]));
    rows.forEach((r, i) => {
      if (matched.has(i)) return;
      const id = byKey.get(unique.key({ ...r.fields, id: r.id }));
      if (id !== undefined && !taken.has(id)) pair(i, id);
    });
  } else if (mode === 'merge') {
    // Importing the same rows again must not duplicate them.
    const byContent = new Map<string, number[]>();
    for (const s of stored) {
      if (taken.has(s.id)) continue;
      const { id: _id, ...fields } = s;
      const key = stableJson(fields);
      const ids = byContent.get(key);
      if (ids) ids.push(s.id);
      else byContent.set(key, [s.id]);
    }
    rows.forEach((r, i) => {
      if (matched.has(i)) return;
      const id = byContent.get(stableJson(r.fields))?.shift();
      if (id !== undefined) pair(i, id);
    });
  }
  return { matched, taken };
}

function importSection(writes: Writes, section: SectionName, mode: ImportMode, doc: Fields[], report: SectionReport): void {
  const store = writes.storeOf(section);
  const rows = doc.map((row) => ({ id: row.id as number | undefined, fields: store.normalize(row) }));
  const stored = store.list();
  const { matched, taken } = match(section, mode, rows, stored);

  // Deletions first: they free natural keys that an update or an insertion may take.
  if (mode === 'replace') {
    for (const s of stored) {
      if (taken.has(s.id)) continue;
      try {
        writes.remove(section, s.id);
      } catch (error) {
        throw refused(section, null, error);
      }
    }
  }
  const byId = new Map(stored.map((s) => [s.id, s]));
  rows.forEach((r, i) => {
    const id = matched.get(i);
    if (id === undefined) return;
    if (sameFields(r.fields, byId.get(id)!)) {
      report.unchanged++;
      return;
    }
    try {
      writes.update(section, id, r.fields);
    } catch (error) {
      throw refused(section, i, error);
    }
  });
  // New rows with an id first, so that an id picked by SQLite never takes one the document asks for.
  const fresh = rows.map((r, i) => ({ ...r, i })).filter((r) => !matched.has(r.i));
  for (const r of [...fresh.filter((f) => f.id !== undefined), ...fresh.filter((f) => f.id === undefined)]) {
    try {
      writes.insert(section, r.fields, r.id);
    } catch (error) {
      throw refused(section, r.i, error);
    }
  }
}

const MODE_LABEL: Record<ImportMode, string> = { replace: 'remplacement', merge: 'fusion' };

function summaryOf(report: ImportReport, label: string): string {
  const total = emptyReport(null);
  for (const s of Object.values(report.sections)) {
    total.added += s.added;
    total.changed += s.changed;
    total.removed += s.removed;
    total.unchanged += s.unchanged;
  }
  const count = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
  return (
    `${label} (${MODE_LABEL[report.mode]}) : ${count(total.added, 'ajoutée')}, ${count(total.changed, 'modifiée')}, ` +
    `${count(total.removed, 'supprimée')}, ${count(total.unchanged, 'inchangée')}`
  );
}

/** Imports `dataset` (already validated: parseDataset); throws ImportError, the base unchanged, on a refusal. */
export function importDataset(db: Db, dataset: Dataset, options: ImportOptions): ImportReport {
  const { mode, dryRun = false, journal = true, beforeCommit, now = () => new Date(), label = 'Import' } = options;
  const run = db.transaction((): ImportReport => {
    const writes = new Writes(storesFor(db));
    const report: ImportReport = { mode, dryRun, sections: {} };
    const sectionReport = (section: SectionName) => (report.sections[section] ??= emptyReport(section));
    for (const section of SECTION_NAMES) {
      const rows = dataset[section] as Fields[] | undefined;
      if (rows) importSection(writes, section, mode, rows, sectionReport(section));
    }
    // Additions, updates and deletions, cascades and loans renamed with their property included.
    for (const c of writes.changes) {
      const r = sectionReport(c.section);
      if (c.before === null) r.added++;
      else if (c.after === null) r.removed++;
      else r.changed++;
    }
    if (writes.notes.length > 0) report.remarques = [...writes.notes];
    if (journal && !dryRun && writes.changes.length > 0) {
      recordEntry(db, { at: now().toISOString(), action: 'import', section: null, summary: summaryOf(report, label), changes: writes.changes });
    }
    if (dryRun) throw new DryRun(report);
    beforeCommit?.();
    return report;
  });
  try {
    return run();
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
}
