import { Page } from './Page';

/** Temporary page of a section whose remote is not delivered yet. */
export function UnderConstruction({ route }: { route: string }) {
  return (
    <Page route={route}>
      <p role="status">Cette section est en cours de construction : elle arrive dans une prochaine version.</p>
    </Page>
  );
}
