/** « Vendre »: the sale date and price; the property is then sold (IM_VENDU 1) and leaves Liste Appt. */
import { RowForm, type StoredRow } from 'shared-kernel/edit';
import { isoDay } from '../../edit/dates';
import { SALE_FIELDS, saleExtra, saleInitial } from '../../edit/fields/propertyFields';
import { immoSections } from 'area-immo/contract';

export function SaleForm({ property, onClose }: { property: StoredRow<typeof immoSections.immos>; onClose(): void }) {
  return (
    <RowForm
      section={immoSections.immos}
      fields={SALE_FIELDS}
      initial={saleInitial(property, isoDay())}
      extra={saleExtra(property)}
      id={property.id}
      title={`Vendre « ${property.IM_NOM} »`}
      savedMessage="Bien vendu."
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
