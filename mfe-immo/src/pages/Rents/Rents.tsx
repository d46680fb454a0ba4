import { useState } from 'react';
import { Page, type PageProps } from 'shared-kernel';
import { useCanEdit } from 'shared-kernel/edit';
import { LateRents } from '../../rents/LateRents';
import { RentRecap } from '../../rents/RentRecap';
import { CardRentButton, RentPaymentPanel, type RentRequest } from './RentPaymentPanel';

/**
 * /recap and /loyers: the rent recap, each under its own heading; « Encaisser un loyer » where
 * editing is possible. /recap opens on the late rents (its row's `data` reads loyers/retards; /loyers' does not).
 */
export function Rents({ route }: PageProps) {
  const canEdit = useCanEdit();
  const [request, setRequest] = useState<RentRequest | null>(null);
  return (
    <Page route={route}>
      {/* The arrears first, as on Home. */}
      {route.path === '/recap' ? <LateRents level={2} /> : null}
      {canEdit ? <RentPaymentPanel request={request} onRequest={setRequest} /> : null}
      <RentRecap
        withProperties
        propertyAction={canEdit ? (immo) => <CardRentButton immo={immo} request={request} onRequest={setRequest} /> : undefined}
      />
    </Page>
  );
}
