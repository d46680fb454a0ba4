/** A loan's parameters (/emprunt): the loan table and its schedule are computed from them. */
import type { FieldSpec } from 'shared-kernel/edit';

/** The empty choice of the property select: the loan then finances the property of its own name. */
export const OWN_NAME_PROPERTY = '— Le bien du même nom';

export function loanFields(propertyNames: readonly string[]): FieldSpec[] {
  return [
    { name: 'nom', label: 'Nom', kind: 'text', hint: 'Sans bien choisi ci-dessous, l’emprunt finance le bien de ce nom' },
    { name: 'capital', label: 'Capital emprunté (€)', kind: 'number' },
    { name: 'taux', label: 'Taux annuel (%)', kind: 'number', hint: 'Par exemple 1,85 ; de 0 à 30' },
    { name: 'duree_mois', label: 'Durée (mois)', kind: 'number', step: '1' },
    { name: 'debut', label: 'Début', kind: 'date', hint: 'La première échéance tombe un mois plus tard' },
    {
      name: 'assurance_mensuelle',
      label: 'Assurance mensuelle (€)',
      kind: 'number',
      nullable: true,
      hint: 'Facultatif ; ou bien un taux ci-dessous, pas les deux',
    },
    {
      name: 'assurance_taux',
      label: "Taux d'assurance annuel (%)",
      kind: 'number',
      nullable: true,
      hint: 'Du capital emprunté, par exemple 0,36 ; facultatif',
    },
    {
      name: 'IM_NOM',
      label: 'Bien financé',
      kind: 'select',
      nullable: true,
      options: [{ value: '', label: OWN_NAME_PROPERTY }, ...propertyNames.map((n) => ({ value: n, label: n }))],
    },
  ];
}

/** A new loan starts today over twenty years; the owner types its name, capital and rate. */
export function newLoan(today: string): Record<string, unknown> {
  return { nom: '', capital: '', taux: '', duree_mois: 240, debut: today, assurance_mensuelle: null, assurance_taux: null, IM_NOM: null };
}
