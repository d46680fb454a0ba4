/**
 * The « Vendre » form's one field. A holding's OP_MT_VTE is its sale amount: the card's
 * figure, the bank's « Solde » on /listebybk and the « Vente » of « Plus-value » (vente −
 * achat). Recording a sale replaces it with what the sale brought in.
 */
import { formatEuro } from 'shared-kernel';
import { type FieldSpec, type StoredRow } from 'shared-kernel/edit';
import type { opvcmSections } from 'area-opvcm/contract';

export function saleFields(holding: StoredRow<typeof opvcmSections.opvcm>): readonly FieldSpec[] {
  return [
    {
      name: 'OP_MT_VTE',
      label: 'Montant de la vente (€)',
      kind: 'number',
      hint:
        `Ce que la vente a rapporté. Il remplace le montant de vente actuel (${formatEuro(holding.OP_MT_VTE)}) ` +
        `dans le solde de ${holding.OP_BQ} et dans la plus-value (vente moins achat de ${formatEuro(holding.OP_MT_ACHAT)}).`,
    },
  ];
}
