/**
 * Backup file names: `dashboard-2026-11-23T10-15-30-123Z-avant-import.sqlite`. The stamp is
 * fixed-width UTC, so sorting the names sorts the backups by time; the writer makes stamps
 * strictly increasing (see backups.ts), so two backups never share one.
 */

const PREFIX = 'dashboard-';
const STAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;
const NAME = /^dashboard-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([a-z0-9]+(?:-[a-z0-9]+)*)\.sqlite$/;

/** `avant-import`, `Avant import !` → `avant-import`; accents dropped so names stay plain ASCII. */
export function reasonSlug(reason: string): string {
  const slug = reason
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'manuelle';
}

export function backupName(time: number, reason: string): string {
  return `${PREFIX}${new Date(time).toISOString().replace(/[:.]/g, '-')}-${reasonSlug(reason)}.sqlite`;
}

export interface ParsedBackupName {
  /** Milliseconds since the epoch. */
  time: number;
  reason: string;
}

/** The time and reason of a backup name, or null for any other file. */
export function parseBackupName(file: string): ParsedBackupName | null {
  const match = NAME.exec(file);
  const stamp = match?.[1] && STAMP.exec(match[1]);
  if (!match?.[2] || !stamp) return null;
  const time = Date.parse(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`);
  return Number.isNaN(time) ? null : { time, reason: match[2] };
}

/** Temporary name while a backup is written: hidden, and not a backup name, so never listed. */
export function temporaryName(): string {
  return `.${PREFIX}${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
}

export function isTemporaryName(file: string): boolean {
  return file.startsWith(`.${PREFIX}`) && /\.tmp(-journal|-wal|-shm)?$/.test(file);
}
