/**
 * One property's lines of form 2044 for a year (notice 2044, revenus 2025), in cents, times the
 * owner's share. The form takes whole euros: each line is rounded to the euro on its own, and
 * the totals (215, 240, 261), the deficit and the result are worked out from the rounded lines,
 * so that the statement adds up as the owner copies it.
 */
import type { Form2044Line, Form2044Lines } from '../../contract';

/** What a property brought and cost over the year, whole property, in cents. */
export interface PropertyYear {
  /** Rents received (211): the rent part of each payment. */
  loyers: number;
  /** The charge part of those payments: not on the 2044, a receipt in BIC. */
  chargesLocataires: number;
  /** Subsidies received (213). */
  subventions: number;
  /** Agency fees withheld on the rents (221). */
  honoraires: number;
  /** Other management fees (221). */
  fraisGestion: number;
  /** Landlord's insurance (223). */
  assurance: number;
  /** Repair, upkeep and improvement works, energy renovation included (224). */
  travaux: number;
  /** Recoverable charges not recovered from the tenant (225). */
  chargesNonRecuperees: number;
  /** Taxe foncière without its TEOM (227): the TEOM is the tenant's to pay back. */
  taxeFonciere: number;
  /** Condominium provisions paid (229). */
  provisionsCopro: number;
  /** Last year's provisions trued up (230, subtracted). */
  regularisationCopro: number;
  /** Loan interest (250). */
  interets: number;
  /** Borrower's insurance (250). */
  assuranceEmprunt: number;
}

/** Line 222: a flat 20 € per property let during the year (CGI art. 31 I 1° e). */
export const FLAT_FEE_PER_PROPERTY = 2000;

export const emptyYear = (): PropertyYear => ({
  loyers: 0,
  chargesLocataires: 0,
  subventions: 0,
  honoraires: 0,
  fraisGestion: 0,
  assurance: 0,
  travaux: 0,
  chargesNonRecuperees: 0,
  taxeFonciere: 0,
  provisionsCopro: 0,
  regularisationCopro: 0,
  interets: 0,
  assuranceEmprunt: 0,
});

/** The property's lines, each figure times `sharePercent` / 100; line 222 when it was let. */
export function linesOf(year: PropertyYear, sharePercent: number): Form2044Lines {
  // The share, then to the nearest euro (every line is 0 or more).
  const part = (cents: number) => Math.round((cents * sharePercent) / 10_000) * 100;
  const l211 = part(year.loyers);
  const l213 = part(year.subventions);
  const charges = {
    '221': part(year.honoraires + year.fraisGestion),
    '222': year.loyers > 0 ? part(FLAT_FEE_PER_PROPERTY) : 0,
    '223': part(year.assurance),
    '224': part(year.travaux),
    '225': part(year.chargesNonRecuperees),
    '226': 0,
    '227': part(year.taxeFonciere),
    '228': 0,
    '229': part(year.provisionsCopro),
  };
  const l230 = part(year.regularisationCopro);
  const l240 = Object.values(charges).reduce((a, b) => a + b, 0) - l230;
  const l250 = part(year.interets + year.assuranceEmprunt);
  const l215 = l211 + l213;
  return { '211': l211, '213': l213, '215': l215, ...charges, '230': l230, '240': l240, '250': l250, '261': l215 - l240 - l250 };
}

/** Line by line sum. */
export function addLines(a: Form2044Lines, b: Form2044Lines): Form2044Lines {
  return Object.fromEntries(Object.keys(a).map((k) => [k, a[k as Form2044Line] + b[k as Form2044Line]])) as Form2044Lines;
}
