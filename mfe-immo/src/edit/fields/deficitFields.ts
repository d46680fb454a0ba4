/** A rental deficit of a year before the data starts (section deficitsFonciers), still to carry forward. */
import type { FieldSpec } from 'shared-kernel/edit';

export const DEFICIT_FIELDS: readonly FieldSpec[] = [
  { name: 'annee', label: "Année d'origine", kind: 'number', step: '1', hint: 'L’année où le déficit est né : il s’impute jusqu’à la 10e année suivante' },
  { name: 'montant', label: 'Montant restant à reporter (€)', kind: 'number', hint: 'Ce qui reste de ce déficit au début de vos données' },
];

/** A new deficit of the year before the one shown; the amount is typed. */
export function newDeficit(year: number): Record<string, unknown> {
  return { annee: year - 1, montant: '' };
}
