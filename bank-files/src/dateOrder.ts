/**
 * The order of a file's numeric dates, decided from everything the file holds, never line by
 * line. First its rows: a first number above 12 says jour/mois, a second one above 12 says
 * mois/jour (a file holding both kinds is refused). When every row reads both ways, the dates
 * the bank wrote elsewhere in the file (« Téléchargement du 28/02/2025 », an account line's
 * date) decide as the rows would; then the order the owner chose for the file, this time or
 * for that bank's profile; then what the file is written in: a French header, decimal commas
 * (no bank writing mois/jour writes them). Only when none of it tells is the owner asked
 * (DateOrderUnknown), with two of its lines read both ways and what was looked at: a date is
 * never guessed.
 */
import { numericParts, parseInOrder, type DateOrder } from './dates';
import { refused } from './limits';
import { DateOrderUnknown, type DateSample } from './statementFile';

export interface DatedField {
  raw: string;
  ligne: number;
  libelle: string;
}

/** What the owner chose: this time (`chosen`), else the one saved for the profile. */
export interface OrderChoice {
  chosen?: DateOrder | undefined;
  saved?: DateOrder | undefined;
  /** The profile's key, sent back with the refusal (the choice is saved under it). */
  signature: string;
}

/**
 * Something else in the file that may tell the order. `dates`: dates the bank wrote outside
 * the rows, which weigh like the rows (before the owner's choice); `hint`: the language or the
 * decimal mark the file is written in, after the owner's choice.
 */
export interface Clue {
  weight: 'dates' | 'hint';
  /** The order it tells, or null. */
  order: DateOrder | null;
  /** What was looked at and found, in French, for the question when nothing tells (« son en-tête (pas en français) »). */
  lu: string;
}

const sample = (f: DatedField): DateSample => ({
  ligne: f.ligne,
  brut: f.raw.trim(),
  libelle: f.libelle,
  jma: parseInOrder(f.raw, 'jma'),
  mja: parseInOrder(f.raw, 'mja'),
});

/** The order of one numeric date, when it settles it (a number above 12 on one side only). */
export function orderOf(raw: string): DateOrder | null {
  const parts = numericParts(raw);
  if (!parts) return null;
  if (parts.first > 12 && parts.second <= 12) return 'jma';
  if (parts.second > 12 && parts.first <= 12) return 'mja';
  return null;
}

/** The order the clues of a weight tell, when those that tell agree. */
function told(clues: readonly Clue[], weight: Clue['weight']): DateOrder | null {
  const orders = new Set(clues.filter((c) => c.weight === weight && c.order !== null).map((c) => c.order));
  return orders.size === 1 ? [...orders][0]! : null;
}

/** Dates written in a text (« Téléchargement du 28/02/2025 », « Solde au 20/03/2026 »). */
const DATES_IN_TEXT = /(?<![\d/.-])\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\d/.-])/g;

/**
 * The clue of the dates in lines outside the rows (`where`: « les 2 lignes au-dessus de
 * l’en-tête »), or null when there are no such lines.
 */
export function datesClue(texts: readonly string[], where: string): Clue | null {
  if (texts.length === 0) return null;
  const dates = texts.flatMap((t) => t.match(DATES_IN_TEXT) ?? []);
  const orders = new Set(dates.map(orderOf).filter((o) => o !== null));
  const order = orders.size === 1 ? [...orders][0]! : null;
  const found =
    dates.length === 0 ? 'aucune date' : orders.size > 1 ? `des dates dans les deux ordres (${dates.join(', ')})` : order ? `« ${dates.find((d) => orderOf(d) === order)} »` : `${dates.join(', ')}, ${dates.length > 1 ? 'lisibles' : 'lisible'} dans les deux sens`;
  return { weight: 'dates', order, lu: `${where} (${found})` };
}

/** The order of the file's dates, and the owner's choice when it took one (null: the file settles it, or needs none). */
export function decideDateOrder(fields: readonly DatedField[], choice: OrderChoice, clues: readonly Clue[] = []): { order: DateOrder; chosen: DateOrder | null } {
  let dayFirst: DatedField | undefined;
  let monthFirst: DatedField | undefined;
  const ambiguous: DatedField[] = [];
  let numeric = 0;
  for (const f of fields) {
    const parts = numericParts(f.raw);
    if (!parts) continue;
    numeric++;
    if (parts.first > 12 && parts.second <= 12) dayFirst ??= f;
    else if (parts.second > 12 && parts.first <= 12) monthFirst ??= f;
    else if (parts.first !== parts.second && parts.first <= 12 && parts.second <= 12) ambiguous.push(f);
  }
  if (dayFirst && monthFirst) {
    throw refused(
      monthFirst.ligne,
      `dates dans deux ordres : « ${dayFirst.raw.trim()} » (ligne ${dayFirst.ligne}) se lit jour/mois, « ${monthFirst.raw.trim()} » mois/jour ; exportez de nouveau le relevé, ou choisissez le format OFX`,
    );
  }
  if (dayFirst) return { order: 'jma', chosen: null };
  if (monthFirst) return { order: 'mja', chosen: null };
  if (ambiguous.length === 0) return { order: 'jma', chosen: null };
  const byDates = told(clues, 'dates');
  if (byDates) return { order: byDates, chosen: null };
  const order = choice.chosen ?? choice.saved;
  if (order) return { order, chosen: order };
  const byHints = told(clues, 'hint');
  if (byHints) return { order: byHints, chosen: null };
  const shown = ambiguous.length > 1 ? [ambiguous[0]!, ambiguous[ambiguous.length - 1]!] : [ambiguous[0]!];
  const rows = `ses ${numeric} date${numeric > 1 ? 's' : ''} d’opération, sans jour au-delà de 12`;
  throw new DateOrderUnknown(shown.map(sample), choice.signature, [rows, ...clues.map((c) => c.lu)]);
}
