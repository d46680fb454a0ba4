/** The fields of a brick (section `bricks`) and of one of its rent lines. */
import type { FieldSpec } from 'shared-kernel/edit';

export const BRICK_FIELDS: readonly FieldSpec[] = [
  { name: 'nom', label: 'Nom de la brick', kind: 'text' },
  { name: 'achat', label: 'Achat (€)', kind: 'number' },
];

/** A rent line: « Loyers 2024 » → 112,50 €; a negative amount corrects an earlier line. */
export const RENT_LINE_FIELDS = [
  { name: 'libelle', label: 'Libellé', kind: 'text' },
  { name: 'montant', label: 'Montant (€)', kind: 'number' },
] as const satisfies readonly FieldSpec[];

export const newBrick = (): Record<string, unknown> => ({ nom: '', achat: '', loyers: {} });
