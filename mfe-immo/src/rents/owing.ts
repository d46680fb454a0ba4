/**
 * What a lease owes, in words: the rent entry's hint (« Reste dû pour novembre : 544,73 € »),
 * a month's arrears on the leases page (« dont 544,73 € de novembre »), the months a property
 * has not fully paid. The figures are the api's (rents/rentDue.ts); here only how they read.
 */
import { formatEuro } from 'shared-kernel';
import type { Arrear, LeaseOwing } from 'area-immo/contract';
import { monthLabel } from './months';

/** « novembre » for a month of `year`, else « décembre 2025 ». */
export function monthWord(mois: string, year: number): string {
  const label = monthLabel(mois);
  return Number(mois.slice(0, 4)) === year ? label.replace(/ \d{4}$/, '') : label;
}

/** « de novembre », « d’octobre », « d’août 2025 »: the French elision before a vowel. */
export function ofMonth(mois: string, year: number): string {
  const word = monthWord(mois, year);
  return /^[aeiouy]/i.test(word) ? `d’${word}` : `de ${word}`;
}

/** « dont 544,73 € de novembre », « dont 200,00 € d’octobre et 844,73 € de novembre »; '' without arrears. */
export function arrearsClause(arrieres: readonly Arrear[], year: number): string {
  if (arrieres.length === 0) return '';
  const parts = arrieres.map((a) => `${formatEuro(a.reste)} ${ofMonth(a.mois, year)}`);
  const last = parts.pop()!;
  return `dont ${parts.length > 0 ? `${parts.join(', ')} et ${last}` : last}`;
}

/**
 * The hint of « Encaisser un loyer »'s amount: what the lease still owes for the month the
 * payment goes to; without a lease (null), or from a backend that does not say (undefined),
 * the theoretical rent, saying so.
 */
export function rentDueHint(owing: LeaseOwing | null | undefined, year: number): string {
  if (owing === undefined) return 'Prérempli avec le loyer théorique du bien';
  if (owing === null) return 'Aucun bail en cours : prérempli avec le loyer théorique du bien';
  if (!owing.mois) return 'Rien ne reste dû sur ce bail';
  return `Reste dû pour ${monthWord(owing.mois, year)} : ${formatEuro(owing.reste)}`;
}
