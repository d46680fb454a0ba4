/** A loan's parameters (/emprunt): the loan table is computed from them. */
import type { FieldSpec } from 'shared-kernel';

export const LOAN_FIELDS: readonly FieldSpec[] = [
  { name: 'nom', label: 'Nom', kind: 'text', hint: 'Le nom du bien financé : l’emprunt lui est lié' },
  { name: 'capital', label: 'Capital emprunté (€)', kind: 'number' },
  { name: 'taux', label: 'Taux annuel (%)', kind: 'number', hint: 'Par exemple 1,85' },
  { name: 'duree_mois', label: 'Durée (mois)', kind: 'number', step: '1' },
  { name: 'debut', label: 'Début', kind: 'date', hint: 'La première échéance tombe un mois plus tard' },
];

/** A new loan starts today over twenty years; the owner types its name, capital and rate. */
export function newLoan(today: string): Record<string, unknown> {
  return { nom: '', capital: '', taux: '', duree_mois: 240, debut: today };
}
