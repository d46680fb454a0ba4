/**
 * Loans with their schedules, as the earnings read them: each loan's terms (insurance turned
 * into a monthly amount), the property it finances (IM_NOM, else the property of its own
 * name) and its French amortization table from the immo contract (area-immo/contract), the
 * one place the loan maths live.
 */
import type { Db } from 'server-kit';
import { loanSchedule, monthlyInsurance, paidCount, type Echeance, type Echeancier, type LoanTerms } from '../../contract';

export interface Loan {
  id: number;
  nom: string;
  terms: LoanTerms;
  /** The property it finances (explicit, or the property of the loan's name), or null. */
  propertyId: number | null;
  IM_NOM: string | null;
  schedule: readonly Echeance[];
}

interface LoanSqlRow {
  id: number;
  nom: string;
  capital: number;
  taux: number;
  duree_mois: number;
  debut: string;
  insurance_monthly: number | null;
  insurance_rate: number | null;
  property_id: number | null;
  IM_NOM: string | null;
}

/** A loan's property: its explicit link, else the property that bears its name. */
const LOAN_SELECT = `
SELECT l.id, l.name AS nom, l.capital, l.annual_rate AS taux, l.duration_months AS duree_mois, l.start_date AS debut,
  l.insurance_monthly, l.insurance_rate, p.id AS property_id, p.name AS IM_NOM
FROM loans l
LEFT JOIN properties p ON p.id = COALESCE(l.property_id, (SELECT id FROM properties WHERE name = l.name))`;

/** Schedules depend on the terms only: kept by terms, so a read never recomputes an unchanged loan. */
const SCHEDULE_CACHE_MAX = 5000;

export function createLoanSchedules(db: Db) {
  const all = db.prepare<[], LoanSqlRow>(`${LOAN_SELECT} ORDER BY l.name`);
  const byName = db.prepare<[string], LoanSqlRow>(`${LOAN_SELECT} WHERE l.name = ?`);
  const ofProperty = db.prepare<{ id: number; name: string }, LoanSqlRow>(
    `${LOAN_SELECT} WHERE l.property_id = @id OR (l.property_id IS NULL AND l.name = @name) ORDER BY l.name`,
  );
  const schedules = new Map<string, Echeance[]>();

  const scheduleOf = (terms: LoanTerms): Echeance[] => {
    const key = `${terms.capital}|${terms.taux}|${terms.duree_mois}|${terms.debut}|${terms.assurance_mensuelle}`;
    let schedule = schedules.get(key);
    if (!schedule) {
      if (schedules.size >= SCHEDULE_CACHE_MAX) schedules.clear();
      schedule = loanSchedule(terms);
      schedules.set(key, schedule);
    }
    return schedule;
  };

  const loanOf = (r: LoanSqlRow): Loan => {
    const terms: LoanTerms = {
      capital: r.capital,
      taux: r.taux,
      duree_mois: r.duree_mois,
      debut: r.debut,
      assurance_mensuelle: monthlyInsurance(r.capital, r.insurance_monthly, r.insurance_rate),
    };
    return { id: r.id, nom: r.nom, terms, propertyId: r.property_id, IM_NOM: r.IM_NOM, schedule: scheduleOf(terms) };
  };

  return {
    /** Every loan, by name. */
    all: (): Loan[] => all.all().map(loanOf),
    byName(nom: string): Loan | undefined {
      const row = byName.get(nom);
      return row ? loanOf(row) : undefined;
    },
    /** The loans that finance a property, by name. */
    ofProperty: (id: number, name: string): Loan[] => ofProperty.all({ id, name }).map(loanOf),
  };
}

export type LoanSchedules = ReturnType<typeof createLoanSchedules>;

const byDb = new WeakMap<Db, LoanSchedules>();

/**
 * The loan schedules of `db`, one per database: the area's routes, bank statements and the
 * api's net worth and alldata read the same schedules, each computed once.
 */
export function loanSchedulesFor(db: Db): LoanSchedules {
  let loans = byDb.get(db);
  if (!loans) {
    loans = createLoanSchedules(db);
    byDb.set(db, loans);
  }
  return loans;
}

/** The schedule rows dated within [debut, fin] (ISO days). */
export function rowsWithin(schedule: readonly Echeance[], debut: string, fin: string): Echeance[] {
  return schedule.filter((r) => r.date >= debut && r.date <= fin);
}

/** GET immeubles/echeancier/{nom}: a loan's terms, its property, the instalments paid today and the table. */
export function echeancierOf(loan: Loan, today: string): Echeancier {
  const { terms, schedule } = loan;
  return {
    nom: loan.nom,
    capital: terms.capital,
    taux: terms.taux,
    duree_mois: terms.duree_mois,
    debut: terms.debut,
    assurance_mensuelle: terms.assurance_mensuelle,
    IM_NOM: loan.IM_NOM,
    payees: paidCount(schedule, today),
    echeances: [...schedule],
  };
}
