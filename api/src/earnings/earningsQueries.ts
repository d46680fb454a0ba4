/** The earnings reads (loan schedule, property sheet, rental-income statement), prepared once per app. */
import type { Db } from '../db/open';
import type { Bien, Echeancier, RevenusFonciers } from '../contracts';
import { echeancierOf, type LoanSchedules } from './loanSchedules';
import { createPropertyEarnings } from './propertyEarnings';
import { createRentalIncome } from './rentalIncome';

export function createEarningsQueries(db: Db, loans: LoanSchedules) {
  const bien = createPropertyEarnings(db, loans);
  const revenusFonciers = createRentalIncome(db, loans);
  return {
    /** Undefined for an unknown loan. */
    echeancier(nom: string, today: string): Echeancier | undefined {
      const loan = loans.byName(nom);
      return loan ? echeancierOf(loan, today) : undefined;
    },
    /** Undefined for an unknown property; `annee` null: the 12 months ending today. */
    bien: (nom: string, annee: number | null, today: string): Bien | undefined => bien(nom, annee, today),
    revenusFonciers: (annee: number): RevenusFonciers => revenusFonciers(annee),
  };
}

export type EarningsQueries = ReturnType<typeof createEarningsQueries>;
