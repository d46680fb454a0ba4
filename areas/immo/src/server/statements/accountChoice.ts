/**
 * The accounts of a statement file, and which lines are imported. A file may hold several
 * accounts (CIC's OFX: a current account and two cards; Boursorama's « tous comptes » CSV):
 * the owner picks the ones to import; by default the choice remembered for each account
 * number, else the current accounts (every account but the cards when none is known as current). A card's detailed lines and the current
 * account's monthly card totals (« RELEVE CARTE », « FACTURE CARTE ») are the same purchases:
 * when both would be imported, one side is kept (`detail` by default: the card's lines, the
 * totals marked « déjà détaillé ») and the page says which, with the amounts.
 */
import type { CardChoice, CardTotals, StatementAccount } from '../../contract';
import { HttpError } from 'server-kit';
import type { BankLine, FileAccount, StatementFile } from 'bank-files';
import { euro, plainText } from './wording';

/** What the owner sent with the file: the accounts to import, and the card side to keep. */
export interface ImportChoice {
  comptes?: readonly string[] | undefined;
  cartes?: CardChoice | undefined;
}

/** The choice remembered for an account number (section comptesReleves). */
export interface SavedAccount {
  importe: boolean;
  cartes: CardChoice | null;
}

export interface AccountSelection {
  comptes: StatementAccount[];
  /** The lines of the accounts imported (all of them when the file names no account). */
  lines: BankLine[];
  /** Card totals to ignore (their detail is imported), by line number, with the reason. */
  detailed: Map<number, string>;
  cartes: CardTotals | null;
}

/** A monthly card total on the current account: « RELEVE CARTE 4970… », « FACTURE CARTE », « PRLV CARTE DEBIT DIFFERE ». */
const CARD_TOTAL = /\b(RELEVE|FACTURE|REGLEMENT|TOTAL) (DE |DES )?(CARTES?|CB)\b|\bDEBIT DIFFERE\b/;
export const isCardTotal = (line: Pick<BankLine, 'libelle'>): boolean => CARD_TOTAL.test(plainText(line.libelle));

const cents = (lines: readonly BankLine[]) => lines.reduce((sum, l) => sum + Math.round(l.montant * 100), 0) / 100;

function span(lines: readonly BankLine[]): { du: string | null; au: string | null } {
  let du: string | null = null;
  let au: string | null = null;
  for (const l of lines) {
    if (du === null || l.date < du) du = l.date;
    if (au === null || l.date > au) au = l.date;
  }
  return { du, au };
}

export function selectAccounts(file: StatementFile, choice: ImportChoice, saved: ReadonlyMap<string, SavedAccount>): AccountSelection {
  const known = new Set(file.comptes.map((c) => c.numero));
  const unknown = choice.comptes?.find((c) => !known.has(c));
  if (unknown !== undefined) {
    throw new HttpError(400, 'invalid_data', `Relevé refusé : champ « comptes » : le compte « ${unknown.slice(0, 40)} » n'est pas dans ce fichier (comptes du fichier : ${[...known].join(', ') || 'aucun'}).`, {
      champ: 'comptes',
    });
  }
  const hasCurrent = file.comptes.some((c) => c.type === 'courant');
  const byDefault = (c: FileAccount) => (hasCurrent ? c.type === 'courant' : c.type !== 'carte');
  const comptes = file.comptes.map((c): StatementAccount => {
    const own = file.lignes.filter((l) => l.compte === c.numero);
    const remembered = saved.get(c.numero);
    const importe = choice.comptes ? choice.comptes.includes(c.numero) : (remembered?.importe ?? byDefault(c));
    return { ...c, lignes: own.length, ...span(own), importe, memorise: remembered !== undefined };
  });
  const imported = new Set(comptes.filter((c) => c.importe).map((c) => c.numero));
  const cards = new Set(comptes.filter((c) => c.importe && c.type === 'carte').map((c) => c.numero));
  let lines = file.lignes.filter((l) => l.compte === null || imported.has(l.compte));
  const cardLines = lines.filter((l) => l.compte !== null && cards.has(l.compte));
  const totals = lines.filter((l) => (l.compte === null || !cards.has(l.compte)) && isCardTotal(l));
  const detailed = new Map<number, string>();
  if (cardLines.length === 0 || totals.length === 0) return { comptes, lines, detailed, cartes: null };

  const rememberedChoice = [...cards].map((c) => saved.get(c)?.cartes).find((c) => c != null);
  const choix: CardChoice = choice.cartes ?? rememberedChoice ?? 'detail';
  const carte = { comptes: [...cards], lignes: cardLines.length, montant: cents(cardLines) };
  const totaux = { lignes: totals.length, montant: cents(totals) };
  const ofCards = `${cards.size > 1 ? 'des cartes' : 'de la carte'} ${[...cards].join(', ')}`;
  const cardSide = `${carte.lignes > 1 ? `les ${carte.lignes} opérations` : 'l’opération'} ${ofCards} (${euro(carte.montant)})`;
  const totalSide = `${totaux.lignes > 1 ? `les ${totaux.lignes} totaux` : 'le total'} « RELEVE CARTE » du compte courant (${euro(totaux.montant)})`;
  const SAME = 'pour ne pas compter deux fois les mêmes achats';
  let explication: string;
  if (choix === 'detail') {
    const reason = `déjà détaillé : les achats de ce total sont ${carte.lignes > 1 ? `les ${carte.lignes} opérations` : 'l’opération'} ${ofCards}, importée${carte.lignes > 1 ? 's' : ''}`;
    for (const t of totals) detailed.set(t.n, reason);
    explication = `On garde ${cardSide} ; ${totalSide} ${totaux.lignes > 1 ? 'sont marqués' : 'est marqué'} « déjà détaillé », ${SAME}.`;
  } else {
    lines = lines.filter((l) => l.compte === null || !cards.has(l.compte));
    explication = `On garde ${totalSide} ; ${cardSide} ${carte.lignes > 1 ? 'sont laissées' : 'est laissée'} de côté, ${SAME}.`;
  }
  return { comptes, lines, detailed, cartes: { choix, carte, totaux, explication } };
}
