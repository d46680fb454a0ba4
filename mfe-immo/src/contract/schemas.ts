/**
 * Payload schemas of the rental-property reads (alldata's properties, the rent recap, the loan
 * table, the schedules, a property's figures, form 2044, car and personal expenses). The
 * embedded api, its tests and mfe-immo validate with these. Numbers are lenient on input (the
 * owner's legacy PHP backend sends numeric strings) and always numbers on output.
 */
import { z } from 'zod';
import { flag, isoDate, numeric, optionalDate } from 'shared-kernel/schemas';

export const PROPERTY_TYPES = ['PROP', 'PRINC', 'NUE', 'INDI'] as const;
export const propertyType = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyType>;

// ---- Rental property -------------------------------------------------------------------

export const immoSchema = z.object({
  IM_NOM: z.string().min(1),
  IM_INDIVISION: flag,
  IM_TYPE_PROP: propertyType,
  IM_PRET_MT: numeric,
  IM_FIN_PRET: optionalDate,
  IM_MT_LOYER: numeric,
  IM_AGENCE: numeric,
  IM_DATE_ACHAT: optionalDate,
  IM_DATE_VTE: optionalDate,
  IM_VENDU: flag,
  IM_PA: numeric,
  IM_PX_VTE: numeric,
  IM_COMMENT: z.string().nullable(),
  /** Theoretical monthly rent. */
  loyerTheo: numeric,
  /** Rent actually received over the last twelve months. */
  LOYER_MOIS: numeric,
});
export type Immo = z.infer<typeof immoSchema>;

export const recapImmoSchema = immoSchema.pick({
  IM_NOM: true,
  IM_TYPE_PROP: true,
  IM_MT_LOYER: true,
  IM_AGENCE: true,
  loyerTheo: true,
  LOYER_MOIS: true,
});
export type RecapImmo = z.infer<typeof recapImmoSchema>;

export const recapLoyersSchema = z.object({
  immos: z.record(z.string(), recapImmoSchema),
  /** Theoretical rent over twelve months, all unsold properties. */
  totalLoyerTheorique: numeric,
  /** Rent received over the last twelve months. */
  totalLoyerPercus: numeric,
  /** Agency fees paid over the last twelve months. */
  totalHonoraires: numeric,
});
export type RecapLoyers = z.infer<typeof recapLoyersSchema>;

export const loanRowSchema = z.object({
  /** Capital borrowed. */
  total: numeric,
  /** Interest still due. */
  int_du: numeric,
  /** Total cost of the loan: capital plus interest. */
  total_emp: numeric,
  /** Months left to pay. */
  delai: numeric,
  /** Capital still due. */
  du: numeric,
});
export type LoanRow = z.infer<typeof loanRowSchema>;
export const TOTAL_ROW = 'total';
export const tdbSchema = z.object({ emprunt: z.record(z.string(), loanRowSchema) });
export type Tdb = z.infer<typeof tdbSchema>;

// ---- What each property earns (issue 16) ------------------------------------------------

export const echeanceSchema = z.object({
  n: numeric,
  date: isoDate,
  /** capital + interets + assurance. */
  mensualite: numeric,
  capital: numeric,
  interets: numeric,
  assurance: numeric,
  /** Capital still due once this instalment is paid. */
  restant_du: numeric,
});
export type EcheanceRow = z.infer<typeof echeanceSchema>;

/** GET immeubles/echeancier/{nom}: the loan's French amortization table. */
export const echeancierSchema = z.object({
  nom: z.string(),
  capital: numeric,
  /** Annual rate in percent. */
  taux: numeric,
  duree_mois: numeric,
  debut: isoDate,
  assurance_mensuelle: numeric,
  /** The property it finances, if any. */
  IM_NOM: z.string().nullable(),
  /** Instalments paid today: the loan table's Délai is duree_mois − payees. */
  payees: numeric,
  echeances: z.array(echeanceSchema),
});
export type Echeancier = z.infer<typeof echeancierSchema>;

/** The sums of a period, for one property or a month. */
const periodSums = {
  /** Rents received. */
  loyers: numeric,
  /** Agency fees withheld on them. */
  honoraires: numeric,
  /** Taxe foncière paid (TEOM included), counted on 15 October of its year. */
  taxe_fonciere: numeric,
  /** Loan interest, insurance and whole instalments (capital + interest + insurance). */
  interets: numeric,
  assurance: numeric,
  mensualites: numeric,
};

export const irlPointSchema = z.object({ annee: numeric, trimestre: numeric, valeur: numeric });
export type IrlPoint = z.infer<typeof irlPointSchema>;

/** The rent allowed at the lease's next anniversary: loyer × nouvel IRL / ancien IRL. */
export const rentRevisionSchema = z.object({
  date_bail: isoDate,
  trimestre: numeric,
  /** The next anniversary of the lease. */
  date_revision: isoDate,
  loyer_actuel: numeric,
  /** Null when the series lacks one of the two quarters. */
  loyer_revise: numeric.nullable(),
  irl_nouveau: irlPointSchema.nullable(),
  irl_ancien: irlPointSchema.nullable(),
});
export type RentRevision = z.infer<typeof rentRevisionSchema>;

/** GET immeubles/bien/{IM_NOM}?annee=: what the property earned over a year or the last 12 months. */
export const bienSchema = z.object({
  IM_NOM: z.string(),
  /** Percent: 12 × loyerTheo / IM_PA. Null without a purchase price. */
  rendement_brut: numeric.nullable(),
  /** Percent: (loyers − honoraires − taxe_fonciere − interets − assurance) / IM_PA. */
  rendement_net: numeric.nullable(),
  /** (loyers − honoraires − taxe_fonciere − mensualites) / 12. */
  cash_flow_mensuel: numeric,
  ...periodSums,
  /** The period: a calendar year, or the 12 months ending today (annee null). */
  annee: numeric.nullable(),
  debut: isoDate,
  fin: isoDate,
  /** The loans that finance it. */
  emprunts: z.array(z.string()),
  /** Month by month (YYYY-MM), oldest first, each with its cash_flow. */
  mois: z.array(z.object({ mois: z.string(), ...periodSums, cash_flow: numeric })),
  /** Every taxe foncière recorded, by year, TEOM apart. */
  taxes: z.array(z.object({ annee: numeric, montant: numeric, teom: numeric })),
  revision: rentRevisionSchema.nullable(),
});
export type Bien = z.infer<typeof bienSchema>;

const incomeLines = {
  loyers: numeric,
  honoraires: numeric,
  /** Taxe foncière without its TEOM. */
  taxe_fonciere: numeric,
  interets: numeric,
  assurance: numeric,
  /** loyers − honoraires − taxe_fonciere − interets − assurance. */
  revenu_net: numeric,
};

/** GET immeubles/revenusfonciers/{annee}: the figures of form 2044 the data supports. */
export const revenusFonciersSchema = z.object({
  annee: numeric,
  biens: z.array(z.object({ IM_NOM: z.string(), ...incomeLines })),
  total: z.object(incomeLines),
  micro_foncier: z.object({
    /** Gross rents at or under the ceiling. */
    applicable: z.boolean(),
    /** The 30 % allowance. */
    abattement: numeric,
    revenu_net: numeric,
  }),
  regime_le_plus_favorable: z.enum(['reel', 'micro']),
  /** The micro-foncier ceiling of gross rents (15 000 €). */
  plafond_micro: numeric,
});
export type RevenusFonciers = z.infer<typeof revenusFonciersSchema>;

export const carRowSchema = z.object({
  annee: z.union([z.literal('Total'), numeric]),
  montant: numeric,
  nbmois: numeric,
});
export type CarRow = z.infer<typeof carRowSchema>;
export const opeCarsSchema = z.record(z.string(), z.array(carRowSchema));
export type OpeCars = z.infer<typeof opeCarsSchema>;

export const expenseSchema = z.object({
  COP_DATE: isoDate,
  COP_LIBELLE: z.string(),
  COP_MONT: numeric,
  /** Where the money went (shop, garage, service), or null. */
  COP_GARAGE: z.string().nullable(),
  year: numeric,
});
export type Expense = z.infer<typeof expenseSchema>;
export const expensesSchema = z.array(expenseSchema);
/** Rows grouped under their year's name, so that an error path reads "2025.3.COP_MONT". */
export const expensesByYearSchema = z.record(z.string(), expensesSchema);
/**
 * What opedepenses is checked against on arrival: a list. Its 20 000 rows at 100× the demo
 * data cost zod 60 to 80 ms even for one field each; the page validates a year when it shows it.
 */
export const expensesArrivalSchema = z.array(z.unknown());
