/**
 * Bank statements (#/releves): what `POST /api/releves` answers and the rows it records.
 * The api reads the owner's bank file, proposes a section and a row for each line, and records
 * the owner's decisions in one journal entry. Amounts are signed as the bank writes them: a
 * debit is negative. Dates are AAAA-MM-JJ.
 */
import { z } from 'zod/mini';
import { isoDate } from 'contract-kit/schemas';

export const STATEMENT_FORMATS = ['csv', 'ofx', 'qif', 'camt'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The kind of an account a file holds: a card (OFX CCACCTFROM, « carte » in its type) is never imported by default. */
export const ACCOUNT_KINDS = ['courant', 'epargne', 'carte', 'autre'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** A numeric date's order: jour/mois/année (France) or mois/jour/année (United States). */
export const DATE_ORDERS = ['jma', 'mja'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/**
 * A card's purchases and the current account's monthly card totals (« RELEVE CARTE ») are
 * never both recorded: `detail` keeps the card's lines and ignores the totals (« déjà
 * détaillé »), `totaux` keeps the totals and leaves the card's lines out.
 */
export const CARD_CHOICES = ['detail', 'totaux'] as const;
export type CardChoice = (typeof CARD_CHOICES)[number];

/** Where a bank line can go: a section of this area, or nowhere (`ignorer`). */
export const STATEMENT_TARGETS = ['loyers', 'depenses', 'voitures', 'chargesBiens', 'ignorer'] as const;
export type StatementTarget = (typeof STATEMENT_TARGETS)[number];

/** A proposal: the section, the row it would record there (null for `ignorer`), and why, in French. */
export const statementProposalSchema = z.object({
  section: z.enum(STATEMENT_TARGETS),
  row: z.nullable(z.record(z.string(), z.unknown())),
  raison: z.string(),
});
export type StatementProposal = z.infer<typeof statementProposalSchema>;

export const statementLineSchema = z.object({
  /** The line's number in the statement (1 for its first transaction): decisions name it. */
  n: z.int().check(z.positive()),
  date: isoDate,
  libelle: z.string(),
  montant: z.number(),
  /** Already imported (same FITID, or same date, amount and label). */
  doublon: z.boolean(),
  proposition: z.nullable(statementProposalSchema),
  /** Something to check before accepting, in French (a loan instalment of another amount…). */
  alerte: z.optional(z.string()),
  /** The account the line belongs to, when the file names one. */
  compte: z.optional(z.nullable(z.string())),
  /** ISO 4217 code of the amount, when it is not EUR (the amount is then not in euros). */
  devise: z.optional(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** An account of the file: what it holds, and whether its lines are imported this time. */
export const statementAccountSchema = z.object({
  numero: z.string(),
  type: z.enum(ACCOUNT_KINDS),
  intitule: z.nullable(z.string()),
  lignes: z.int(),
  /** First and last dates of its lines (null when it has none). */
  du: z.nullable(isoDate),
  au: z.nullable(isoDate),
  importe: z.boolean(),
  /** The owner's choice for this account number, remembered from an earlier import. */
  memorise: z.boolean(),
});
export type StatementAccount = z.infer<typeof statementAccountSchema>;

/** Card lines and card totals in the same import: which are kept, why, and the amounts. */
export const cardTotalsSchema = z.object({
  choix: z.enum(CARD_CHOICES),
  carte: z.object({ comptes: z.array(z.string()), lignes: z.int(), montant: z.number() }),
  totaux: z.object({ lignes: z.int(), montant: z.number() }),
  /** A sentence for the owner: what is kept, what is ignored, with the amounts. */
  explication: z.string(),
});
export type CardTotals = z.infer<typeof cardTotalsSchema>;

/** The reply of `POST /api/releves?dryRun=1`. */
export const statementPreviewSchema = z.object({
  format: z.enum(STATEMENT_FORMATS),
  /** The encoding read (utf-8, windows-1252…). */
  encodage: z.string(),
  lignes: z.array(statementLineSchema),
  resume: z.object({ lignes: z.int(), doublons: z.int(), proposees: z.int() }),
  /** The file's accounts (empty when it names none); only the lines of those imported are in `lignes`. */
  comptes: z.optional(z.array(statementAccountSchema)),
  /** Present when card lines and card totals are both in the accounts imported. */
  cartes: z.optional(z.nullable(cardTotalsSchema)),
  /** The date order chosen by the owner (this time or remembered), null when the file settles it. */
  ordreDates: z.optional(z.nullable(z.enum(DATE_ORDERS))),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** The reply of `POST /api/releves`: how many lines went where. */
export const statementRecordSchema = z.object({
  /** Lines recorded in a section (ignored ones not counted). */
  enregistrees: z.int(),
  /** Lines marked « ignorer » (remembered, so that a second import skips them). */
  ignorees: z.int(),
  doublons: z.int(),
  /** Lines with neither a decision nor a proposal: not recorded. */
  sansDecision: z.int(),
  parSection: z.record(z.string(), z.int()),
  /** A sentence for the owner (« 12 lignes enregistrées… », « Rien à enregistrer : … »). */
  message: z.string(),
});
export type StatementRecord = z.infer<typeof statementRecordSchema>;

/** One decision sent with `POST /api/releves` (field `decisions`, a JSON list). */
export interface StatementDecision {
  n: number;
  section: StatementTarget;
  row: Record<string, unknown> | null;
}

/**
 * A CSV whose columns are not recognised: the reply (422, error `colonnes_inconnues`) names its
 * headers and shows its first rows; the page asks which column is which and sends the answer
 * as the field `colonnes` (JSON). The api keeps it as a profile for files of the same shape.
 */
export const csvColumnsSchema = z.object({
  date: z.string().check(z.minLength(1)),
  libelle: z.string().check(z.minLength(1)),
  montant: z.optional(z.string().check(z.minLength(1))),
  debit: z.optional(z.string().check(z.minLength(1))),
  credit: z.optional(z.string().check(z.minLength(1))),
});
export type CsvColumns = z.infer<typeof csvColumnsSchema>;

/** A file whose dates read both ways: the reply (422, error `ordre_dates_inconnu`) shows two lines read both ways. */
export const unknownDateOrderSchema = z.object({
  error: z.literal('ordre_dates_inconnu'),
  message: z.string(),
  exemples: z.array(
    z.object({ ligne: z.int(), brut: z.string(), libelle: z.string(), jma: z.nullable(isoDate), mja: z.nullable(isoDate) }),
  ),
});
export type UnknownDateOrder = z.infer<typeof unknownDateOrderSchema>;

export const unknownColumnsSchema = z.object({
  error: z.literal('colonnes_inconnues'),
  message: z.string(),
  entetes: z.array(z.string()),
  apercu: z.array(z.array(z.string())),
});
export type UnknownColumns = z.infer<typeof unknownColumnsSchema>;
