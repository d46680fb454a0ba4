/** A car expense (/carsdetail): a vehicle or a category, such as « Assurance ». */
import type { FieldSpec } from 'shared-kernel/edit';
import { dayInYear } from '../dates';

export const CAR_FIELDS: readonly FieldSpec[] = [
  { name: 'groupe', label: 'Véhicule ou catégorie', kind: 'text', hint: 'Par exemple « Assurance »' },
  { name: 'date', label: 'Date', kind: 'date' },
  // The schema takes a negative amount as a refund (an insurer's rebate): said here.
  { name: 'montant', label: 'Montant (€)', kind: 'number', signed: true, hint: 'Négatif pour un remboursement (ex. -25)' },
  { name: 'libelle', label: 'Libellé', kind: 'text', nullable: true },
];

/** A new expense of the year shown. */
export function newCarExpense(year: number, now?: Date): Record<string, unknown> {
  return { groupe: '', date: dayInYear(year, now), montant: '', libelle: '' };
}
