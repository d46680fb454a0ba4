/** The earnings reads (loan schedule, property sheet, rental-income statement), prepared once per app. */
import type { Db } from 'server-kit';
import type { ApresImpot, Bien, Echeancier, RentRevision, RevenusFonciers } from '../../contract';
import { createAfterTaxList } from './afterTaxList';
import { echeancierOf, type LoanSchedules } from './loanSchedules';
import { createPropertyEarnings } from './propertyEarnings';
import { createRentalIncome } from './rentalIncome';
import { createRentRevision } from './rentRevision';

export function createEarningsQueries(db: Db, loans: LoanSchedules) {
  const bien = createPropertyEarnings(db, loans);
  const revenusFonciers = createRentalIncome(db, loans);
  const revision = createRentRevision(db);
  const afterTax = createAfterTaxList(db, loans, bien);
  return {
    /** Each let property after tax over the last 12 months, and their total. */
    apresImpot: (today: string): ApresImpot => afterTax(today),
    /** Undefined for an unknown loan. */
    echeancier(nom: string, today: string): Echeancier | undefined {
      const loan = loans.byName(nom);
      return loan ? echeancierOf(loan, today) : undefined;
    },
    /** Undefined for an unknown property; `annee` null: the 12 months ending today. */
    bien: (nom: string, annee: number | null, today: string): Bien | undefined => bien(nom, annee, today),
    /** `today`: a year not over is an estimate. */
    revenusFonciers: (annee: number, today: string): RevenusFonciers => revenusFonciers(annee, today),
    /** Undefined for an unknown lease; null for one that ends before its revision takes effect. */
    revisionBail: (bailId: number, today: string): RentRevision | null | undefined => revision.ofLease(bailId, today),
  };
}

export type EarningsQueries = ReturnType<typeof createEarningsQueries>;
