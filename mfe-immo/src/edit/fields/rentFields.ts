/**
 * « Encaisser un loyer »: the property chosen fills the amount and the agency fee. The amount is
 * what its lease still owes for the month the payment goes to (the recap's `reste_du`); without
 * a lease, its theoretical rent. The hint says which.
 */
import { numberText, type FieldSpec, type FormValues } from 'shared-kernel/edit';
import type { LeaseOwing } from 'area-immo/contract';
import { rentDueHint } from '../../rents/owing';

/** What the rent form needs of a property: the recap's entries and the stored rows both have it. */
export interface RentedProperty {
  IM_NOM: string;
  loyerTheo: number;
  IM_AGENCE: number;
  /** What its lease running today owes; null without one; absent from a backend that does not say. */
  reste_du?: LeaseOwing | null;
}

/** The amount offered: what the lease owes for the month the payment goes to, else the theoretical rent. */
export const rentAmountOf = (property: RentedProperty): number => (property.reste_du ? property.reste_du.reste : property.loyerTheo);

export function rentFields(properties: readonly RentedProperty[], year: number = new Date().getFullYear()): FieldSpec[] {
  return [
    { name: 'IM_NOM', label: 'Bien', kind: 'select', options: properties.map((p) => ({ value: p.IM_NOM, label: p.IM_NOM })) },
    { name: 'date', label: 'Date', kind: 'date' },
    {
      name: 'montant',
      label: 'Montant (€)',
      kind: 'number',
      hintOf: (values: FormValues) => rentDueHint(properties.find((p) => p.IM_NOM === values.IM_NOM)?.reste_du, year),
    },
    { name: 'honoraires', label: "Honoraires d'agence (€)", kind: 'number', hint: '0 si le bien est géré sans agence' },
  ];
}

/** Today's payment of `property`: what is due (or its theoretical rent), its monthly agency fee. */
export function rentPrefill(property: RentedProperty, today: string): Record<string, unknown> {
  return { IM_NOM: property.IM_NOM, date: today, montant: rentAmountOf(property), honoraires: property.IM_AGENCE };
}

/** When another property is chosen, the amount and the fee become that property's. */
export function followProperty(properties: readonly RentedProperty[]) {
  return (changed: string, values: FormValues): FormValues => {
    if (changed !== 'IM_NOM') return values;
    const property = properties.find((p) => p.IM_NOM === values.IM_NOM);
    return property ? { ...values, montant: numberText(rentAmountOf(property)), honoraires: numberText(property.IM_AGENCE) } : values;
  };
}
