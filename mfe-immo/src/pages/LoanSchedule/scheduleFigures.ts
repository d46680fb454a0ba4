/** What the schedule page derives from the api's schedule: today's position, the years, the simulation's input. */
import { formatDate } from 'shared-kernel';
import { sumOf, type EarlyRepayment, type Echeancier, type EcheanceRow, type LoanTerms } from 'area-immo/contract';

/** Capital still due today, as the loan table (/emprunt) computes it. */
export function capitalDueToday(e: Echeancier): number {
  return e.payees > 0 ? e.echeances[e.payees - 1]!.restant_du : e.capital;
}

export interface LoanSummary {
  capitalDu: number;
  payees: number;
  restantes: number;
  interetsRestants: number;
}

export function loanSummary(e: Echeancier): LoanSummary {
  return {
    capitalDu: capitalDueToday(e),
    payees: e.payees,
    restantes: e.duree_mois - e.payees,
    interetsRestants: sumOf(e.echeances.slice(e.payees), 'interets'),
  };
}

export interface YearGroup {
  year: number;
  rows: EcheanceRow[];
  capital: number;
  interets: number;
}

/** The instalments by calendar year, oldest first. */
export function byYear(rows: readonly EcheanceRow[]): YearGroup[] {
  const groups = new Map<number, EcheanceRow[]>();
  for (const r of rows) {
    const y = Number(r.date.slice(0, 4));
    groups.set(y, [...(groups.get(y) ?? []), r]);
  }
  return [...groups].map(([year, list]) => ({ year, rows: list, capital: sumOf(list, 'capital'), interets: sumOf(list, 'interets') }));
}

export const loanTerms = (e: Echeancier): LoanTerms => ({
  capital: e.capital,
  taux: e.taux,
  duree_mois: e.duree_mois,
  debut: e.debut,
  assurance_mensuelle: e.assurance_mensuelle,
});

export type RepaymentKind = 'partiel' | 'total';

export interface SimulationInput {
  date: string;
  montant: string;
  kind: RepaymentKind;
  choix: EarlyRepayment['choix'];
}

export type SimulationCheck = { ok: true; repayment: EarlyRepayment } | { ok: false; errors: Partial<Record<'date' | 'montant', string>> };

/** "30 000,50" or "30000.5" → 30000.5; NaN for anything else. */
export function parseAmount(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The form checked: an amount above 0 (a partial repayment), a date within the loan. */
export function checkSimulation(input: SimulationInput, e: Echeancier): SimulationCheck {
  const errors: Partial<Record<'date' | 'montant', string>> = {};
  const last = e.echeances.at(-1)?.date ?? e.debut;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) errors.date = 'Indiquez une date.';
  else if (input.date < e.debut || input.date >= last) {
    errors.date = `Choisissez une date pendant l'emprunt : du ${formatDate(e.debut)} à la veille de la dernière échéance (${formatDate(last)}).`;
  }
  const amount = input.kind === 'total' ? Number.POSITIVE_INFINITY : parseAmount(input.montant);
  if (input.kind === 'partiel' && !(amount > 0)) errors.montant = 'Indiquez un montant supérieur à 0 (par exemple 20 000).';
  if (errors.date || errors.montant) return { ok: false, errors };
  return { ok: true, repayment: { date: input.date, montant: amount, choix: input.choix } };
}
