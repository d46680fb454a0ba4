/** The fields of a holding (section `opvcm`), as the owner reads them on the cards. */
import type { FieldSpec } from 'shared-kernel/edit';
import { PLACEMENT_TYPES, type PlacementType } from 'area-opvcm/contract';
import { PLACEMENT_FILTERS } from '../../holdings/placementFilters';

/** What each type stands for, as the filter buttons' tooltips say it (AUTRE has no button). */
const TYPE_NAMES: Record<PlacementType, string> = {
  AUTRE: 'Autre placement',
  ...Object.fromEntries(PLACEMENT_FILTERS.filter((f) => f.id !== 'ALL').map((f) => [f.id, f.description])),
} as Record<PlacementType, string>;

// The code first, as the cards show it: on a phone the select cuts the end of the label.
export const PLACEMENT_TYPE_OPTIONS = PLACEMENT_TYPES.map((t) => ({ value: t, label: `${t} : ${TYPE_NAMES[t]}` }));

export const HOLDING_FIELDS: readonly FieldSpec[] = [
  // In the schema's order: with several fields wrong, the message shown is at the first one.
  { name: 'OP_BQ', label: 'Banque', kind: 'text' },
  { name: 'OP_NOM', label: 'Nom du placement', kind: 'text' },
  { name: 'OP_TYPE_PLCMT', label: 'Type de placement', kind: 'select', options: PLACEMENT_TYPE_OPTIONS },
  { name: 'OP_BENEF', label: 'Bénéficiaire', kind: 'text' },
  { name: 'OP_MT_ACHAT', label: 'Montant de l’achat (€)', kind: 'number' },
  // OP_MT_VTE is the card's big figure, the bank's « Solde » and the « Vente » of the plus-value.
  {
    name: 'OP_MT_VTE',
    label: 'Montant de vente (€)',
    kind: 'number',
    hint: 'Ce que vaut le placement aujourd’hui, ou ce que sa vente a rapporté.',
  },
  // Unknown for a holding brought from the old site: it then counts from the day it was recorded.
  {
    name: 'OP_DATE',
    label: 'Date d’achat',
    kind: 'date',
    nullable: true,
    hint: 'Vide si elle est inconnue : le patrimoine compte alors le placement depuis le jour de sa saisie.',
  },
  // With both, the net worth (/patrimoine) values the holding at parts × the price of QUOTES_URL.
  { name: 'isin', label: 'ISIN', kind: 'text', nullable: true, hint: 'Facultatif : 2 lettres, 9 lettres ou chiffres, 1 chiffre (ex. FR0000120271), pour le cours' },
  { name: 'parts', label: 'Nombre de parts', kind: 'number', nullable: true, step: 'any', hint: 'Facultatif : avec l’ISIN, le patrimoine compte parts × cours' },
];

/** The defaults of a new holding: the type of the current selection, bought today. */
export function newHolding(type: PlacementType, today: string): Record<string, unknown> {
  return { OP_NOM: '', OP_BQ: '', OP_TYPE_PLCMT: type, OP_BENEF: '', OP_MT_ACHAT: '', OP_MT_VTE: '', OP_DATE: today, isin: '', parts: '' };
}
