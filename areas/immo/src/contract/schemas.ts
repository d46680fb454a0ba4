/**
 * Payload schemas of the rental-property reads (alldata's properties, the rent recap, the loan
 * table, the schedules, a property's figures, form 2044, car and personal expenses). The
 * embedded api, its tests and mfe-immo validate with these. Numbers are lenient on input (the
 * owner's legacy PHP backend sends numeric strings) and always numbers on output.
 */
import { z } from 'zod/mini';
import { flag, isoDate, numeric, optionalDate } from 'contract-kit/schemas';

export const PROPERTY_TYPES = ['PROP', 'PRINC', 'NUE', 'INDI'] as const;
export const propertyType = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyType>;

/**
 * The charges of a property by line of form 2044 (notice 2044, revenus 2025): 223 landlord's
 * insurance, 224 works (travaux_energie too: the energy renovation that raises the deficit
 * ceiling), 225 recoverable charges not recovered, 221 management fees besides the agency's,
 * 229 condominium provisions paid, 230 last year's provisions trued up (subtracted), 213 a
 * subsidy received (a receipt).
 */
export const CHARGE_CATEGORIES = [
  'assurance',
  'travaux',
  'travaux_energie',
  'charges_non_recuperees',
  'frais_gestion',
  'provisions_copro',
  'regularisation_copro',
  'subvention',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

// ---- Rental property -------------------------------------------------------------------

export const immoSchema = z.object({
  IM_NOM: z.string().check(z.minLength(1)),
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
  IM_COMMENT: z.nullable(z.string()),
  /** Theoretical monthly rent. */
  loyerTheo: numeric,
  /** Rent actually received over the last twelve months. */
  LOYER_MOIS: numeric,
});
export type Immo = z.infer<typeof immoSchema>;

/** A month of a lease past due and not paid in full (AAAA-MM), and what it still owes. */
export const arrearSchema = z.object({ mois: z.string(), reste: numeric });
export type Arrear = z.infer<typeof arrearSchema>;

/**
 * What the lease running today on a property owes (rents/rentDue.ts): `mois` is the month its
 * next payment goes to (the oldest not paid in full: payments settle the oldest month first)
 * and `reste` what that month still owes; `arrieres` its months past due not paid in full,
 * oldest first.
 */
export const leaseOwingSchema = z.object({ bail_id: numeric, mois: z.string(), reste: numeric, arrieres: z.array(arrearSchema) });
export type LeaseOwing = z.infer<typeof leaseOwingSchema>;

export const recapImmoSchema = z.extend(
  z.pick(immoSchema, {
    IM_NOM: true,
    IM_TYPE_PROP: true,
    IM_MT_LOYER: true,
    IM_AGENCE: true,
    loyerTheo: true,
    LOYER_MOIS: true,
  }),
  {
    /**
     * The embedded api's: what the property's lease running today owes; null when none runs.
     * Absent from the owner's legacy backend, whose replies the pages read too.
     */
    reste_du: z.optional(z.nullable(leaseOwingSchema)),
  },
);
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

// ---- What each property earns: loans, yields, rent revisions ---------------------------

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
  IM_NOM: z.nullable(z.string()),
  /** Instalments paid today: the loan table's Délai is duree_mois − payees. */
  payees: numeric,
  echeances: z.array(echeanceSchema),
});
export type Echeancier = z.infer<typeof echeancierSchema>;

/** The sums of a period, for one property or a month. */
const periodSums = {
  /** Rents received: the rent part of each payment, as line 211 of form 2044. */
  loyers: numeric,
  /** The charge part of those payments: passes through, out of the result. */
  charges_locataires: numeric,
  /** Condominium provisions paid (chargesBiens `provisions_copro`) and their true-up refunded: pass through too. */
  provisions_copro: numeric,
  regularisation_copro: numeric,
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

/**
 * GET baux/{id}/revision, and a property sheet's `revision` (its current lease's): the rent hors
 * charges allowed at the lease's anniversary (loi du 6 juillet 1989, art. 17-1), loyer_hc ×
 * nouvel IRL / ancien IRL; the charges are not revised.
 */
export const rentRevisionSchema = z.object({
  bail_id: numeric,
  /** The anniversary of the lease (from `debut`) the revision is due at: the next one, or the last one while it is not applied. */
  date_revision: isoDate,
  /**
   * The day it takes effect when applied today: date_revision, or today when applied after it
   * (a revision is not retroactive; the landlord has one year from the anniversary to claim it).
   */
  date_effet: isoDate,
  /** The IRL quarter the lease names. */
  trimestre: numeric,
  /** The rent hors charges in force before the revision. */
  loyer_hc_actuel: numeric,
  /** Null when the series lacks one of the two quarters. */
  loyer_hc_revise: z.nullable(numeric),
  /** The charges in force, unchanged by the revision. */
  charges: numeric,
  /** The latest of the lease's quarter published at date_revision; null when the series lacks it (see irl_manquant). */
  irl_nouveau: z.nullable(irlPointSchema),
  irl_ancien: z.nullable(irlPointSchema),
  /**
   * The quarter date_revision calls for when the series lacks it (not yet published, or not
   * added yet): no revised rent then, never one on an older index. `publication`: the day INSEE
   * is expected to have published it.
   */
  irl_manquant: z.nullable(z.object({ annee: numeric, trimestre: numeric, publication: isoDate })),
});
export type RentRevision = z.infer<typeof rentRevisionSchema>;

/** The owner's charges of the period (chargesBiens, by date) and the TEOM within the tax. */
const ownerCharges = {
  /** Management fees besides the agency's (chargesBiens `frais_gestion`). */
  frais_gestion: numeric,
  /** Recoverable charges not recovered from the tenant (chargesBiens `charges_non_recuperees`). */
  charges_non_recuperees: numeric,
  /** The TEOM within taxe_fonciere: the tenant repays it. */
  teom: numeric,
  /** The landlord's insurance (chargesBiens `assurance`), not the borrower's (`assurance`). */
  assurance_proprietaire: numeric,
};
/** The result before financing and the cash-flow after it (see bienSchema). */
const bienResults = {
  /** loyers − honoraires − frais_gestion − charges_non_recuperees − (taxe_fonciere − teom) − assurance_proprietaire. */
  resultat_net: numeric,
  /**
   * (loyers + charges_locataires − provisions_copro + regularisation_copro − honoraires − frais_gestion
   * − charges_non_recuperees − taxe_fonciere − assurance_proprietaire − mensualites) / 12.
   */
  cash_flow_mensuel: numeric,
};

/** GET immeubles/bien/{IM_NOM}?annee=: what the property earned over a year or the last 12 months. */
export const bienSchema = z.object({
  IM_NOM: z.string(),
  /** Percent: 12 × loyerTheo / IM_PA. Null without a purchase price. */
  rendement_brut: z.nullable(numeric),
  /**
   * Percent, before financing (no loan interest nor borrower's insurance): resultat_net /
   * (prix_achat + frais_achat). The same for the whole property and for the owner's share.
   * Null without a purchase price.
   */
  rendement_net: z.nullable(numeric),
  ...bienResults,
  ...periodSums,
  ...ownerCharges,
  /** IM_PA and IM_FRAIS_ACHAT (notary and agency fees), what the net yield divides by. */
  prix_achat: numeric,
  frais_achat: numeric,
  /** The owner's share in percent (IM_QUOTE_PART, or its default: 50 for INDI, else 100). */
  quote_part: numeric,
  /** IM_MEUBLE: a furnished letting (declared as BIC). */
  meuble: flag,
  /** The owner's share of every amount above (each × quote_part / 100, to the cent), its results from those. */
  part: z.object({ ...periodSums, ...ownerCharges, ...bienResults }),
  /** The period: a calendar year, or the 12 months ending today (annee null). */
  annee: z.nullable(numeric),
  debut: isoDate,
  fin: isoDate,
  /** The loans that finance it. */
  emprunts: z.array(z.string()),
  /** Month by month (YYYY-MM), oldest first, each with its cash_flow (the whole property's). */
  mois: z.array(z.object({ mois: z.string(), ...periodSums, ...ownerCharges, cash_flow: numeric })),
  /** Every taxe foncière recorded, by year, TEOM apart. */
  taxes: z.array(z.object({ annee: numeric, montant: numeric, teom: numeric })),
  revision: z.nullable(rentRevisionSchema),
  /**
   * After tax, on the owner's share, once he has set his marginal rate (fiscalite); null
   * without it, for the main residence and a furnished let.
   */
  fiscalite: z.nullable(
    z.object({
      /** The marginal rate, percent. */
      tmi: numeric,
      /** Line 261 of form 2044 for this property over the period, the owner's share. */
      resultat_fiscal: numeric,
      /** resultat_fiscal × tmi; a deficit: minus the tax its part on global income saves (within 10 700 €). */
      impot: numeric,
      /** resultat_fiscal × 17.2 % when positive, else 0. */
      prelevements_sociaux: numeric,
      /** Percent: (part.resultat_net − impot − prelevements_sociaux) / ((prix_achat + frais_achat) × quote_part / 100). */
      rendement_net_net: z.nullable(numeric),
      /** (part's cash-flow of the period − impot − prelevements_sociaux) / 12. */
      cash_flow_net_net_mensuel: numeric,
    }),
  ),
});
export type Bien = z.infer<typeof bienSchema>;

/**
 * The lines of form 2044 the statement fills (notice 2044, revenus 2025): 211 rents, 213 other
 * receipts (subsidies), 215 total receipts; 221 management fees, 222 flat 20 € per let
 * property, 223 insurance, 224 works, 225 recoverable charges not recovered, 226 eviction
 * indemnities, 227 taxe foncière without TEOM, 228 specific deductions, 229 condominium
 * provisions paid, 230 last year's provisions trued up; 240 = 221 to 229 − 230; 250 loan
 * interest, fees and borrower's insurance; 261 = 215 − 240 − 250.
 */
export const FORM_2044_LINES = ['211', '213', '215', '221', '222', '223', '224', '225', '226', '227', '228', '229', '230', '240', '250', '261'] as const;
export type Form2044Line = (typeof FORM_2044_LINES)[number];
const form2044Lines = z.object(Object.fromEntries(FORM_2044_LINES.map((line) => [line, numeric])) as Record<Form2044Line, typeof numeric>);
export type Form2044Lines = z.infer<typeof form2044Lines>;

const incomeLines = {
  loyers: numeric,
  honoraires: numeric,
  /** Taxe foncière without its TEOM. */
  taxe_fonciere: numeric,
  interets: numeric,
  /** The borrower's insurance. */
  assurance: numeric,
  /** Line 261. */
  revenu_net: numeric,
  lignes: form2044Lines,
};

/** Why a property stays off the 2044: a main residence, a furnished letting (BIC), a bare ownership with no rent. */
export const EXCLUSION_REASONS = ['residence_principale', 'meuble', 'nue_propriete_sans_revenu'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** A deficit by its year of origin. */
const deficitOfYear = z.object({ annee: numeric, montant: numeric });

/**
 * GET immeubles/apresimpot: the yield after tax of each let property not sold, over the last 12
 * months, on the owner's share (as its sheet's `fiscalite`), and the total: the tax on the sum
 * of their results, a deficit of one offsetting the income of another as on the 2044. Empty
 * (tmi null) until the owner sets his marginal rate.
 */
export const apresImpotSchema = z.object({
  tmi: z.nullable(numeric),
  debut: isoDate,
  fin: isoDate,
  biens: z.array(
    z.object({
      IM_NOM: z.string(),
      resultat_fiscal: numeric,
      impot: numeric,
      prelevements_sociaux: numeric,
      rendement_net_net: z.nullable(numeric),
      cash_flow_net_net_mensuel: numeric,
    }),
  ),
  total: z.nullable(z.object({ resultat_fiscal: numeric, impot: numeric, prelevements_sociaux: numeric, cash_flow_net_net_mensuel: numeric })),
});
export type ApresImpot = z.infer<typeof apresImpotSchema>;

/** A box of form 2042: a whole number of euros. */
const box = z.int();

/**
 * The boxes of form 2042 (cadre 4) the owner types, following the notice of the income year
 * (server: earnings/declaration2042.ts): under the réel 4BA, 4BB, 4BC, 4BD; under the
 * micro-foncier 4BE (and 4BD), null when it does not apply; 4BN ticked when the rents stop.
 */
export const declaration2042Schema = z.object({
  reel: z.object({ '4BA': box, '4BB': box, '4BC': box, '4BD': box }),
  micro: z.nullable(z.object({ '4BE': box, '4BD': box })),
  '4BN': z.boolean(),
  /** The regime shown: the owner's choice (fiscalite), else the law's default. */
  regime: z.enum(['reel', 'micro']),
  regime_source: z.enum(['choix', 'defaut', 'plafond']),
  notice: z.string(),
});
export type Declaration2042 = z.infer<typeof declaration2042Schema>;

/** The furnished lets of the year, declared as BIC (form 2042-C-PRO), in whole euros (server: earnings/furnishedIncome.ts). */
export const furnishedSchema = z.object({
  biens: z.array(z.object({ IM_NOM: z.string(), quote_part: numeric, recettes: box, charges_connues: box })),
  /** The household's receipts, tenants' charges included. */
  recettes: box,
  regime: z.object({
    plafond: numeric,
    abattement_taux: numeric,
    abattement_minimum: numeric,
    case: z.literal('5ND'),
    source: z.string(),
    /** False when the ceiling of that year could not be checked against its notice. */
    confirme: z.boolean(),
  }),
  micro: z.nullable(z.object({ case: z.literal('5ND'), recettes: box, abattement: box, revenu_net: box })),
  /** Above the ceiling or au réel: an accountant's 2031 and 2033; the charges the data knows. */
  reel: z.nullable(z.object({ raison: z.enum(['plafond', 'choix']), charges_connues: box })),
});
export type Furnished = z.infer<typeof furnishedSchema>;

/** GET immeubles/revenusfonciers/{annee}: form 2044 line by line, the owner's share of each property. */
export const revenusFonciersSchema = z.object({
  annee: numeric,
  /** A year not over: recorded figures plus what the leases and loans schedule, an estimate. */
  previsionnel: z.boolean(),
  /** Each property's figures times the owner's share (quote_part, percent). */
  biens: z.array(z.object({ IM_NOM: z.string(), quote_part: numeric, ...incomeLines })),
  total: z.object(incomeLines),
  exclus: z.array(z.object({ IM_NOM: z.string(), raison: z.enum(EXCLUSION_REASONS) })),
  /**
   * The payments of the year on the statement that no lease covers: counted whole on line 211
   * (rent and charges cannot be told apart); the owner should attach them to a lease.
   */
  loyers_sans_bail: z.array(z.object({ IM_NOM: z.string(), date: isoDate, montant: numeric })),
  /**
   * A year before the first rent received on a property of the 2044: no statement figures and
   * no deficit of its own; its deficits are those the owner records (deficitsFonciers).
   */
  avant_premiers_loyers: z.boolean(),
  /** CGI art. 156 I 3°: when the charges exceed the receipts. */
  deficit: z.object({
    /** The part of this year's deficit (charges other than interest) that offsets global income. */
    imputable_revenu_global: numeric,
    /** Its ceiling this year: 10 700 €, up to 21 400 € with energy renovation works (2023 to 2025). */
    plafond: numeric,
    /** This year's own deficit carried forward (the interest part and what exceeds the ceiling). */
    reportable: numeric,
    /** Earlier deficits used against this year's income, by year of origin. */
    anterieurs_imputes: z.array(deficitOfYear),
    /** Every deficit still to carry after this year, by year of origin. */
    a_reporter: z.array(deficitOfYear),
  }),
  /** The taxable rental income after the earlier deficits, never below 0. */
  resultat: numeric,
  micro_foncier: z.object({
    /** The owner's share of the gross rents at or under the ceiling. */
    applicable: z.boolean(),
    /** The 30 % allowance. */
    abattement: numeric,
    revenu_net: numeric,
  }),
  /** The regime that taxes less, the deficit's offset of global income weighed in. */
  regime_le_plus_favorable: z.enum(['reel', 'micro']),
  /** The micro-foncier ceiling of gross rents (15 000 €). */
  plafond_micro: numeric,
  declaration_2042: declaration2042Schema,
  /** Null without a furnished let this year. */
  meubles: z.nullable(furnishedSchema),
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
  COP_GARAGE: z.nullable(z.string()),
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

// ---- The rent cycle: rents due, late rents ------------------------------------------------

/** paye: paid in full; partiel: part paid; impaye: nothing paid and due; a_venir: not yet due. */
export const RENT_STATUSES = ['paye', 'partiel', 'impaye', 'a_venir'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

/** GET loyers/echeances?mois=AAAA-MM: what each lease owed that month and what came in for it. */
export const rentDueSchema = z.object({
  bail_id: numeric,
  IM_NOM: z.string(),
  locataire: z.string(),
  /** AAAA-MM. */
  mois: z.string(),
  /** Its due date (AAAA-MM-JJ). */
  echeance: isoDate,
  /** loyer_hc + charges, prorated by days for a month the lease covers in part. */
  du: numeric,
  /** Of which the rent and the charges, apart (the quittance shows them so). */
  loyer_hc: numeric,
  charges: numeric,
  /** A regularization of charges recorded on the lease that month (art. 23), negative for a credit: du includes it; absent without one. */
  regularisation: z.optional(numeric),
  /** What the lease's payments bring to that month (a payment covers the oldest month still due first). */
  recu: numeric,
  reste: numeric,
  statut: z.enum(RENT_STATUSES),
  /** Days since the due date while not paid in full; 0 otherwise. */
  jours_retard: numeric,
  /** The day the month was paid in full (the last payment it took), or null. */
  paye_le: z.nullable(isoDate),
  /** The lease's earlier months past due and not paid in full, oldest first: what this month adds to. */
  arrieres: z.array(arrearSchema),
});
export type RentDue = z.infer<typeof rentDueSchema>;
export const rentsDueSchema = z.array(rentDueSchema);

/** GET loyers/retards: every month of a lease more than RETARD_JOURS days past due and not paid in full. */
export const lateRentSchema = z.pick(rentDueSchema, { bail_id: true, IM_NOM: true, locataire: true, mois: true, reste: true, jours_retard: true });
export type LateRent = z.infer<typeof lateRentSchema>;
export const lateRentsSchema = z.array(lateRentSchema);

/** GET documents/capacites: whether the api can e-mail a document (SMTP_URL set). */
export const documentCapabilitiesSchema = z.object({ envoi: z.boolean() });
export type DocumentCapabilities = z.infer<typeof documentCapabilitiesSchema>;

/** What the area e-mails to a tenant (the `envois` the api keeps, one per lease, document, month and part). */
export const ENVOI_DOCUMENTS = ['quittance', 'recu', 'relance', 'mise_en_demeure', 'revision'] as const;
export type EnvoiDocument = (typeof ENVOI_DOCUMENTS)[number];

/**
 * GET baux/{id}/envois: what was sent to a lease's tenant and when, newest first. `date`: when
 * it left (envoye), or the last attempt (echec); null while one is under way, or was cut short
 * by a stop (en_attente: not sent again on its own, the owner checks it).
 */
export const envoisSchema = z.array(
  z.object({
    document: z.enum(ENVOI_DOCUMENTS),
    /** The month (AAAA-MM). */
    periode: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
    date: z.nullable(z.string()),
    adresse: z.string(),
    resultat: z.enum(['envoye', 'echec', 'en_attente']),
  }),
);
export type Envoi = z.infer<typeof envoisSchema>[number];
