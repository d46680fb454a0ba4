/**
 * QIF statements: « !Type:Bank » then one field per line, its code the first letter (D date,
 * T or U amount, P payee, M memo), « ^ » ending each transaction. An « !Account » block (N its
 * name, T its type) names the account of the transactions after it. A format this small is
 * read by hand: a line-by-line loop says it all, where a grammar library would add a
 * dependency for no gain. The dates' order is decided from the whole file (dateOrder.ts):
 * French banks write jj/mm/aaaa, LCL's « Money, date US », Crédit Mutuel's and ING's files
 * mm/dd/yy; the year may follow an apostrophe (Quicken's m/d'yy, Money's jj/mm'aaaa). A file
 * without any « !Type » line (BNP's « PM5 » export) is all transactions.
 */
import type { AccountKind, DateOrder } from './formats';
import { amountAt } from './amounts';
import { dateAt, parseInOrder } from './dates';
import { decideDateOrder, type Clue } from './dateOrder';
import { labelAt, withDetail } from './labels';
import { lastLine, refused } from './limits';
import type { RawLine } from './rawLine';
import type { FileAccount, ReadOptions } from './statementFile';

/** Sections holding transactions; others (!Account, !Type:Cat, !Type:Class…) hold lists. */
const TRANSACTION_TYPES = /^!Type:(Bank|CCard|Cash|Oth A|Oth L)\s*$/i;

const KINDS: Record<string, AccountKind> = { bank: 'courant', ccard: 'carte', cash: 'autre', 'oth a': 'epargne', 'oth l': 'autre' };

/** What else a QIF could tell, for the question: nothing (Crédit Mutuel's mm/dd/yy and BNP's dd/mm/yy both write « T-25.00 »). */
const QIF_CLUE: Clue = { weight: 'hint', order: null, lu: 'rien d’autre : un QIF n’a ni en-tête ni ligne hors des opérations, et ses montants s’écrivent de même dans les deux ordres' };

const parseQifDate = (order: DateOrder) => (raw: string) => parseInOrder(raw.replace(/\s/g, ''), order);

interface Fields {
  ligne: number;
  date?: { value: string; ligne: number };
  amount?: { value: string; ligne: number };
  payee?: { value: string; ligne: number };
  memo?: { value: string; ligne: number };
  compte: string | null;
}

export function readQif(text: string, options: ReadOptions): { lignes: RawLine[]; comptes: FileAccount[]; profil: string; ordre: DateOrder | null } {
  const lines = text.split('\n');
  const found: Fields[] = [];
  const comptes = new Map<string, FileAccount>();
  let inTransactions = !text.trimStart().startsWith('!');
  let inAccount = false;
  let account: { name?: string; type?: string } = {};
  let compte: string | null = null;
  let profil = 'qif';
  let current: Fields | null = null;
  for (let i = 0; i < lines.length; i++) {
    const ligne = i + 1;
    const line = lines[i]!.replace(/\r$/, '');
    if (line.startsWith('!')) {
      inTransactions = TRANSACTION_TYPES.test(line) || (inTransactions && /^!Option:/i.test(line));
      inAccount = /^!Account\s*$/i.test(line);
      if (TRANSACTION_TYPES.test(line) && profil === 'qif') profil = `qif ${line.slice(6).trim().toLowerCase()}`;
      current = null;
      continue;
    }
    if (inAccount) {
      if (line.startsWith('N')) account.name = line.slice(1).trim();
      else if (line.startsWith('T')) account.type = line.slice(1).trim().toLowerCase();
      else if (line.startsWith('^')) {
        compte = account.name || null;
        if (compte && !comptes.has(compte)) comptes.set(compte, { numero: compte, type: KINDS[account.type ?? ''] ?? 'autre', intitule: null });
        account = {};
      }
      continue;
    }
    if (!inTransactions || line.trim() === '') continue;
    if (line.startsWith('^')) {
      if (current) found.push(current);
      current = null;
      continue;
    }
    current ??= { ligne, compte };
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
  for (const f of found) {
    if (!f.date) throw refused(f.ligne, 'opération sans date (champ D)');
    if (!f.amount) throw refused(f.ligne, 'opération sans montant (champ T)');
  }
  // Labels and amounts first: a file refused for them is not worth a question on its dates.
  const read = found.map(withoutDate);
  const dated = found.map((f) => ({ raw: f.date!.value.replace(/\s/g, ''), ligne: f.date!.ligne, libelle: f.payee?.value.trim() ?? f.memo?.value.trim() ?? '' }));
  const { order, chosen } = decideDateOrder(dated, { chosen: options.ordreDates, saved: options.dateOrders?.get(profil), signature: profil }, [QIF_CLUE]);
  const expected = `${order === 'jma' ? 'jj/mm/aaaa' : 'mm/jj/aaaa'} attendu dans le champ D`;
  const lignes = read.map(({ f, ...line }): RawLine => ({ ...line, date: dateAt(f.date!.value, f.date!.ligne, parseQifDate(order), expected) }));
  return { lignes, comptes: [...comptes.values()], profil, ordre: chosen };
}

/** A transaction without its date (read once the file's date order is known). */
function withoutDate(f: Fields): Omit<RawLine, 'date'> & { f: Fields } {
  const payee = f.payee ? labelAt(f.payee.value, f.payee.ligne) : '';
  const memo = f.memo ? labelAt(f.memo.value, f.memo.ligne) : '';
  return { f, ligne: f.ligne, libelle: withDetail(payee, memo), montant: amountAt(f.amount!.value, f.amount!.ligne, 'dans le champ T'), fitid: null, compte: f.compte, devise: 'EUR' };
}
