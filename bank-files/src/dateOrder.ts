/**
 * The order of a file's numeric dates, decided from the whole file, never line by line: a
 * first number above 12 says jour/mois, a second one above 12 says mois/jour. A file where
 * nothing settles it (every day of 12 or less) is read in the order the owner chose for it,
 * this time or for that bank's profile, else refused with two of its lines read both ways
 * (DateOrderUnknown): a date is never guessed. A file holding both kinds is refused.
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

const sample = (f: DatedField): DateSample => ({
  ligne: f.ligne,
  brut: f.raw.trim(),
  libelle: f.libelle,
  jma: parseInOrder(f.raw, 'jma'),
  mja: parseInOrder(f.raw, 'mja'),
});

/** The order of the file's dates, and the owner's choice when it took one (null: the file settles it, or needs none). */
export function decideDateOrder(fields: readonly DatedField[], choice: OrderChoice): { order: DateOrder; chosen: DateOrder | null } {
  let dayFirst: DatedField | undefined;
  let monthFirst: DatedField | undefined;
  const ambiguous: DatedField[] = [];
  for (const f of fields) {
    const parts = numericParts(f.raw);
    if (!parts) continue;
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
  const order = choice.chosen ?? choice.saved;
  if (order) return { order, chosen: order };
  const shown = ambiguous.length > 1 ? [ambiguous[0]!, ambiguous[ambiguous.length - 1]!] : [ambiguous[0]!];
  throw new DateOrderUnknown(shown.map(sample), choice.signature);
}
