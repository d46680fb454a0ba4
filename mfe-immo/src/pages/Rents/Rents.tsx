import { Page, type PageProps } from 'shared-kernel';
import { RentRecap } from '../../rents/RentRecap';

/** /recap and /loyers: the rent recap, each under its own heading. */
export function Rents({ route }: PageProps) {
  return (
    <Page route={route}>
      <RentRecap withProperties />
    </Page>
  );
}
