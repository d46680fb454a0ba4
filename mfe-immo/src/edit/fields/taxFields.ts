/** The taxe foncière of a property for a year. */
import type { FieldSpec } from 'shared-kernel/edit';

export function taxFields(propertyNames: readonly string[]): FieldSpec[] {
  return [
    { name: 'IM_NOM', label: 'Bien', kind: 'select', options: propertyNames.map((n) => ({ value: n, label: n })) },
    { name: 'annee', label: 'Année', kind: 'number', step: '1' },
    { name: 'montant', label: 'Montant (€)', kind: 'number', hint: 'TEOM comprise, comme sur l’avis' },
    { name: 'teom', label: 'dont TEOM (€)', kind: 'number', hint: 'Taxe d’enlèvement des ordures ménagères ; 0 si non indiquée' },
  ];
}

/** A new tax of the year shown, for the first property; the amount is typed. */
export function newTax(propertyNames: readonly string[], year: number): Record<string, unknown> {
  return { IM_NOM: propertyNames[0] ?? '', annee: year, montant: '', teom: 0 };
}
