/**
 * QIF statements: « !Type:Bank » then one field per line, its code the first letter (D date,
 * T or U amount, P payee, M memo), « ^ » ending each transaction. A format this small is read
 * by hand: a line-by-line loop says it all, where a grammar library would add a dependency
 * for no gain.
 */
import { amountAt } from './amounts';
import { dateAt, parseDayFirst, parseQuickenUs } from './dates';
import { labelAt, withDetail } from './labels';
import { lastLine, refused } from './limits';
import type { RawLine } from './rawLine';

/** Sections holding transactions; others (!Account, !Type:Cat, !Type:Class…) hold lists. */
const TRANSACTION_TYPES = /^!Type:(Bank|CCard|Cash|Oth A|Oth L)\s*$/i;

/** French banks write jj/mm/aaaa; Quicken's US files m/d'yy (the apostrophe tells them apart). */
const parseQifDate = (raw: string) => (raw.includes("'") ? parseQuickenUs(raw) : parseDayFirst(raw.replace(/\s/g, '')));

interface Fields {
  ligne: number;
  date?: { value: string; ligne: number };
  amount?: { value: string; ligne: number };
  payee?: { value: string; ligne: number };
  memo?: { value: string; ligne: number };
}

export function readQif(text: string): RawLine[] {
  const lines = text.split('\n');
  const out: RawLine[] = [];
  let inTransactions = false;
  let current: Fields | null = null;
  for (let i = 0; i < lines.length; i++) {
    const ligne = i + 1;
    const line = lines[i]!.replace(/\r$/, '');
    if (line.startsWith('!')) {
      inTransactions = TRANSACTION_TYPES.test(line) || (inTransactions && /^!Option:/i.test(line));
      current = null;
      continue;
    }
    if (!inTransactions || line.trim() === '') continue;
    if (line.startsWith('^')) {
      if (current) out.push(transaction(current));
      current = null;
      continue;
    }
    current ??= { ligne };
    const field = { value: line.slice(1), ligne };
    switch (line[0]) {
      case 'D':
        current.date = field;
        break;
      case 'T':
      case 'U':
        current.amount ??= field;
        break;
      case 'P':
        current.payee = field;
        break;
      case 'M':
        current.memo = field;
        break;
    }
  }
  if (current) throw refused(current.ligne, `fichier tronqué : l’opération commencée ici ne finit pas par « ^ » (le fichier s’arrête ligne ${lastLine(text)})`);
  return out;
}

function transaction(f: Fields): RawLine {
  if (!f.date) throw refused(f.ligne, 'opération sans date (champ D)');
  if (!f.amount) throw refused(f.ligne, 'opération sans montant (champ T)');
  const payee = f.payee ? labelAt(f.payee.value, f.payee.ligne) : '';
  const memo = f.memo ? labelAt(f.memo.value, f.memo.ligne) : '';
  return {
    ligne: f.ligne,
    date: dateAt(f.date.value, f.date.ligne, parseQifDate, 'jj/mm/aaaa'),
    libelle: withDetail(payee, memo),
    montant: amountAt(f.amount.value, f.amount.ligne),
    fitid: null,
  };
}
