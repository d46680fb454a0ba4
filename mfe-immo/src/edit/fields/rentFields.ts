/** « Encaisser un loyer »: the property chosen fills the amount and the agency fee. */
import { numberText, type FieldSpec, type FormValues } from 'shared-kernel';

/** What the rent form needs of a property: the recap's entries and the stored rows both have it. */
export interface RentedProperty {
  IM_NOM: string;
  loyerTheo: number;
  IM_AGENCE: number;
}

export function rentFields(properties: readonly RentedProperty[]): FieldSpec[] {
  return [
    { name: 'IM_NOM', label: 'Bien', kind: 'select', options: properties.map((p) => ({ value: p.IM_NOM, label: p.IM_NOM })) },
    { name: 'date', label: 'Date', kind: 'date' },
    { name: 'montant', label: 'Montant (€)', kind: 'number', hint: 'Prérempli avec le loyer théorique du bien' },
    { name: 'honoraires', label: "Honoraires d'agence (€)", kind: 'number', hint: '0 si le bien est géré sans agence' },
  ];
}

/** Today's payment of `property`: its theoretical rent, less its monthly agency fee. */
export function rentPrefill(property: RentedProperty, today: string): Record<string, unknown> {
  return { IM_NOM: property.IM_NOM, date: today, montant: property.loyerTheo, honoraires: property.IM_AGENCE };
}

/** When another property is chosen, the amount and the fee become that property's. */
export function followProperty(properties: readonly RentedProperty[]) {
  return (changed: string, values: FormValues): FormValues => {
    if (changed !== 'IM_NOM') return values;
    const property = properties.find((p) => p.IM_NOM === values.IM_NOM);
    return property ? { ...values, montant: numberText(property.loyerTheo), honoraires: numberText(property.IM_AGENCE) } : values;
  };
}
