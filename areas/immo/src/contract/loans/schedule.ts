/**
 * The French amortization table (constant instalments), in whole cents as a bank keeps it:
 * each month's interest is the balance times the monthly rate, rounded to the cent; the
 * capital part is the instalment minus that interest; the last month pays what is left. So
 * the capital column sums to the capital exactly.
 *
 * Singleton: the api builds the schedules, the loan table and the yearly figures with it,
 * and mfe-immo simulates an early repayment with it; both must compute the same table.
 */

export interface LoanTerms {
  /** Capital borrowed, in euros. */
  capital: number;
  /** Annual rate in percent (1.85 for 1,85 %). */
  taux: number;
  duree_mois: number;
  /** Loan start (YYYY-MM-DD); instalment n falls n months later. */
  debut: string;
  /** Insurance paid with each instalment, in euros. */
  assurance_mensuelle: number;
}

export interface Echeance {
  n: number;
  date: string;
  /** capital + interets + assurance. */
  mensualite: number;
  capital: number;
  interets: number;
  assurance: number;
  /** Capital still due once this instalment is paid. */
  restant_du: number;
}

export const toCents = (euros: number): number => Math.round(euros * 100);
export const toEuros = (cents: number): number => cents / 100;

/** The monthly insurance: the amount given, or the yearly rate on the initial capital / 12. */
export function monthlyInsurance(capital: number, mensuelle: number | null | undefined, taux: number | null | undefined): number {
  if (mensuelle != null) return mensuelle;
  if (taux != null) return toEuros(toCents((capital * taux) / 100 / 12));
  return 0;
}

/** `iso` plus `months`, kept to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The instalment (capital and interest) that repays `cents` in `months` at `monthlyRate`, in cents. */
export function instalmentCents(cents: number, monthlyRate: number, months: number): number {
  if (months <= 0) return cents;
  if (monthlyRate === 0) return Math.ceil(cents / months);
  return Math.round((cents * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

export interface AmortizeFrom {
  /** Capital still due, in cents, before instalment `firstN`. */
  balance: number;
  /** Annual rate in percent. */
  taux: number;
  /** Number of the first instalment, and its date's offset from `debut`. */
  firstN: number;
  debut: string;
  /** Capital and interest of each instalment, in cents. */
  instalment: number;
  /** At most this many instalments (the last pays what is left). */
  months: number;
  assurance: number;
}

/** The rows from instalment `firstN` until the balance is paid (or `months` have passed). */
export function amortize({ balance, taux, firstN, debut, instalment, months, assurance }: AmortizeFrom): Echeance[] {
  const rate = taux / 1200;
  const insurance = toCents(assurance);
  const rows: Echeance[] = [];
  let left = balance;
  for (let i = 0; i < months && left > 0; i++) {
    const interest = Math.round(left * rate);
    const last = i === months - 1 || instalment - interest >= left;
    const principal = last ? left : Math.max(instalment - interest, 0);
    left -= principal;
    rows.push({
      n: firstN + i,
      date: addMonths(debut, firstN + i),
      mensualite: toEuros(principal + interest + insurance),
      capital: toEuros(principal),
      interets: toEuros(interest),
      assurance: toEuros(insurance),
      restant_du: toEuros(left),
    });
  }
  return rows;
}

/** The whole schedule of a loan: one row per month. */
export function loanSchedule(terms: LoanTerms): Echeance[] {
  const balance = toCents(terms.capital);
  return amortize({
    balance,
    taux: terms.taux,
    firstN: 1,
    debut: terms.debut,
    instalment: instalmentCents(balance, terms.taux / 1200, terms.duree_mois),
    months: terms.duree_mois,
    assurance: terms.assurance_mensuelle,
  });
}

/** Instalments paid on `today`: those dated on or before it. */
export function paidCount(schedule: readonly Echeance[], today: string): number {
  let k = 0;
  while (k < schedule.length && schedule[k]!.date <= today) k++;
  return k;
}

/** The capital still due after `paid` instalments. */
export function balanceAfter(terms: LoanTerms, schedule: readonly Echeance[], paid: number): number {
  return paid === 0 ? terms.capital : schedule[paid - 1]!.restant_du;
}

/** Sum of one column over some rows, to the cent. */
export function sumOf(rows: readonly Echeance[], column: 'mensualite' | 'capital' | 'interets' | 'assurance'): number {
  return toEuros(rows.reduce((total, r) => total + toCents(r[column]), 0));
}
