/** The loan table (/immeubles/tdb) as of a day: each loan's figures from its schedule, then the total row. */
import { balanceAfter, paidCount, sumOf, toCents, toEuros, TOTAL_ROW, type LoanRow } from '../../contract';
import type { Loan } from './loanSchedules';

export function loanRowOf({ terms, schedule }: Loan, today: string): LoanRow {
  const k = paidCount(schedule, today);
  return {
    total: terms.capital,
    int_du: sumOf(schedule.slice(k), 'interets'),
    // Capital and interest of every instalment; the insurance is not part of the loan's cost here.
    total_emp: toEuros(toCents(sumOf(schedule, 'capital')) + toCents(sumOf(schedule, 'interets'))),
    delai: terms.duree_mois - k,
    du: balanceAfter(terms, schedule, k),
  };
}

/** Loans by name (in the order given), then the total row: sums, and the longest delay. */
export function loanTable(loans: readonly Loan[], today: string): Record<string, LoanRow> {
  const out: Record<string, LoanRow> = {};
  const total = { total: 0, int_du: 0, total_emp: 0, du: 0 };
  let delai = 0;
  for (const loan of loans) {
    const row = loanRowOf(loan, today);
    out[loan.nom] = row;
    for (const key of ['total', 'int_du', 'total_emp', 'du'] as const) total[key] += toCents(row[key]);
    delai = Math.max(delai, row.delai);
  }
  out[TOTAL_ROW] = {
    total: toEuros(total.total),
    int_du: toEuros(total.int_du),
    total_emp: toEuros(total.total_emp),
    delai,
    du: toEuros(total.du),
  };
  return out;
}
