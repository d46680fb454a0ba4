/**
 * Bank lines already imported (section lignesReleves): the same FITID, or else the same date,
 * amount and label (case, accents and punctuation aside), counted: the k-th identical line of
 * a file matches the k-th stored one, so two real identical payments of one day both count.
 * A line with a FITID matches by content only a stored line without one (a CSV imported
 * before the OFX); two different FITIDs are two transactions. One query reads the stored lines
 * of the statement's days and its FITIDs.
 */
import type { Db } from '../db/open';
import type { BankLine } from './read/statementFile';
import { plainText } from './wording';

interface StoredLine {
  id: number;
  date: string;
  montant: number;
  libelle: string;
  fitid: string | null;
}

const contentKey = (l: Pick<BankLine, 'date' | 'montant' | 'libelle'>): string => `${l.date}|${Math.round(l.montant * 100)}|${plainText(l.libelle)}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export type DuplicateFinder = (lines: readonly BankLine[]) => Set<number>;

export function createDuplicateFinder(db: Db): DuplicateFinder {
  const stored = db.prepare<[string, string, string], StoredLine>(
    `SELECT id, booked_on AS date, amount AS montant, label AS libelle, fitid FROM statement_lines
     WHERE booked_on BETWEEN ? AND ? OR fitid IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  return (lines) => {
    const duplicates = new Set<number>();
    if (lines.length === 0) return duplicates;
    let min = lines[0]!.date;
    let max = min;
    const fitids: string[] = [];
    for (const l of lines) {
      if (l.date < min) min = l.date;
      if (l.date > max) max = l.date;
      if (l.fitid) fitids.push(l.fitid);
    }
    const byFitid = new Map<string, StoredLine[]>();
    const withoutFitid = new Map<string, StoredLine[]>();
    const withFitid = new Map<string, StoredLine[]>();
    for (const s of stored.all(min, max, JSON.stringify(fitids))) {
      if (s.fitid) {
        push(byFitid, s.fitid, s);
        push(withFitid, contentKey(s), s);
      } else push(withoutFitid, contentKey(s), s);
    }
    const consumed = new Set<number>();
    // Where each list's first free line is: identical lines by the thousand stay linear.
    const cursors = new Map<StoredLine[], number>();
    const take = (list: StoredLine[] | undefined): boolean => {
      if (!list) return false;
      let i = cursors.get(list) ?? 0;
      while (i < list.length && consumed.has(list[i]!.id)) i++;
      const hit = list[i];
      cursors.set(list, i);
      if (hit) consumed.add(hit.id);
      return hit !== undefined;
    };
    // FITIDs first: they are certain, and free nothing for the content matching.
    for (const l of lines) if (l.fitid && take(byFitid.get(l.fitid))) duplicates.add(l.n);
    for (const l of lines) {
      if (duplicates.has(l.n)) continue;
      const key = contentKey(l);
      if (take(withoutFitid.get(key)) || (!l.fitid && take(withFitid.get(key)))) duplicates.add(l.n);
    }
    return duplicates;
  };
}
