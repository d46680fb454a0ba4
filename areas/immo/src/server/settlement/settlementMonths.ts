/**
 * How a recorded regularization reaches the rent cycle (loi du 6 juillet 1989, art. 23): its
 * balance is added to the amount due of the month of `a_partir_de`, or in twelve equal monthly
 * parts from it (each the balance / 12 rounded to the cent, the last one the rest, so the parts
 * add up to the balance). A negative balance is a credit set against the rents that follow.
 */
import { monthIndex, parseIsoDay } from 'server-kit';

export interface RecordedSettlement {
  a_partir_de: string;
  /** In cents: positive, owed by the tenant; negative, refunded to him. */
  solde: number;
  mensualites: number;
}

/** Month index → the regularization due that month, in cents (every recorded one added). */
export function settlementPartsByMonth(settlements: readonly RecordedSettlement[]): Map<number, number> {
  const parts = new Map<number, number>();
  for (const s of settlements) {
    const { year, month } = parseIsoDay(s.a_partir_de);
    const first = monthIndex(year, month);
    const count = s.mensualites === 12 ? 12 : 1;
    const each = Math.round(s.solde / count);
    for (let k = 0; k < count; k++) {
      const part = k === count - 1 ? s.solde - each * (count - 1) : each;
      parts.set(first + k, (parts.get(first + k) ?? 0) + part);
    }
  }
  return parts;
}
