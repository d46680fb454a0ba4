/**
 * What a CSV tells of its date order besides its rows (dateOrder.ts weighs them): the dates
 * written in its other lines (a title, an account line, « Téléchargement du 28/02/2025 », a
 * balance under the rows), the language of its header, the decimal mark of its amounts.
 * Each clue also says, in French, what was looked at: the question names them when none tells.
 */
import { normalizeHeader } from './csvColumns';
import { datesClue, type Clue } from './dateOrder';

/**
 * Words of French headers (lowercase, no accents) that English ones never hold: « Libellé »,
 * « Montant », « Date d’opération », « Solde », « Devise »… (« Date », « Débit », « Crédit » are
 * both languages).
 */
const FRENCH_WORDS = /\b(libelle|montant|solde|devise|categorie|intitule|compte|somme|entree|sortie|valeur|operations?|d|de|du|des|l|en euros?)\b/;

/** A decimal comma: « 70,93 », « -1 234,5 », « 12,50 € »; never « 1,234 » (an English thousands). */
const DECIMAL_COMMA = /\d,\d{1,2}(?!\d)[^.,\d]*$/;
const DECIMAL_POINT = /\d\.\d{1,2}(?!\d)[^.,\d]*$/;

export interface CsvParts {
  /** The text of each line that is neither the header nor a transaction (preamble, footers). */
  others: readonly string[];
  /** The header's cells, or null when the file has none (numbered columns). */
  header: readonly string[] | null;
  /** The amount cells of the rows (amount, debit, credit). */
  amounts: readonly string[];
}

export function csvClues({ others, header, amounts }: CsvParts): Clue[] {
  const clues: Clue[] = [];
  const where = others.length === 1 ? 'la ligne hors de l’en-tête et des opérations' : `les ${others.length} lignes hors de l’en-tête et des opérations`;
  clues.push(datesClue(others, where) ?? { weight: 'dates', order: null, lu: 'aucune ligne hors de l’en-tête et des opérations' });
  if (header === null) clues.push({ weight: 'hint', order: null, lu: 'pas d’en-tête' });
  else {
    const french = header.some((c) => FRENCH_WORDS.test(normalizeHeader(c)));
    const shown = header.filter((c) => c !== '').map((c) => `« ${c} »`).join(', ');
    clues.push({ weight: 'hint', order: french ? 'jma' : null, lu: `son en-tête ${shown}${french ? ', en français' : ', pas en français'}` });
  }
  const filled = amounts.filter((a) => a.trim() !== '');
  const comma = filled.some((a) => DECIMAL_COMMA.test(a.trim()));
  const point = filled.some((a) => DECIMAL_POINT.test(a.trim()));
  const mark = comma && !point ? 'à virgule décimale' : point && !comma ? 'à point décimal' : comma ? 'à virgule et à point décimal' : 'sans décimales';
  clues.push({ weight: 'hint', order: comma && !point ? 'jma' : null, lu: `ses montants, ${mark}` });
  return clues;
}
