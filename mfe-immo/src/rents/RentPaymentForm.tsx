/** « Encaisser un loyer »: one rent received, for the property chosen (/recap and /loyers), at what its lease still owes. */
import { useMemo } from 'react';
import { RowForm } from 'shared-kernel/edit';
import { isoDay } from '../edit/dates';
import { followProperty, rentFields, rentPrefill, type RentedProperty } from '../edit/fields/rentFields';
import { immoSections } from 'area-immo/contract';

export interface RentPaymentFormProps {
  /** The properties rents can be received for (the unsold ones). */
  properties: readonly RentedProperty[];
  /** The property chosen first; the first one otherwise. */
  name?: string;
  onClose(): void;
}

export function RentPaymentForm({ properties, name, onClose }: RentPaymentFormProps) {
  const fields = useMemo(() => rentFields(properties), [properties]);
  const first = properties.find((p) => p.IM_NOM === name) ?? properties[0];
  if (!first) return <p>Aucun bien en location : aucun loyer à encaisser.</p>;
  return (
    <RowForm
      section={immoSections.loyers}
      fields={fields}
      initial={rentPrefill(first, isoDay())}
      derive={followProperty(properties)}
      title="Encaisser un loyer"
      savedMessage="Loyer encaissé."
      onDone={onClose}
      onCancel={onClose}
    />
  );
}
