/**
 * What a document about one month of a lease prints, read from the rent cycle (rents/rentDue.ts):
 * the lease with its property and tenant, the owner, the month's figures, and today.
 */
import type { LeaseInfo, RentMonth } from '../rents/rentDue';

export interface Owner {
  nom: string;
  adresse: string;
}

export interface MonthFacts {
  lease: LeaseInfo;
  owner: Owner;
  month: RentMonth;
  /** The day the document is made (AAAA-MM-JJ). */
  today: string;
}

/** The property's address as printed: IM_ADRESSE, or the property's name when none is recorded. */
export function premisesOf(lease: LeaseInfo): string {
  return lease.IM_ADRESSE?.trim() || lease.IM_NOM;
}
