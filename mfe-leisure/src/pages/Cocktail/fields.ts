/** The form of the cocktail settings: French labels, grouped as a host would think of them. */
import type { SettingKey } from '../../cocktail/settings';

export interface FieldDef {
  key: SettingKey;
  label: string;
  unit?: string;
}

export interface FieldGroup {
  legend: string;
  fields: FieldDef[];
}

export const FIELD_GROUPS: FieldGroup[] = [
  {
    legend: 'Invités',
    fields: [
      { key: 'nbPersonnes', label: 'Nombre de personnes' },
      { key: 'nbBuveurs', label: 'Nombre de buveurs' },
      { key: 'nbCoupesByBuveur', label: 'Coupes par buveur' },
      { key: 'coupeEnCl', label: 'Contenance d’une coupe', unit: 'cl' },
      { key: 'margeSecurity', label: 'Marge de sécurité', unit: '%' },
    ],
  },
  {
    legend: 'Dosage par coupe',
    fields: [
      { key: 'soupeChamp', label: 'Champagne', unit: 'cl' },
      { key: 'soupeAdjuv1', label: 'Adjuvant 1', unit: 'cl' },
      { key: 'soupeAdjuv2', label: 'Adjuvant 2', unit: 'cl' },
      { key: 'soupeAdjuv3', label: 'Adjuvant 3', unit: 'cl' },
      { key: 'soupeAdjuv4', label: 'Adjuvant 4', unit: 'cl' },
    ],
  },
  {
    legend: 'Volume des bouteilles',
    fields: [
      { key: 'volumeBoutChamp', label: 'Bouteille de champagne', unit: 'L' },
      { key: 'volumeBoutAdjuv1', label: 'Bouteille d’adjuvant 1', unit: 'L' },
      { key: 'volumeBoutAdjuv2', label: 'Bouteille d’adjuvant 2', unit: 'L' },
      { key: 'volumeBoutAdjuv3', label: 'Bouteille d’adjuvant 3', unit: 'L' },
      { key: 'volumeBoutAdjuv4', label: 'Bouteille d’adjuvant 4', unit: 'L' },
    ],
  },
];

/** The accessible label of a field, its unit included: "Contenance d’une coupe (cl)". */
export const fieldLabel = (f: FieldDef) => (f.unit ? `${f.label} (${f.unit})` : f.label);
