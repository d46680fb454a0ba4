/**
 * What a document about one month of a lease prints, read from the rent cycle (rents/rentDue.ts):
 * the lease with its property and tenant, the owner, the month's figures, and today.
 */
import type { LeaseInfo, RentMonth } from '../rents/rentDue';

export interface Owner {
  nom: string;
  adresse: string;
}

/** What every letter prints: the lease (tenant, premises), the owner and the day it is made (AAAA-MM-JJ). */
export interface LetterFacts {
  lease: LeaseInfo;
  owner: Owner;
  today: string;
}

export interface MonthFacts extends LetterFacts {
  month: RentMonth;
}

/** The property's address as printed: IM_ADRESSE, or the property's name when none is recorded. */
export function premisesOf(lease: LeaseInfo): string {
  return lease.IM_ADRESSE?.trim() || lease.IM_NOM;
}
