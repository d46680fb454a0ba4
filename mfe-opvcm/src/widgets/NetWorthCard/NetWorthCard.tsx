/** Home's « Patrimoine net » card: the latest net worth and its change over 12 months, and the way to the page. */
import styled from 'styled-components';
import { QueryView, hrefOf, useEndpoint } from 'shared-kernel';
import { patrimoine } from 'area-opvcm/contract';
import { NetWorthSummary } from '../../networth/NetWorthSummary';

/** Apart from the park overview above it, which is another remote's area. */
const Card = styled.section`
  margin-top: 20px;
`;

export function NetWorthCard() {
  const query = useEndpoint(patrimoine);
  return (
    <Card aria-label="Patrimoine net">
      <QueryView query={query} endpoint={patrimoine}>
        {({ mois, non_valorises }) => <NetWorthSummary mois={mois} nonValorises={non_valorises} />}
      </QueryView>
      {/* A plain hash link: the shell owns the router and must hear it. */}
      <a href={hrefOf('/patrimoine')}>Voir le patrimoine mois par mois</a>
    </Card>
  );
}
