/**
 * The words a bank file is described with. The immo area's contract declares the same ones for
 * its replies (zod enums); these are plain types so the readers need no contract: structural
 * typing makes the two agree.
 */
export type StatementFormat = 'csv' | 'ofx' | 'qif' | 'camt';

/** The kind of an account a file holds: a card (OFX CCACCTFROM, « carte » in its type) is never imported by default. */
export type AccountKind = 'courant' | 'epargne' | 'carte' | 'autre';

/** A numeric date's order: jour/mois/année (France) or mois/jour/année (United States). */
export type DateOrder = 'jma' | 'mja';

/** The columns the owner named for a CSV whose headers are not recognised. */
export interface CsvColumns {
  date: string;
  libelle: string;
  montant?: string;
  debit?: string;
  credit?: string;
}
