import { Page } from 'shared-kernel';
import { shellRouteOf } from '../../routes/shellRoutes';

export function TestPage() {
  return (
    <Page route={shellRouteOf('/test')}>
      <p>Page de test.</p>
    </Page>
  );
}
