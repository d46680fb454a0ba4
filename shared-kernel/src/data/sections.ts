/**
 * The data's sections as they are written: one strict schema per section, shared by the
 * import file, the data api (/api/data) and the editing forms. A row is the import file's
 * row plus an optional numeric `id` (recettes: required, it is the recipe's number).
 * Unknown fields are refused, never dropped.
 *
 * Singleton: the api validates writes with it; the editing forms of the next issue will too.
 */
import { z } from 'zod';
import { PLACEMENT_TYPES, PROPERTY_TYPES, RECIPE_TYPES } from '../api/schemas';
import {
  amount,
  MISSING,
  nonNegativeNumber,
  oneOf,
  optionalDate,
  optionalText,
  ratePercent,
  requiredText,
  rowId,
  signedAmount,
  strictDate,
  strictFlag,
  strictNumber,
  text,
  wholeNumber,
} from './strict';

/** A row object: unknown fields refused with the list of accepted ones. */
function row<S extends z.ZodRawShape>(shape: S) {
  const accepted = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.length > 1 ? 'inconnus' : 'inconnu'} (champs acceptés : ${accepted})`
        : issue.code === 'invalid_type'
          ? 'un objet est attendu'
          : undefined,
  });
}

const id = rowId.optional();
const quarter = wholeNumber(1, 4, 'trimestre attendu : 1, 2, 3 ou 4');

/**
 * A property. LOYER_MOIS (rent of the last 12 months) is computed: accepted from old exports,
 * ignored. Every amount is 0 or more; the agency fee is at most the rent, the sale not before
 * the purchase.
 */
export const immoRow = row({
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
  IM_COMMENT: text.nullable(),
  /** Theoretical monthly rent. */
  loyerTheo: amount,
  LOYER_MOIS: amount.optional(),
  /** Lease start: the rent may be revised at each of its anniversaries. */
  IM_DATE_BAIL: optionalDate.optional(),
  /** The lease's reference IRL quarter (1 to 4), the one its revision clause names. */
  IM_TRIM_IRL: quarter.nullable().optional(),
})
  .refine((p) => p.IM_AGENCE <= p.IM_MT_LOYER, {
    error: "les honoraires d'agence ne peuvent pas dépasser le loyer",
    path: ['IM_AGENCE'],
  })
  .refine((p) => p.IM_DATE_VTE == null || p.IM_DATE_ACHAT == null || p.IM_DATE_VTE >= p.IM_DATE_ACHAT, {
    error: "la vente ne peut pas précéder l'achat",
    path: ['IM_DATE_VTE'],
  });

/** One rent payment received for a property (named by IM_NOM). */
export const rentPaymentRow = row({
  id,
  IM_NOM: requiredText,
  date: strictDate,
  montant: amount,
  /** Agency fee withheld on this payment (0 when managed directly). */
  honoraires: amount.default(0),
});

/**
 * Loan parameters (the loan table and schedule are computed from them). Its property is
 * IM_NOM, or when that is null the property of the loan's own name.
 */
export const loanRow = row({
  id,
  nom: requiredText.refine((v) => v !== 'total', { error: '« total » est réservé à la ligne de total' }),
  capital: amount,
  /** Annual rate in percent (1.85 for 1,85 %), 0 to 30. */
  taux: ratePercent,
  duree_mois: wholeNumber(1, 1200, 'nombre de mois attendu (entier de 1 à 1200)'),
  /** Loan start; the first instalment is due one month later. */
  debut: strictDate,
  /** Borrower's insurance: a monthly amount… */
  assurance_mensuelle: amount.nullable().optional(),
  /** …or a yearly rate in percent of the initial capital (0.36 for 0,36 %), not both. */
  assurance_taux: ratePercent.nullable().optional(),
  /** The property it finances. */
  IM_NOM: requiredText.nullable().optional(),
}).refine((l) => l.assurance_mensuelle == null || l.assurance_taux == null, {
  error: 'une seule assurance : un montant mensuel ou un taux, pas les deux',
  path: ['assurance_taux'],
});

/** The taxe foncière of a property for a year; `teom` is the household-waste part of `montant`. */
export const propertyTaxRow = row({
  id,
  IM_NOM: requiredText,
  annee: wholeNumber(1900, 2200, 'année attendue (de 1900 à 2200)'),
  montant: amount,
  /** Taxe d'enlèvement des ordures ménagères, included in `montant`. */
  teom: amount.default(0),
}).refine((t) => t.teom <= t.montant, { error: 'la TEOM est une part du montant : elle ne peut pas le dépasser', path: ['teom'] });

/** The INSEE rent reference index (IRL) of a quarter, as published. */
export const irlRow = row({
  id,
  annee: wholeNumber(1998, 2200, 'année attendue (de 1998 à 2200)'),
  trimestre: quarter,
  // About 145 in 2024 (100 in 1998): 10 000 leaves two centuries of inflation, and keeps revised rents finite.
  valeur: strictNumber.pipe(
    z
      .number()
      .positive({ error: 'indice positif attendu (ex. 145.17)' })
      .max(10_000, { error: 'indice trop grand (10 000 au plus)' }),
  ),
});

export const carExpenseRow = row({
  id,
  /** Vehicle name or category ("Assurance"). */
  groupe: requiredText,
  date: strictDate,
  /** Negative for a refund (an insurer's rebate, a returned part). */
  montant: signedAmount,
  libelle: optionalText,
});

/** A personal expense; `year` is derived from COP_DATE: accepted from old exports, ignored. */
export const expenseRow = row({
  id,
  COP_DATE: strictDate,
  COP_LIBELLE: text,
  /** Negative for a refund (an item returned, a reimbursement). */
  COP_MONT: signedAmount,
  /** Where the money went (shop, garage, service), or null. */
  COP_GARAGE: optionalText,
  year: strictNumber.optional(),
});

/** A holding; OP_DATE (purchase date) dates it in the cumulative charts. */
export const holdingRow = row({
  id,
  OP_BQ: requiredText,
  OP_NOM: requiredText,
  /** What the holding is worth today, or what its sale brought in. */
  OP_MT_VTE: amount,
  OP_MT_ACHAT: amount,
  OP_TYPE_PLCMT: oneOf(PLACEMENT_TYPES),
  OP_BENEF: requiredText,
  OP_DATE: strictDate,
});

/**
 * Rents by label. zod skips a "__proto__" key (JSON.parse makes it an own key): refused here,
 * before, rather than lost without a word.
 */
const rentsByLabel = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, '__proto__')) {
      ctx.addIssue({ code: 'custom', message: 'libellé réservé', path: ['__proto__'] });
    }
  })
  .pipe(
    // Negative for a correction (a rent paid twice and taken back).
    z.record(requiredText, signedAmount, {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? issue.input === undefined
            ? MISSING
            : 'objet attendu : { "libellé": montant }'
          : issue.code === 'invalid_key'
            ? 'libellé non vide attendu'
            : undefined,
    }),
  );

/** A crowdfunding brick and the rents it paid, by label. */
export const brickRow = row({
  id,
  nom: requiredText,
  achat: amount,
  /** Rents by label; a negative one corrects an earlier line. */
  loyers: rentsByLabel,
});

export const METERS = ['Herm', 'Fleurs'] as const;
/** kWh consumed over the period ending on `date`. */
export const energyReadingRow = row({
  id,
  compteur: oneOf(METERS),
  date: strictDate,
  kwh: nonNegativeNumber,
});

export const restaurantRow = row({
  id,
  TW_TITRE: requiredText,
  TW_TYPE: text,
  TW_VILLE: text,
  /** Price range as the owner writes it, e.g. "€€" or "25-35 €". */
  TW_TARIF: text,
});

export const recipeRow = row({
  id: rowId,
  titre: requiredText,
  note: wholeNumber(1, 5, 'note attendue : un entier de 1 à 5'),
  type: oneOf(RECIPE_TYPES),
  ingredients: z.array(row({ nom: text, poids: text }), { error: 'liste attendue' }),
  commentaire: z.array(row({ ligne: text }), { error: 'liste attendue' }),
});

/** Section name → row schema, in the order the import writes them (properties first). */
export const SECTION_SCHEMAS = {
  immos: immoRow,
  loyers: rentPaymentRow,
  emprunts: loanRow,
  taxesFoncieres: propertyTaxRow,
  voitures: carExpenseRow,
  depenses: expenseRow,
  opvcm: holdingRow,
  bricks: brickRow,
  energie: energyReadingRow,
  restaurants: restaurantRow,
  recettes: recipeRow,
  irl: irlRow,
} as const;

export type SectionName = keyof typeof SECTION_SCHEMAS;
export const SECTION_NAMES = Object.keys(SECTION_SCHEMAS) as SectionName[];

export function isSectionName(value: string): value is SectionName {
  return Object.prototype.hasOwnProperty.call(SECTION_SCHEMAS, value);
}

/** A validated row of a section (numbers as numbers, dates as YYYY-MM-DD, defaults filled). */
export type SectionRow<K extends SectionName> = z.output<(typeof SECTION_SCHEMAS)[K]>;
/** Validated dataset: every section optional. */
export type Dataset = { [K in SectionName]?: Array<SectionRow<K>> };

/** Fields computed from other data: accepted on input, never stored nor exported. */
export const DERIVED_FIELDS: { [K in SectionName]?: readonly string[] } = {
  immos: ['LOYER_MOIS'],
  depenses: ['year'],
};
