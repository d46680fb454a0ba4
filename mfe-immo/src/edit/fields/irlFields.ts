/** The fields of an IRL quarter (section `irl`): the year, the quarter, the index as INSEE publishes it. */
import type { FieldSpec } from 'shared-kernel/edit';

export const IRL_FIELDS: readonly FieldSpec[] = [
  { name: 'annee', label: 'Année', kind: 'number', step: '1' },
  { name: 'trimestre', label: 'Trimestre', kind: 'select', options: [1, 2, 3, 4].map((q) => ({ value: String(q), label: `T${q}` })) },
  { name: 'valeur', label: 'Indice', kind: 'number', hint: "Tel que l'INSEE le publie (base 100 au 4e trimestre 1998), ex. 145,77" },
];

/** The quarter after the newest stored, its index to type: the one INSEE publishes next. */
export function nextQuarter(newest: { annee: number; trimestre: number } | undefined, thisYear: number): Record<string, unknown> {
  if (!newest) return { annee: thisYear, trimestre: 1, valeur: '' };
  return newest.trimestre === 4 ? { annee: newest.annee + 1, trimestre: 1, valeur: '' } : { annee: newest.annee, trimestre: newest.trimestre + 1, valeur: '' };
}
