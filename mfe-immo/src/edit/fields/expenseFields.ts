/** A personal expense (/depenses). */
import type { FieldSpec } from 'shared-kernel/edit';
import { dayInYear } from '../dates';

export const EXPENSE_FIELDS: readonly FieldSpec[] = [
  { name: 'COP_DATE', label: 'Date', kind: 'date' },
  { name: 'COP_LIBELLE', label: 'Libellé', kind: 'text' },
  // The schema takes a negative amount as a refund: said here, so that the owner knows it.
  { name: 'COP_MONT', label: 'Montant (€)', kind: 'number', signed: true, hint: 'Négatif pour un remboursement (ex. -25)' },
  { name: 'COP_GARAGE', label: 'Garage', kind: 'text', nullable: true, hint: 'Garage, commerce ou service ; facultatif' },
];

/** A new expense is dated in the year shown, so that it shows in that year's list. */
export function newExpense(year: number, now?: Date): Record<string, unknown> {
  return { COP_DATE: dayInYear(year, now), COP_LIBELLE: '', COP_MONT: '', COP_GARAGE: '' };
}
