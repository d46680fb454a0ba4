/**
 * The sections bank statements write besides the rows they record (the server half's statements/):
 *  - regles: the owner's rules, applied in order (by id) before the lease and loan matching;
 *  - lignesReleves: every bank line recorded or ignored, so that a second import skips it;
 *  - profilsReleves: the columns the owner named for a CSV shape, by the reader's signature;
 *  - comptesReleves: per account number, whether its lines are imported and, for a card, whether
 *    its lines or the current account's card totals are kept;
 *  - datesReleves: per bank profile, the order of its numeric dates (jma or mja).
 * Like every section they go through export, import, undo and backups.
 */
import { z } from 'zod/mini';
import { amount, defineSection, oneOf, optionalRowId, optionalText, requiredText, rowId, signedAmount, strictDate, strictFlag, strictRow, text } from 'contract-kit/data';
import { CHARGE_CATEGORIES } from './schemas';
import { CARD_CHOICES, DATE_ORDERS, STATEMENT_TARGETS } from './statements';

/** `/corps/drapeaux`: a regular expression; anything else is a text to find. */
const REGEX_MOTIF = /^\/(.+)\/([a-z]*)$/s;
/** Flags that keep a test stateless (g and y would make RegExp.test remember where it stopped). */
const REGEX_FLAGS = /^[imsu]*$/;

/** Why a motif written as /…/ is refused, or null when it compiles (or is plain text). */
export function regexProblem(motif: string): string | null {
  const m = REGEX_MOTIF.exec(motif);
  if (!m) return null;
  const [, body = '', flags = ''] = m;
  if (!REGEX_FLAGS.test(flags)) return `drapeaux permis après le / final : i, m, s, u (reçu : « ${flags} »)`;
  try {
    new RegExp(body, flags);
    return null;
  } catch (error) {
    return `expression régulière invalide : ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** A motif as the matching uses it: a compiled expression, or the text to find. */
export function motifPattern(motif: string): RegExp | string {
  const m = REGEX_MOTIF.exec(motif);
  return m && regexProblem(motif) === null ? new RegExp(m[1] ?? '', m[2] ?? '') : motif;
}

/** What a rule needs beside its section, and what it must not carry. */
const RULE_FIELDS = {
  loyers: { required: ['IM_NOM'], allowed: ['IM_NOM', 'bail_id'] },
  chargesBiens: { required: ['IM_NOM', 'categorie'], allowed: ['IM_NOM', 'categorie'] },
  voitures: { required: ['groupe'], allowed: ['groupe'] },
  depenses: { required: [], allowed: [] },
  ignorer: { required: [], allowed: [] },
} as const;
const TARGET_FIELDS = ['IM_NOM', 'bail_id', 'categorie', 'groupe'] as const;

/**
 * A rule: a bank line whose label holds `motif` (a text, case and accents aside, or
 * `/regex/flags`) and whose amount in absolute value lies within [montant_min, montant_max]
 * goes to `section`: loyers of IM_NOM (and lease bail_id), chargesBiens of IM_NOM in
 * `categorie`, voitures under `groupe`, depenses, or nowhere (ignorer).
 */
export const statementRuleRow = strictRow({
  id: optionalRowId,
  motif: requiredText.check(z.refine((m) => regexProblem(m) === null, { error: (issue) => regexProblem(String(issue.input)) ?? 'motif invalide' })),
  /** Bounds on the amount without its sign (a debit of 45 € is 45), inclusive; none: no bound. */
  montant_min: z.optional(z.nullable(amount)),
  montant_max: z.optional(z.nullable(amount)),
  section: oneOf(STATEMENT_TARGETS),
  IM_NOM: z.optional(z.nullable(requiredText)),
  bail_id: z.optional(z.nullable(rowId)),
  categorie: z.optional(z.nullable(oneOf(CHARGE_CATEGORIES))),
  groupe: z.optional(z.nullable(requiredText)),
}).check(
  z.refine((r) => r.montant_min == null || r.montant_max == null || r.montant_min <= r.montant_max, {
    error: 'le montant minimum ne peut pas dépasser le maximum',
    path: ['montant_max'],
  }),
  z.superRefine((r, ctx) => {
    const { required, allowed } = RULE_FIELDS[r.section];
    for (const field of required) {
      if (r[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: `champ obligatoire pour une règle vers ${r.section}` });
    }
    for (const field of TARGET_FIELDS) {
      if (r[field] != null && !(allowed as readonly string[]).includes(field)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `sans objet pour une règle vers ${r.section}` });
      }
    }
  }),
);

/** A bank line imported (recorded in `section`, or ignored): what recognises it next time. */
export const statementLineRow = strictRow({
  id: optionalRowId,
  date: strictDate,
  /** Signed as the bank writes it: a debit is negative. */
  montant: signedAmount,
  libelle: text,
  /** The bank's transaction id (OFX FITID…), or null. */
  fitid: optionalText,
  section: oneOf(STATEMENT_TARGETS),
  /** The account it came from, when the file named one. */
  compte: z.optional(z.nullable(requiredText)),
});

/** A CSV shape's columns (csvColumnsSchema), kept under the reader's header signature. */
export const statementProfileRow = strictRow({
  id: optionalRowId,
  signature: requiredText,
  date: requiredText,
  libelle: requiredText,
  montant: z.optional(z.nullable(requiredText)),
  debit: z.optional(z.nullable(requiredText)),
  credit: z.optional(z.nullable(requiredText)),
}).check(
  z.refine((p) => p.montant != null || p.debit != null || p.credit != null, {
    error: 'la colonne du montant, ou celles du débit et du crédit, sont attendues',
    path: ['montant'],
  }),
);

/** An account of a statement file: imported (1) or not (0), and for a card which lines are kept. */
export const statementAccountRow = strictRow({
  id: optionalRowId,
  numero: requiredText,
  importe: strictFlag,
  cartes: z.optional(z.nullable(oneOf(CARD_CHOICES))),
});

/** A bank profile's date order, when its files cannot tell (no day above 12). */
export const statementDateOrderRow = strictRow({
  id: optionalRowId,
  signature: requiredText,
  ordre: oneOf(DATE_ORDERS),
});

export const statementSections = {
  regles: defineSection({ name: 'regles', label: 'Règles de classement', schema: statementRuleRow }),
  lignesReleves: defineSection({ name: 'lignesReleves', label: 'Lignes de relevés importées', schema: statementLineRow }),
  profilsReleves: defineSection({
    name: 'profilsReleves',
    label: 'Colonnes des relevés CSV',
    schema: statementProfileRow,
    uniqueKey: { label: 'signature', key: (r) => r.signature },
  }),
  comptesReleves: defineSection({
    name: 'comptesReleves',
    label: 'Comptes des relevés',
    schema: statementAccountRow,
    uniqueKey: { label: 'numéro de compte', key: (r) => r.numero },
  }),
  datesReleves: defineSection({
    name: 'datesReleves',
    label: 'Ordre des dates des relevés',
    schema: statementDateOrderRow,
    uniqueKey: { label: 'signature', key: (r) => r.signature },
  }),
};

export type StatementRuleRow = z.output<typeof statementRuleRow>;
