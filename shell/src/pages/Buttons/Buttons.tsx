import { Page } from 'shared-kernel';
import { Tiles } from './Tiles';
import { shellRouteOf } from '../../routes/shellRoutes';

export function Buttons() {
  return (
    <Page route={shellRouteOf('/buttons')}>
      <Tiles withData />
    </Page>
  );
}
