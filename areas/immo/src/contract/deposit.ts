/**
 * The deposit of an ended lease (loi n° 89-462 du 6 juillet 1989, art. 22), rules both sides
 * compute: its deadline, the penalty of a late return, the share a copropriété lot may hold;
 * the deductions' rows and the payloads.
 */
import { z } from 'zod/mini';
import { amount, oneOf, optionalRowId, requiredText, rowId, strictRow } from 'contract-kit/data';
import { isoDate, numeric } from 'contract-kit/schemas';
import { addMonths } from './loans/schedule';

export interface DepositDeadline {
  /** The last day to return the deposit (AAAA-MM-JJ). */
  date: string;
  /** 1 when the move-out inspection matches the move-in, 2 otherwise. */
  months: 1 | 2;
}

/**
 * Art. 22: the deposit is returned within one month of the keys when the move-out
 * inspection matches the move-in (`edlConforme` = 1), within two months otherwise (not
 * matching, or not recorded: the longer delay).
 */
export function depositDeadline(keys: string, edlConforme: number | null | undefined): DepositDeadline {
  const months = edlConforme === 1 ? 1 : 2;
  return { date: addMonths(keys, months), months };
}

/**
 * Art. 22: past the deadline, the deposit still owed is increased by 10 % of the monthly
 * rent « en principal » (without charges) for each monthly period begun late. `returned`: the
 * day it was paid back, or today while it is not. In cents.
 */
export function latePenaltyCents(deadline: string, returned: string, monthlyRentCents: number): { months: number; cents: number } {
  let months = 0;
  while (addMonths(deadline, months) < returned) months += 1;
  return { months, cents: Math.round(monthlyRentCents * 0.1) * months };
}

/** Art. 22: for a lot in a copropriété, up to 20 % may be held until the syndic's yearly accounts. */
export const COPRO_HOLD_SHARE = 0.2;

/**
 * Why a deduction is kept, for form 2044: unpaid rent counts as rent received when it is kept,
 * repairs reduce the repair expense, charges recover charges; `provision_copro` is the share
 * held until the syndic's accounts.
 */
export const DEDUCTION_KINDS = ['reparations', 'loyers_impayes', 'charges', 'provision_copro', 'autre'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

/** A deduction kept from a lease's deposit (section retenuesDepot), justified by its label. */
export const depositDeductionRow = strictRow({
  id: optionalRowId,
  bail_id: rowId,
  libelle: requiredText,
  montant: amount,
  nature: z._default(oneOf(DEDUCTION_KINDS), 'autre'),
});

const deductionSchema = z.object({ libelle: z.string(), montant: numeric, nature: z.enum(DEDUCTION_KINDS) });

/** GET baux/{id}/depot. */
export const depositSchema = z.object({
  montant: numeric,
  /** The keys' day (cles_rendues_le, else the lease's end), or null while the lease runs. */
  cles_rendues_le: z.nullable(isoDate),
  date_limite: z.nullable(isoDate),
  restitue_le: z.nullable(isoDate),
  restitue: z.nullable(numeric),
  retenues: z.array(deductionSchema),
  /** What the owner owes for a late return (10 % of the monthly rent per month begun), 0 on time. */
  penalite: numeric,
  /** Past the deadline and not returned, or returned after it. */
  en_retard: z.boolean(),
  /** The most a copropriété lot may hold until the syndic's accounts (20 %), 0 for another lot. */
  retenue_copro_max: numeric,
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST baux/{id}/depot: the keys, the inspection and the return, with each deduction. */
export const returnDepositSchema = z.strictObject({
  cles_rendues_le: isoDate,
  edl_conforme: z.union([z.literal(0), z.literal(1)]),
  restitue_le: isoDate,
  restitue: z.number().check(z.gte(0)),
  retenues: z._default(
    z.array(z.strictObject({ libelle: z.string().check(z.trim(), z.minLength(1)), montant: z.number().check(z.positive()), nature: z.enum(DEDUCTION_KINDS) })),
    [],
  ),
});
export type ReturnDeposit = z.input<typeof returnDepositSchema>;
