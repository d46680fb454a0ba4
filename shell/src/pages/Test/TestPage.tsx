import { Page } from 'shared-kernel';

export function TestPage() {
  return (
    <Page route="/test">
      <p>Page de test.</p>
    </Page>
  );
}
