/** The journal table (migration 002): one entry per write, with its row changes, for the undo. */
import type { Db } from '../db/open';
import { SECTIONS, isSectionName, type SectionName } from './sections';
import type { Change } from './rows';

export type JournalAction = 'create' | 'update' | 'delete' | 'import';

/** Entries kept: older ones go (they can no longer be undone). */
export const JOURNAL_KEEP = 200;

export interface JournalEntry {
  id: number;
  /** When (ISO 8601). */
  at: string;
  action: JournalAction;
  section: SectionName | null;
  summary: string;
  undone: boolean;
}

export interface NewEntry {
  at: string;
  action: JournalAction;
  section: SectionName | null;
  summary: string;
  changes: Change[];
}

/** Records a write (inside its transaction) and forgets the entries beyond JOURNAL_KEEP. */
export function recordEntry(db: Db, entry: NewEntry): number {
  const id = Number(
    db
      .prepare('INSERT INTO journal (at, action, section, summary, changes) VALUES (?, ?, ?, ?, ?)')
      .run(entry.at, entry.action, entry.section, entry.summary, JSON.stringify(entry.changes)).lastInsertRowid,
  );
  db.prepare('DELETE FROM journal WHERE id <= ?').run(id - JOURNAL_KEEP);
  return id;
}

/**
 * A summary as the owner reads it: entries written before the journal named sections by their
 * label say « Suppression dans depenses »; they read « Suppression dans Dépenses » too.
 */
export function readableSummary(summary: string): string {
  const m = /^(Ajout|Modification|Suppression) dans (\w+)(.*)$/s.exec(summary);
  if (!m || !isSectionName(m[2]!)) return summary;
  return `${m[1]} dans ${SECTIONS[m[2]].label}${m[3]}`;
}

/** The last `limit` entries, newest first. */
export function listEntries(db: Db, limit = 50): JournalEntry[] {
  return db
    .prepare<[number], Omit<JournalEntry, 'undone'> & { undone: number }>(
      `SELECT id, at, action, section, summary, undone_at IS NOT NULL AS undone FROM journal ORDER BY id DESC LIMIT ?`,
    )
    .all(limit)
    .map((e) => ({ ...e, summary: readableSummary(e.summary), undone: e.undone === 1 }));
}

export interface PendingEntry {
  id: number;
  at: string;
  summary: string;
  changes: Change[];
}

/** The last entry not undone yet, or null. */
export function lastPending(db: Db): PendingEntry | null {
  const row = db
    .prepare<[], { id: number; at: string; summary: string; changes: string }>(
      'SELECT id, at, summary, changes FROM journal WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1',
    )
    .get();
  return row ? { ...row, summary: readableSummary(row.summary), changes: JSON.parse(row.changes) as Change[] } : null;
}

export function markUndone(db: Db, id: number, at: string): void {
  db.prepare('UPDATE journal SET undone_at = ? WHERE id = ?').run(at, id);
}
