/** A charge of a property (section chargesBiens), by the line of form 2044 it goes on. */
import type { FieldSpec } from 'shared-kernel/edit';
import type { ChargeCategory } from 'area-immo/contract';
import { dayInYear } from '../dates';

/** Each category as the owner chooses it: what it is and the line of form 2044 it fills. */
export const CHARGE_CATEGORY_LABELS: Readonly<Record<ChargeCategory, string>> = {
  frais_gestion: "Frais d'administration et de gestion (ligne 221)",
  assurance: 'Assurance (ligne 223)',
  travaux: "Travaux de réparation, d'entretien et d'amélioration (ligne 224)",
  travaux_energie: 'Travaux de rénovation énergétique (ligne 224)',
  charges_non_recuperees: 'Charges récupérables non récupérées (ligne 225)',
  provisions_copro: 'Provisions pour charges de copropriété (ligne 229)',
  regularisation_copro: 'Régularisation des provisions de copropriété (ligne 230)',
  subvention: 'Subvention reçue (ligne 213)',
};

/** In the order of the form's lines. */
const CATEGORY_ORDER: readonly ChargeCategory[] = [
  'subvention',
  'frais_gestion',
  'assurance',
  'travaux',
  'travaux_energie',
  'charges_non_recuperees',
  'provisions_copro',
  'regularisation_copro',
];

const categoryField: FieldSpec = {
  name: 'categorie',
  label: 'Catégorie',
  kind: 'select',
  options: CATEGORY_ORDER.map((c) => ({ value: c, label: CHARGE_CATEGORY_LABELS[c] })),
  hint: 'La ligne de la déclaration 2044 où le montant compte',
};

/**
 * The fields of a charge; without `propertyNames` the property is fixed by the screen (a
 * property's sheet) and sent apart, not asked.
 */
export function chargeFields(propertyNames?: readonly string[]): FieldSpec[] {
  return [
    ...(propertyNames ? [{ name: 'IM_NOM', label: 'Bien', kind: 'select', options: propertyNames.map((n) => ({ value: n, label: n })) } satisfies FieldSpec] : []),
    { name: 'date', label: 'Date', kind: 'date', hint: 'Le jour du paiement : il fixe l’année de la déclaration' },
    categoryField,
    { name: 'montant', label: 'Montant (€)', kind: 'number', hint: 'Toujours positif : la catégorie dit s’il s’ajoute aux recettes ou aux charges' },
    { name: 'libelle', label: 'Libellé', kind: 'text', nullable: true, hint: 'Facultatif (ex. « Remplacement de la chaudière »)' },
  ];
}

/** A new charge dated in the year shown (today in the current year), for the property given or the first one. */
export function newCharge(property: string, year?: number, now: Date = new Date()): Record<string, unknown> {
  return { IM_NOM: property, date: dayInYear(year ?? now.getFullYear(), now), categorie: 'travaux', montant: '', libelle: '' };
}
