/**
 * Shape of an import file (and of the demo dataset): one optional array per section.
 * Sections the front-end reads are validated with the shared-kernel schemas; the others
 * (rent payments, loans, car expenses, energy, property tax) have small import-only schemas.
 */
import { z } from 'zod';
import {
  brickSchema,
  expenseSchema,
  immoSchema,
  isoDate,
  numeric,
  opvcmSchema,
  recipeSchema,
  restaurantSchema,
} from '../kernel';

/** A property; LOYER_MOIS is computed from the rent payments, so it is optional and ignored. */
export const importImmoSchema = immoSchema.extend({ LOYER_MOIS: numeric.optional() });

/** One rent payment received for a property. */
export const rentPaymentSchema = z.object({
  IM_NOM: z.string().min(1),
  date: isoDate,
  montant: numeric,
  /** Agency fee withheld on this payment (0 when managed directly). */
  honoraires: numeric.default(0),
});

/** Loan parameters; the loan table is computed from them. */
export const loanSchema = z.object({
  nom: z.string().min(1).refine((v) => v !== 'total', { message: '« total » est réservé à la ligne de total' }),
  capital: numeric.pipe(z.number().nonnegative()),
  /** Annual rate in percent (1.85 for 1,85 %). */
  taux: numeric.pipe(z.number().nonnegative()),
  duree_mois: numeric.pipe(z.number().int().positive()),
  /** Loan start; the first instalment is due one month later. */
  debut: isoDate,
});

export const carExpenseSchema = z.object({
  /** Vehicle name or category ("Assurance"). */
  groupe: z.string().min(1),
  date: isoDate,
  montant: numeric,
  libelle: z.string().nullable().optional(),
});

/** A personal expense; `year` is derived from COP_DATE, so it is optional. */
export const importExpenseSchema = expenseSchema.extend({
  year: numeric.optional(),
  COP_GARAGE: z.string().nullable().optional(),
});

/** A holding; OP_DATE (purchase date) dates it in the cumulative charts. */
export const importOpvcmSchema = opvcmSchema.extend({ OP_DATE: isoDate });

export const METERS = ['Herm', 'Fleurs'] as const;
export const energyReadingSchema = z.object({
  compteur: z.enum(METERS),
  /** Day the reading was taken: the kWh count for the period ending that day. */
  date: isoDate,
  kwh: numeric.pipe(z.number().nonnegative()),
});

export const propertyTaxSchema = z.object({
  IM_NOM: z.string().min(1),
  annee: numeric.pipe(z.number().int().min(1900).max(2200)),
  montant: numeric,
});

export const SECTION_SCHEMAS = {
  immos: importImmoSchema,
  loyers: rentPaymentSchema,
  emprunts: loanSchema,
  voitures: carExpenseSchema,
  depenses: importExpenseSchema,
  opvcm: importOpvcmSchema,
  bricks: brickSchema,
  energie: energyReadingSchema,
  taxesFoncieres: propertyTaxSchema,
  restaurants: restaurantSchema,
  recettes: recipeSchema,
} as const;

export type SectionName = keyof typeof SECTION_SCHEMAS;
export const SECTION_NAMES = Object.keys(SECTION_SCHEMAS) as SectionName[];

/** Validated dataset: every section optional; a present section replaces its table. */
export type Dataset = { [K in SectionName]?: Array<z.output<(typeof SECTION_SCHEMAS)[K]>> };
/** What a caller may write (numbers, not numeric strings; defaults may be left out). */
export type DatasetInput = { [K in SectionName]?: Array<z.input<(typeof SECTION_SCHEMAS)[K]>> };

/**
 * Keys that must be unique inside a section (a duplicate is refused with its row numbers).
 * Returns the key of a row, or null when the section has no uniqueness rule.
 */
export const UNIQUE_KEYS: { [K in SectionName]?: { label: string; key: (row: z.output<(typeof SECTION_SCHEMAS)[K]>) => string } } = {
  immos: { label: 'IM_NOM', key: (r) => r.IM_NOM },
  emprunts: { label: 'nom', key: (r) => r.nom },
  bricks: { label: 'nom', key: (r) => r.nom },
  recettes: { label: 'id', key: (r) => String(r.id) },
  energie: { label: 'compteur + date', key: (r) => `${r.compteur} ${r.date.slice(0, 10)}` },
  taxesFoncieres: { label: 'IM_NOM + annee', key: (r) => `${r.IM_NOM} ${r.annee}` },
};

/** Date fields of each section: they must be real calendar days (2024-02-30 is refused). */
export const DATE_FIELDS: { [K in SectionName]?: readonly string[] } = {
  immos: ['IM_FIN_PRET', 'IM_DATE_ACHAT', 'IM_DATE_VTE'],
  loyers: ['date'],
  emprunts: ['debut'],
  voitures: ['date'],
  depenses: ['COP_DATE'],
  opvcm: ['OP_DATE'],
  energie: ['date'],
};

export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
