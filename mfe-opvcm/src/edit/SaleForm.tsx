/** « Vendre »: records what a holding's sale brought in, the rest of the holding unchanged. */
import { RowForm, type StoredRow } from 'shared-kernel/edit';
import { opvcmSections } from 'area-opvcm/contract';
import { saleFields } from './fields/saleFields';

export interface SaleFormProps {
  holding: StoredRow<typeof opvcmSections.opvcm>;
  onDone(): void;
  onCancel(): void;
}

export function SaleForm({ holding, onDone, onCancel }: SaleFormProps) {
  // Everything but the sale amount is sent back as it is (a PUT replaces the whole row).
  const { id, OP_MT_VTE: _current, ...unchanged } = holding;
  return (
    <RowForm
      section={opvcmSections.opvcm}
      fields={saleFields(holding)}
      initial={holding}
      id={id}
      extra={unchanged}
      title={`Vendre « ${holding.OP_NOM} » (${holding.OP_BQ})`}
      savedMessage={`Vente de « ${holding.OP_NOM} » enregistrée.`}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
