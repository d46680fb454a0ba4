/**
 * The rental-property sections as they are written: properties, rents received, loans, property
 * taxes, property charges, property estimates, earlier deficits, car and personal expenses, the
 * bank statements' rules, imported lines and CSV profiles (statementSections.ts), the IRL series.
 * Shared by the import file, the data api (/api/data) and the editing forms; unknown fields
 * are refused, never dropped.
 */
import { z } from 'zod/mini';
import { defineSection, amount, oneOf, optionalDate, optionalRowId, optionalText, ratePercent, requiredText, rowId, signedAmount, strictDate, strictFlag, strictNumber, strictRow, text, wholeNumber } from 'contract-kit/data';
import { CHARGE_CATEGORIES, PROPERTY_TYPES } from './schemas';
import { statementSections } from './statementSections';
import { settlementSections } from './settlementSections';
import { aFaireSuiviRow } from './aFaire';

const id = optionalRowId;
const quarter = wholeNumber(1, 4, 'trimestre attendu : 1, 2, 3 ou 4');
const year = wholeNumber(1900, 2200, 'année attendue (de 1900 à 2200)');
const SHARE_EXPECTED = 'quote-part attendue en % : plus de 0, 100 au plus';
const sharePercent = z.pipe(strictNumber, z.number().check(z.gt(0, { error: SHARE_EXPECTED }), z.lte(100, { error: SHARE_EXPECTED })));

/**
 * A property. LOYER_MOIS (rent of the last 12 months) is computed: accepted from old exports,
 * ignored. Every amount is 0 or more; the agency fee is at most the rent, the sale not before
 * the purchase.
 */
export const immoRow = strictRow({
  id,
  IM_NOM: requiredText,
  IM_INDIVISION: strictFlag,
  IM_TYPE_PROP: oneOf(PROPERTY_TYPES),
  /** Loan amount (0 without a loan). */
  IM_PRET_MT: amount,
  IM_FIN_PRET: optionalDate,
  /** Monthly rent. */
  IM_MT_LOYER: amount,
  /** Monthly agency fee, taken out of the rent: never above it. */
  IM_AGENCE: amount,
  IM_DATE_ACHAT: optionalDate,
  IM_DATE_VTE: optionalDate,
  IM_VENDU: strictFlag,
  IM_PA: amount,
  IM_PX_VTE: amount,
  IM_COMMENT: z.nullable(text),
  /** Theoretical monthly rent. */
  loyerTheo: amount,
  LOYER_MOIS: z.optional(amount),
  /** Lease start: the rent may be revised at each of its anniversaries. */
  IM_DATE_BAIL: z.optional(optionalDate),
  /** The lease's reference IRL quarter (1 to 4), the one its revision clause names. */
  IM_TRIM_IRL: z.optional(z.nullable(quarter)),
  /** The owner's share in percent (0 < x ≤ 100); none: 100, or 50 for INDI (see sharePercent). */
  IM_QUOTE_PART: z.optional(z.nullable(sharePercent)),
  /** 1 for a furnished letting: declared as BIC, not on the 2044. */
  IM_MEUBLE: z._default(strictFlag, 0),
  /** Notary and agency fees paid on the purchase (the net yield divides by price + fees). */
  IM_FRAIS_ACHAT: z._default(amount, 0),
  /** Its address, printed on the documents sent to the tenant. */
  IM_ADRESSE: optionalText,
  /** 1 (the default): its TEOM is charged to the tenant at the charges' regularization (décret 87-713, VIII). */
  IM_TEOM_RECUPERABLE: z._default(strictFlag, 1),
}).check(
  z.refine((p) => p.IM_AGENCE <= p.IM_MT_LOYER, {
    error: "les honoraires d'agence ne peuvent pas dépasser le loyer",
    path: ['IM_AGENCE'],
  }),
  z.refine((p) => p.IM_DATE_VTE == null || p.IM_DATE_ACHAT == null || p.IM_DATE_VTE >= p.IM_DATE_ACHAT, {
    error: "la vente ne peut pas précéder l'achat",
    path: ['IM_DATE_VTE'],
  }),
);

/** One rent payment received for a property (named by IM_NOM). */
export const rentPaymentRow = strictRow({
  id,
  IM_NOM: requiredText,
  date: strictDate,
  montant: amount,
  /** Agency fee withheld on this payment (0 when managed directly). */
  honoraires: z._default(amount, 0),
  /** The lease it settles; none: the lease of its property that covers its date. */
  bail_id: z.optional(z.nullable(rowId)),
}).check(
  z.refine((r) => r.honoraires <= r.montant, {
    error: "les honoraires d'agence ne peuvent pas dépasser le montant encaissé",
    path: ['honoraires'],
  }),
);

const EMAIL_EXPECTED = 'adresse e-mail attendue (ex. nom@exemple.fr)';

/**
 * A lease: the tenant of a property, what he owes each month (rent without charges, and the
 * charges' monthly provision) and the day it is due (1 to 28: every month has it). The lease is
 * the one source of a rent: its amounts, or those of its latest revision (revisionsBaux). `fin` none
 * while it runs; `edl_conforme`: the move-out inspection matched the move-in (1), or not (0),
 * which sets the deadline to return the deposit (loi du 6 juillet 1989, art. 22).
 */
export const leaseRow = strictRow({
  id,
  IM_NOM: requiredText,
  locataire: requiredText,
  // A plain pattern, not z.email(): a remote builds with the shell's zod builders (zodForAreas).
  email: z.optional(z.nullable(text.check(z.regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { error: EMAIL_EXPECTED })))),
  debut: strictDate,
  fin: z.optional(optionalDate),
  loyer_hc: amount,
  charges: z._default(amount, 0),
  depot_garantie: z._default(amount, 0),
  jour_echeance: wholeNumber(1, 28, "jour d'échéance attendu : de 1 à 28"),
  edl_conforme: z.optional(z.nullable(strictFlag)),
  /** The IRL quarter its revision clause names (1 to 4); none: that of the latest index published at `debut`. */
  trimestre_irl: z.optional(z.nullable(quarter)),
  /** The day the keys came back (none: `fin`), from which the deposit's deadline runs (art. 22). */
  cles_rendues_le: z.optional(optionalDate),
  /** The day the deposit was paid back, and what was (its deductions: section retenuesDepot). */
  depot_restitue_le: z.optional(optionalDate),
  depot_restitue: z.optional(z.nullable(amount)),
  /** 1: each quittance is e-mailed as soon as its month is paid in full (a part payment: its reçu). */
  envoi_quittance_auto: z._default(strictFlag, 0),
  /** The day the tenant expressly agreed to quittances by e-mail: art. 21 of the loi du 6 juillet 1989 requires it. */
  accord_envoi_le: z.optional(optionalDate),
  /** The relance of a month still unpaid is e-mailed this many days (1 to 60) after its due date; none: never. */
  relance_auto_jours: z.optional(z.nullable(wholeNumber(1, 60, 'relance automatique : de 1 à 60 jours après l’échéance'))),
}).check(
  z.refine((b) => b.fin == null || b.fin >= b.debut, { error: 'la fin du bail ne peut pas précéder son début', path: ['fin'] }),
  z.refine((b) => b.envoi_quittance_auto !== 1 || b.accord_envoi_le != null, {
    error: "date de l'accord du locataire attendue : la quittance par e-mail demande son accord exprès (art. 21 de la loi du 6 juillet 1989)",
    path: ['accord_envoi_le'],
  }),
  z.refine((b) => b.envoi_quittance_auto !== 1 || b.email != null, { error: "l'envoi automatique demande l'e-mail du locataire", path: ['email'] }),
  z.refine((b) => b.relance_auto_jours == null || b.email != null, { error: "la relance automatique demande l'e-mail du locataire", path: ['email'] }),
);

/** A lease's rent and charges from `date` on: a revision applied (the history stays). */
export const leaseRevisionRow = strictRow({
  id,
  bail_id: rowId,
  date: strictDate,
  loyer_hc: amount,
  charges: amount,
});

/** The owner as the documents print him: one row. */
export const ownerRow = strictRow({
  id,
  nom: requiredText,
  adresse: requiredText,
});

/**
 * Loan parameters (the loan table and schedule are computed from them). Its property is
 * IM_NOM, or when that is null the property of the loan's own name.
 */
export const loanRow = strictRow({
  id,
  nom: requiredText.check(z.refine((v) => v !== 'total', { error: '« total » est réservé à la ligne de total' })),
  capital: amount,
  /** Annual rate in percent (1.85 for 1,85 %), 0 to 30. */
  taux: ratePercent,
  duree_mois: wholeNumber(1, 1200, 'nombre de mois attendu (entier de 1 à 1200)'),
  /** Loan start; the first instalment is due one month later. */
  debut: strictDate,
  /** Borrower's insurance: a monthly amount… */
  assurance_mensuelle: z.optional(z.nullable(amount)),
  /** …or a yearly rate in percent of the initial capital (0.36 for 0,36 %), not both. */
  assurance_taux: z.optional(z.nullable(ratePercent)),
  /** The property it finances. */
  IM_NOM: z.optional(z.nullable(requiredText)),
}).check(
  z.refine((l) => l.assurance_mensuelle == null || l.assurance_taux == null, {
    error: 'une seule assurance : un montant mensuel ou un taux, pas les deux',
    path: ['assurance_taux'],
  }),
);

/** The taxe foncière of a property for a year; `teom` is the household-waste part of `montant`. */
export const propertyTaxRow = strictRow({
  id,
  IM_NOM: requiredText,
  annee: year,
  montant: amount,
  /** Taxe d'enlèvement des ordures ménagères, included in `montant`. */
  teom: z._default(amount, 0),
}).check(z.refine((t) => t.teom <= t.montant, { error: 'la TEOM est une part du montant : elle ne peut pas le dépasser', path: ['teom'] }));

/**
 * A charge of a property, or for `subvention` a receipt; its category is its line of form 2044
 * (CHARGE_CATEGORIES). Always 0 or more: the category says which way it counts.
 */
export const propertyChargeRow = strictRow({
  id,
  IM_NOM: requiredText,
  date: strictDate,
  montant: amount,
  categorie: oneOf(CHARGE_CATEGORIES),
  libelle: optionalText,
});

/**
 * What a property was worth on a day (section estimations): a notary's or an agent's figure,
 * a DVF median, the owner's own guess. The net worth values the property at its latest
 * estimate on or before each month's end, else at its purchase price (IM_PA).
 */
export const estimateRow = strictRow({
  id,
  IM_NOM: requiredText,
  date: strictDate,
  /** The whole property's value in euros (the owner's share is applied by the net worth). */
  valeur: amount,
  /** Who gave it (« Notaire », « Agence », « DVF »…), or null. */
  source: optionalText,
});

/** A rental deficit of a year before the data starts, still to carry forward. */
export const priorDeficitRow = strictRow({
  id,
  annee: year,
  montant: amount,
});

/** The marginal rates of the income-tax scale (CGI art. 197: 0, 11, 30, 41 and 45 %). */
export const MARGINAL_RATES = [0, 11, 30, 41, 45] as const;
const RATE_OF_SCALE = 'tranche marginale attendue : 0, 11, 30, 41 ou 45 (%)';

/**
 * The owner's tax situation, one row, set once in « Mes données »: his marginal rate (the
 * yield after tax reads it), the regime he declares his unfurnished lets under (none: the
 * micro-foncier when it applies, the law's default, else the réel) and his furnished lets'
 * (none: the micro-BIC, the law's default under its ceiling).
 */
export const ownerTaxRow = strictRow({
  id,
  tmi: z.pipe(strictNumber, z.number().check(z.refine((v) => (MARGINAL_RATES as readonly number[]).includes(v), { error: RATE_OF_SCALE }))),
  regime_foncier: z.optional(z.nullable(oneOf(['reel', 'micro'] as const))),
  regime_meuble: z.optional(z.nullable(oneOf(['micro', 'reel'] as const))),
});

/** The INSEE rent reference index (IRL) of a quarter, as published. */
export const irlRow = strictRow({
  id,
  annee: wholeNumber(1998, 2200, 'année attendue (de 1998 à 2200)'),
  trimestre: quarter,
  // About 145 in 2024 (100 in 1998): 10 000 leaves two centuries of inflation, and keeps revised rents finite.
  valeur: z.pipe(
    strictNumber,
    z.number().check(z.positive({ error: 'indice positif attendu (ex. 145.17)' }), z.lte(10_000, { error: 'indice trop grand (10 000 au plus)' })),
  ),
});

export const carExpenseRow = strictRow({
  id,
  /** Vehicle name or category ("Assurance"). */
  groupe: requiredText,
  date: strictDate,
  /** Negative for a refund (an insurer's rebate, a returned part). */
  montant: signedAmount,
  libelle: optionalText,
});

/** A personal expense; `year` is derived from COP_DATE: accepted from old exports, ignored. */
export const expenseRow = strictRow({
  id,
  COP_DATE: strictDate,
  COP_LIBELLE: text,
  /** Negative for a refund (an item returned, a reimbursement). */
  COP_MONT: signedAmount,
  /** Where the money went (shop, garage, service), or null. */
  COP_GARAGE: optionalText,
  year: z.optional(strictNumber),
});


/** The sections of the rental-property area, in the order the import writes them (properties first). */
export const immoSections = {
  immos: defineSection({ name: 'immos', label: 'Biens', schema: immoRow, uniqueKey: { label: 'IM_NOM', key: (r) => r.IM_NOM }, derivedFields: ['LOYER_MOIS'] }),
  proprietaire: defineSection({ name: 'proprietaire', label: 'Propriétaire (documents)', schema: ownerRow, uniqueKey: { label: 'une seule ligne', key: () => 'proprietaire' } }),
  baux: defineSection({ name: 'baux', label: 'Baux', schema: leaseRow }),
  revisionsBaux: defineSection({ name: 'revisionsBaux', label: 'Révisions des baux', schema: leaseRevisionRow, uniqueKey: { label: 'bail_id + date', key: (r) => `${r.bail_id} ${r.date}` } }),
  loyers: defineSection({ name: 'loyers', label: 'Loyers encaissés', schema: rentPaymentRow }),
  emprunts: defineSection({ name: 'emprunts', label: 'Emprunts', schema: loanRow, uniqueKey: { label: 'nom', key: (r) => r.nom } }),
  taxesFoncieres: defineSection({
    name: 'taxesFoncieres', label: 'Taxes foncières',
    schema: propertyTaxRow,
    uniqueKey: { label: 'IM_NOM + annee', key: (r) => `${r.IM_NOM} ${r.annee}` },
  }),
  voitures: defineSection({ name: 'voitures', label: 'Frais de voiture', schema: carExpenseRow }),
  depenses: defineSection({ name: 'depenses', label: 'Dépenses', schema: expenseRow, derivedFields: ['year'] }),
  chargesBiens: defineSection({ name: 'chargesBiens', label: 'Charges des biens', schema: propertyChargeRow }),
  estimations: defineSection({
    name: 'estimations', label: 'Estimations des biens',
    schema: estimateRow,
    uniqueKey: { label: 'IM_NOM + date', key: (r) => `${r.IM_NOM} ${r.date}` },
  }),
  fiscalite: defineSection({ name: 'fiscalite', label: 'Situation fiscale', schema: ownerTaxRow, uniqueKey: { label: 'une seule ligne', key: () => 'fiscalite' } }),
  deficitsFonciers: defineSection({ name: 'deficitsFonciers', label: 'Déficits fonciers antérieurs', schema: priorDeficitRow, uniqueKey: { label: 'annee', key: (r) => String(r.annee) } }),
  // After the properties and leases their rules name (statementSections.ts).
  ...statementSections,
  // After the properties and leases they name (settlementSections.ts).
  ...settlementSections,
  suiviAFaire: defineSection({ name: 'suiviAFaire', label: 'À faire : reports et écarts', schema: aFaireSuiviRow, uniqueKey: { label: 'element', key: (r) => r.element } }),
  irl: defineSection({ name: 'irl', label: 'Indices IRL (INSEE)', schema: irlRow, uniqueKey: { label: 'annee + trimestre', key: (r) => `${r.annee} T${r.trimestre}` } }),
};
