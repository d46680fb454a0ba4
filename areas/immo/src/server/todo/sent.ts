/** Whether a document of a lease's month went out: a row of the envois table (immo migration 1) when it exists. */
import type { Db } from 'server-kit';

export function sentDocuments(db: Db): (bailId: number, mois: string, document: string) => boolean {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'envois'").get() !== undefined;
  if (!hasTable) return () => false;
  const sent = db.prepare<[number, string, string], { n: number }>('SELECT COUNT(*) AS n FROM envois WHERE bail_id = ? AND periode = ? AND document = ?');
  return (bailId, mois, document) => sent.get(bailId, mois, document)!.n > 0;
}
