import type { BankEntry } from 'area-opvcm/contract';

/**
 * A bank's percentage is its Diff divided by the sum of all Diff, rounded
 * (in points). null when the Diff add up to 0 (no share can be computed).
 */
export function bankShares(entries: readonly BankEntry[]): Array<number | null> {
  const total = entries.reduce((s, e) => s + e.Diff, 0);
  if (Math.abs(total) < 0.005) return entries.map(() => null);
  return entries.map((e) => Math.round((100 * e.Diff) / total));
}

export interface BankTotals {
  Solde: number;
  nbre: number;
  Diff: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function bankTotals(entries: readonly BankEntry[]): BankTotals {
  return {
    Solde: cents(entries.reduce((s, e) => s + e.Solde, 0)),
    nbre: entries.reduce((s, e) => s + e.nbre, 0),
    Diff: cents(entries.reduce((s, e) => s + e.Diff, 0)),
  };
}
