/**
 * Bank lines already imported (section lignesReleves): the same FITID, or else the same date,
 * amount and label (case, accents and punctuation aside), counted: the k-th identical line of
 * a file matches the k-th stored one, so two real identical payments of one day both count.
 * A line with a FITID matches by content only a stored line without one (a CSV imported
 * before the OFX); two different FITIDs are two transactions. A line of one account never
 * matches a stored line of another (a stored line without account, imported before accounts
 * were kept, matches any; an IBAN is the account whose number it holds: CAMT writes the IBAN
 * where OFX and CSV write the number). One query reads the stored lines of the statement's days and its
 * FITIDs.
 */
import type { Db } from 'server-kit';
import type { BankLine } from 'bank-files';
import { plainText } from './wording';

interface StoredLine {
  id: number;
  date: string;
  montant: number;
  libelle: string;
  fitid: string | null;
  compte: string | null;
}

/** The same account: the same number, or an IBAN holding the other's number (8 characters or more). */
export function sameAccountNumber(a: string, b: string): boolean {
  const [x, y] = [a, b].map((n) => n.replace(/\s/g, '').toUpperCase());
  if (x === y) return true;
  const [long, short] = x!.length >= y!.length ? [x!, y!] : [y!, x!];
  return /^[A-Z]{2}\d{2}/.test(long) && short.length >= 8 && long.slice(4).includes(short);
}

/** Lines of the same account, or one of them of no known account. */
const sameAccount = (stored: StoredLine, line: BankLine) => stored.compte === null || line.compte === null || sameAccountNumber(stored.compte, line.compte);

const contentKey = (l: Pick<BankLine, 'date' | 'montant' | 'libelle'>): string => `${l.date}|${Math.round(l.montant * 100)}|${plainText(l.libelle)}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export type DuplicateFinder = (lines: readonly BankLine[]) => Set<number>;

export function createDuplicateFinder(db: Db): DuplicateFinder {
  const stored = db.prepare<[string, string, string], StoredLine>(
    `SELECT id, booked_on AS date, amount AS montant, label AS libelle, fitid, account AS compte FROM statement_lines
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
    const take = (list: StoredLine[] | undefined, line: BankLine): boolean => {
      if (!list) return false;
      let i = cursors.get(list) ?? 0;
      while (i < list.length && consumed.has(list[i]!.id)) i++;
      cursors.set(list, i);
      // The first free one of a compatible account (almost always the first free one).
      for (let k = i; k < list.length; k++) {
        const hit = list[k]!;
        if (consumed.has(hit.id) || !sameAccount(hit, line)) continue;
        consumed.add(hit.id);
        return true;
      }
      return false;
    };
    // FITIDs first: they are certain, and free nothing for the content matching.
    for (const l of lines) if (l.fitid && take(byFitid.get(l.fitid), l)) duplicates.add(l.n);
    for (const l of lines) {
      if (duplicates.has(l.n)) continue;
      const key = contentKey(l);
      if (take(withoutFitid.get(key), l) || (!l.fitid && take(withFitid.get(key), l))) duplicates.add(l.n);
    }
    return duplicates;
  };
}
