/**
 * The yearly regularization of a lease's charges (loi n° 89-462 du 6 juillet 1989, art. 23):
 * the recoverable charges of a property and year (décret n° 87-713 du 26 août 1987), what the
 * tenant's part of them is, set against the provisions he paid, and the balance recorded on the
 * lease. Rows and payloads; the computation is the server's (server/settlement/).
 */
import { z } from 'zod/mini';
import { amount, oneOf, requiredText, rowId, signedAmount, strictDate, strictRow, wholeNumber, optionalRowId } from 'contract-kit/data';
import { isoDate, numeric } from 'contract-kit/schemas';

/**
 * The kinds of recoverable charges: the recoverable part of the syndic's yearly statement of
 * the lot, then the headings of the décret 87-713's list for what the owner pays himself.
 * `teom` is never entered here: it comes from the taxe foncière (taxesFoncieres.teom).
 */
export const RECOVERABLE_NATURES = [
  'copropriete',
  'ascenseur',
  'eau_chauffage',
  'installations_individuelles',
  'parties_communes',
  'espaces_exterieurs',
  'hygiene',
  'equipements_divers',
  'taxes_redevances',
] as const;
export type RecoverableNature = (typeof RECOVERABLE_NATURES)[number] | 'teom';

/** How the statement names each kind (the décret's headings, I to VIII). */
export const RECOVERABLE_NATURE_LABELS: Record<RecoverableNature, string> = {
  copropriete: 'Charges de copropriété récupérables',
  ascenseur: 'Ascenseurs et monte-charge (I)',
  eau_chauffage: 'Eau froide, eau chaude et chauffage collectif (II)',
  installations_individuelles: 'Installations individuelles (III)',
  parties_communes: 'Parties communes intérieures (IV)',
  espaces_exterieurs: 'Espaces extérieurs (V)',
  hygiene: 'Hygiène (VI)',
  equipements_divers: 'Équipements divers (VII)',
  taxes_redevances: 'Impositions et redevances (VIII)',
  teom: "Taxe d'enlèvement des ordures ménagères (VIII)",
};

const year = wholeNumber(1900, 2200, 'année attendue (de 1900 à 2200)');

/** A recoverable charge of a property for a year (section chargesRecuperables). */
export const recoverableChargeRow = strictRow({
  id: optionalRowId,
  IM_NOM: requiredText,
  annee: year,
  nature: oneOf(RECOVERABLE_NATURES),
  libelle: requiredText,
  montant: amount,
});

/**
 * A regularization recorded on a lease (section regularisationsCharges): its balance, due
 * (positive) or credited (negative) from `a_partir_de` (AAAA-MM-JJ, its month), at once or in
 * twelve monthly parts (art. 23: the tenant's right when it comes after the end of the
 * following year). One per lease and year.
 */
export const chargeSettlementRow = strictRow({
  id: optionalRowId,
  bail_id: rowId,
  annee: year,
  solde: signedAmount,
  a_partir_de: strictDate,
  mensualites: wholeNumber(1, 12, 'nombre de mensualités attendu : 1 ou 12').check(z.refine((n) => n === 1 || n === 12, { error: 'nombre de mensualités attendu : 1 ou 12' })),
});

/** One kind of charge on the statement: the year's amount and the lease's part of it. */
export const settlementChargeSchema = z.object({
  nature: z.enum([...RECOVERABLE_NATURES, 'teom']),
  libelle: z.string(),
  montant: numeric,
  part: numeric,
});

/** GET baux/{id}/regularisation/{annee}. */
export const chargeSettlementSchema = z.object({
  bail_id: numeric,
  annee: numeric,
  /** Days the lease ran in the year, of `jours_annee` (365 or 366). */
  jours: numeric,
  jours_annee: numeric,
  charges: z.array(settlementChargeSchema),
  total: numeric,
  /** The charge part of the year's payments (as line 211 splits them). */
  provisions: numeric,
  /** total − provisions: owed by the tenant when positive, refunded to him when negative. */
  solde: numeric,
  /** The year's recoverable charges over twelve months. */
  nouvelle_provision: numeric,
  /** Regularized after the end of the following year: the tenant may pay by twelfths (art. 23). */
  tardive: z.boolean(),
  /** The regularization recorded, or null. */
  enregistree: z.nullable(z.object({ solde: numeric, a_partir_de: isoDate, mensualites: numeric })),
});
export type ChargeSettlement = z.infer<typeof chargeSettlementSchema>;

/** GET baux/regularisations: each lease's first regularization due (oldest year not recorded). */
export const settlementsDueSchema = z.array(
  z.object({ bail_id: numeric, IM_NOM: z.string(), locataire: z.string(), annee: numeric }),
);
export type SettlementDue = z.infer<typeof settlementsDueSchema>[number];

/** POST baux/{id}/regularisation/{annee}: « Régulariser ». */
export const settleChargesSchema = z.strictObject({
  /** The month the balance is due or credited from, and the new provision applies (AAAA-MM-JJ). */
  a_partir_de: isoDate,
  /** Spread over twelve months. */
  etaler: z._default(z.boolean(), false),
  /** Apply the proposed provision from `a_partir_de` (a revision with the rent unchanged). */
  appliquer_provision: z._default(z.boolean(), true),
});
export type SettleCharges = z.input<typeof settleChargesSchema>;
