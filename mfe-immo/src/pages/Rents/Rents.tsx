import { Page } from 'shared-kernel';
import { RentRecap } from '../../rents/RentRecap';

/** /recap and /loyers: the rent recap (spec section 2, item 1), each under its own heading. */
export function Rents({ route }: { route: '/recap' | '/loyers' }) {
  return (
    <Page route={route}>
      <RentRecap withProperties />
    </Page>
  );
}
