/**
 * An early repayment (remboursement anticipé), partial or total, made on a date: it lands
 * right after the instalments paid by then. The indemnity (IRA, Code de la consommation
 * L313-47 / R313-25) is the lower of six months of interest on the amount repaid at the
 * loan's rate and 3 % of the capital still due before the repayment.
 *
 * Singleton: mfe-immo's loan schedule simulates with it; its tests check it apart.
 */
import {
  amortize,
  balanceAfter,
  instalmentCents,
  paidCount,
  sumOf,
  toCents,
  toEuros,
  type Echeance,
  type LoanTerms,
} from './schedule';

/** After a partial repayment: keep the instalment and end sooner, or keep the end and pay less. */
export type RepaymentChoice = 'duree' | 'mensualite';

export interface EarlyRepayment {
  date: string;
  /** Capital repaid, in euros; the whole capital due (or more) makes it a total repayment. */
  montant: number;
  choix: RepaymentChoice;
}

export interface RepaymentOutcome {
  /** Instalments paid before the repayment. */
  paid: number;
  /** Capital due on that date, before the repayment. */
  capitalDu: number;
  /** Capital actually repaid (at most the capital due). */
  rembourse: number;
  total: boolean;
  indemnite: number;
  /** Which cap set the indemnity, and both caps (to show the comparison). */
  indemniteCas: 'six_mois' | 'trois_pourcent';
  sixMois: number;
  troisPourcent: number;
  /** The instalments after the repayment (none for a total repayment). */
  nouvelles: Echeance[];
  /** Interest of the original instalments after the date, minus that of the new ones. */
  interetsEconomises: number;
  /** Monthly instalments left: before and after. */
  moisAvant: number;
  moisApres: number;
  /** Instalment (capital and interest) before and after. */
  mensualiteAvant: number;
  mensualiteApres: number;
}

/** The indemnity: min(6 months of interest on `repaid`, 3 % of `due`), to the cent. */
export function repaymentIndemnity(
  repaid: number,
  due: number,
  taux: number,
): { montant: number; cas: 'six_mois' | 'trois_pourcent'; sixMois: number; troisPourcent: number } {
  const sixMois = toEuros(toCents((repaid * taux) / 100 / 2));
  const troisPourcent = toEuros(toCents(due * 0.03));
  return sixMois <= troisPourcent
    ? { montant: sixMois, cas: 'six_mois', sixMois, troisPourcent }
    : { montant: troisPourcent, cas: 'trois_pourcent', sixMois, troisPourcent };
}

export function simulateRepayment(terms: LoanTerms, schedule: readonly Echeance[], r: EarlyRepayment): RepaymentOutcome {
  const paid = paidCount(schedule, r.date);
  const due = balanceAfter(terms, schedule, paid);
  const rembourse = Math.min(Math.max(r.montant, 0), due);
  const total = toCents(rembourse) >= toCents(due);
  const indemnity = repaymentIndemnity(rembourse, due, terms.taux);
  const before = schedule.slice(paid);
  const left = toCents(due) - toCents(rembourse);
  const monthsLeft = before.length;
  const oldInstalment = before.length > 0 ? toCents(before[0]!.capital + before[0]!.interets) : 0;
  const instalment = r.choix === 'duree' ? oldInstalment : instalmentCents(left, terms.taux / 1200, monthsLeft);
  const nouvelles = total
    ? []
    : amortize({
        balance: left,
        taux: terms.taux,
        firstN: paid + 1,
        debut: terms.debut,
        instalment,
        months: monthsLeft,
        assurance: terms.assurance_mensuelle,
      });
  return {
    paid,
    capitalDu: due,
    rembourse,
    total,
    indemnite: indemnity.montant,
    indemniteCas: indemnity.cas,
    sixMois: indemnity.sixMois,
    troisPourcent: indemnity.troisPourcent,
    nouvelles,
    interetsEconomises: toEuros(toCents(sumOf(before, 'interets')) - toCents(sumOf(nouvelles, 'interets'))),
    moisAvant: monthsLeft,
    moisApres: nouvelles.length,
    mensualiteAvant: toEuros(oldInstalment),
    mensualiteApres: nouvelles.length > 0 ? toEuros(toCents(nouvelles[0]!.capital + nouvelles[0]!.interets)) : 0,
  };
}
