/**
 * Payload schemas for every call of the dashboard's api. The embedded api, its
 * import command and the front-ends all validate with these, so they cannot drift.
 *
 * Numbers are lenient on input (the owner's legacy PHP backend sends numeric strings) and
 * always numbers on output.
 */
import { z } from 'zod';

/** A finite number, also accepted as a numeric string ("1234.5"). */
export const numeric = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
  z.number().finite(),
);

/** A 0/1 flag, also accepted as "0"/"1" or a boolean. */
export const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)]),
);

/** ISO date (YYYY-MM-DD, time part tolerated), or null when unknown. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'date attendue au format AAAA-MM-JJ');
export const optionalDate = isoDate.nullable();

export const PROPERTY_TYPES = ['PROP', 'PRINC', 'NUE', 'INDI'] as const;
export const propertyType = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyType>;

export const PLACEMENT_TYPES = ['AUTRE', 'ACT', 'ASSV', 'ASSV0', 'PEA'] as const;
export const placementType = z.enum(PLACEMENT_TYPES);
export type PlacementType = z.infer<typeof placementType>;

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

export const opvcmSchema = z.object({
  OP_BQ: z.string().min(1),
  OP_NOM: z.string().min(1),
  OP_MT_VTE: numeric,
  OP_MT_ACHAT: numeric,
  OP_TYPE_PLCMT: placementType,
  OP_BENEF: z.string().min(1),
});
export type Opvcm = z.infer<typeof opvcmSchema>;

export const allDataSchema = z.object({
  immos: z.array(immoSchema),
  opvcm: z.array(opvcmSchema),
});
export type AllData = z.infer<typeof allDataSchema>;

/**
 * What alldata is checked against on arrival: two lists. At 100× the demo data they hold
 * 6 000 objects, and validating all of them took most of a page's first frame; each reader
 * validates only the list it shows (allData.ts).
 */
export const allDataEnvelopeSchema = z.object({
  immos: z.array(z.unknown()),
  opvcm: z.array(z.unknown()),
});

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

// ---- Holdings ---------------------------------------------------------------------------

export const bankEntrySchema = z.object({
  NOM: z.string(),
  Solde: numeric,
  nbre: numeric,
  Diff: numeric,
});
export type BankEntry = z.infer<typeof bankEntrySchema>;
export const bankListSchema = z.array(bankEntrySchema);

export const bankBalanceSchema = z.object({ NOM: z.string(), Solde: numeric });
export type BankBalance = z.infer<typeof bankBalanceSchema>;

export const bubbleDatumSchema = z.object({ id: z.string(), value: numeric });
export type BubbleDatum = z.infer<typeof bubbleDatumSchema>;

export const brickSchema = z.object({
  nom: z.string(),
  achat: numeric,
  loyers: z.record(z.string(), numeric),
});
export type Brick = z.infer<typeof brickSchema>;

// ---- Legacy graph payloads: axes as "[a,b,c]" strings, series as JSON strings ----------

export const graphEdfSchema = z.object({
  axeHerm: z.string(),
  serieHerm: z.string(),
  axeFleurs: z.string(),
  serieFleurs: z.string(),
  axeFleursMois: z.string(),
  serieFleursMois: z.string(),
});
export type GraphEdf = z.infer<typeof graphEdfSchema>;

export const graphAxeSerieSchema = z.object({ axe: z.string(), serie: z.string() });
export type GraphAxeSerie = z.infer<typeof graphAxeSerieSchema>;

export const graphFonciereSchema = z.object({ axe_fonciere: z.string(), serie_fonciere: z.string() });
export type GraphFonciere = z.infer<typeof graphFonciereSchema>;

export const graphDepensesSchema = z.object({ axe_depenses: z.string(), serie_depenses: z.string() });
export type GraphDepenses = z.infer<typeof graphDepensesSchema>;

export const bricksListeSchema = z.object({
  bricks: z.array(brickSchema),
  graph: z.object({ axes: z.string(), loyer: z.string(), achat: z.string() }),
});
export type BricksListe = z.infer<typeof bricksListeSchema>;

// ---- Leisure ------------------------------------------------------------------------------

export const restaurantSchema = z.object({
  TW_TITRE: z.string(),
  TW_TYPE: z.string(),
  TW_VILLE: z.string(),
  /** Price range as the owner writes it, e.g. "€€" or "25-35 €". */
  TW_TARIF: z.string(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;
export const restaurantsSchema = z.array(restaurantSchema);

export const RECIPE_TYPES = ['salée', 'dessert', 'pâte'] as const;
export const recipeSchema = z.object({
  id: numeric.pipe(z.number().int().positive()),
  titre: z.string().min(1),
  note: numeric.pipe(z.number().int().min(1).max(5)),
  type: z.enum(RECIPE_TYPES),
  ingredients: z.array(z.object({ nom: z.string(), poids: z.string() })),
  commentaire: z.array(z.object({ ligne: z.string() })),
});
export type Recipe = z.infer<typeof recipeSchema>;
export const recipesSchema = z.array(recipeSchema);

export const imageListSchema = z.array(z.string());
export const uploadResultSchema = z.object({ result: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const mailSchema = z.unknown();

/** GET /api/capabilities of the embedded api (the legacy backend has no such route). */
export const capabilitiesSchema = z.object({
  /** The /api/data writes exist. */
  write: z.boolean(),
  /** The caller holds the owner's session. */
  signedIn: z.boolean(),
  /** Every route but the sign-in needs that session. */
  signInRequired: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

// ---- Movie database ------------------------------------------------------------------------

export const movieSchema = z.object({
  id: z.number().int(),
  original_title: z.string(),
  title: z.string().optional(),
  overview: z.string(),
  release_date: z.string(),
  poster_path: z.string().nullable(),
  vote_count: z.number(),
  vote_average: z.number(),
  genre_ids: z.array(z.number().int()).optional(),
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type Movie = z.infer<typeof movieSchema>;
export const moviePageSchema = z.object({
  page: z.number().int(),
  results: z.array(movieSchema),
  total_pages: z.number().int(),
  total_results: z.number().int(),
});
export type MoviePage = z.infer<typeof moviePageSchema>;

/**
 * /api/or: the gold price in euros per troy ounce (31,1034768 g) and per gram. `source` is
 * `en-direct` (from the feed) or `derniere-valeur` (the feed fails: the last known value, of
 * `date`). No value at all: `payload: null` (200).
 */
export const goldPriceSchema = z.object({
  eurParOnce: numeric,
  eurParGramme: numeric,
  date: z.string(),
  source: z.enum(['en-direct', 'derniere-valeur']),
});
export type GoldPrice = z.infer<typeof goldPriceSchema>;

/** Genre list of the /films genre search (movie-database ids), 0 meaning "no genre chosen". */
export const GENRES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 0, name: '' },
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];
