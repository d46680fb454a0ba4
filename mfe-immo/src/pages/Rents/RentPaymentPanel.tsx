/** « Encaisser un loyer » on the rent recap: one button above the cards, the form in its place. */
import { useMemo } from 'react';
import { Button, VisuallyHidden, useEndpoint } from 'shared-kernel';
import { recapLoyers, type RecapImmo } from 'area-immo/contract';
import { RentPaymentForm } from '../../rents/RentPaymentForm';
import { isMainResidence } from '../../rents/rentRules';

/** The form asked for, and for which property; `key` makes each request a fresh form. */
export interface RentRequest {
  name?: string;
  key: number;
}

export interface RentPaymentPanelProps {
  request: RentRequest | null;
  onRequest(request: RentRequest | null): void;
}

export function RentPaymentPanel({ request, onRequest }: RentPaymentPanelProps) {
  const recap = useEndpoint(recapLoyers);
  // The main residence receives no rent: not offered.
  const properties = useMemo(() => (recap.data ? Object.values(recap.data.immos).filter((immo) => !isMainResidence(immo)) : []), [recap.data]);
  // The recap shows its own loading and errors; the button waits for its properties.
  if (!recap.data) return null;
  if (!request) {
    return (
      <Button type="button" onClick={() => onRequest({ key: 1 })}>
        Encaisser un loyer
      </Button>
    );
  }
  return <RentPaymentForm key={request.key} properties={properties} name={request.name} onClose={() => onRequest(null)} />;
}

/** The same, from a property's card: the form opens above, on that property. */
export function CardRentButton({ immo, request, onRequest }: { immo: RecapImmo } & RentPaymentPanelProps) {
  return (
    <Button type="button" onClick={() => onRequest({ name: immo.IM_NOM, key: (request?.key ?? 0) + 1 })}>
      Encaisser un loyer<VisuallyHidden> : {immo.IM_NOM}</VisuallyHidden>
    </Button>
  );
}
