/** Home's « Patrimoine net » card: the latest net worth and its change over 12 months, and the way to the page. */
import { QueryView, hrefOf, useEndpoint } from 'shared-kernel';
import { patrimoine } from '../../contract/endpoints';
import { NetWorthSummary } from '../../networth/NetWorthSummary';

export function NetWorthCard() {
  const query = useEndpoint(patrimoine);
  return (
    <section aria-label="Patrimoine net">
      <QueryView query={query} endpoint={patrimoine}>
        {({ mois }) => <NetWorthSummary mois={mois} />}
      </QueryView>
      {/* A plain hash link: the shell owns the router and must hear it. */}
      <a href={hrefOf('/patrimoine')}>Voir le patrimoine mois par mois</a>
    </section>
  );
}
