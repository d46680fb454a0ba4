import styled from 'styled-components';
import { Card, CardGrid, QueryView, cardColorAt, formatInteger } from 'shared-kernel';
import { allDataImmos } from 'area-immo/contract';
import { PROPERTY_TYPES } from 'area-immo/contract';
import { useImmos } from '../../data/useImmos';
import { incomeHref, lastIncomeYear } from '../../links/links';
import { LateRentsUnderOverview } from '../../rents/LateRents';
import { RentRecap } from '../../rents/RentRecap';
import { parcCounts } from './parcCounts';

const Wrap = styled.div`
  a {
    font-weight: 600;
  }
`;

/**
 * Home overview: park counts, the rent recap summary, then the late rents month by month (their
 * count and total, and « À faire », head Home: widget `lateRents`, HomeFirst).
 */
export function Overview() {
  const query = useImmos();
  return (
    <Wrap>
      <QueryView query={query} endpoint={allDataImmos}>
        {(immos) => {
          const counts = parcCounts(immos);
          const cards = [
            { title: 'Total parc', value: counts.total },
            { title: 'Nbre vendus', value: counts.sold },
            ...PROPERTY_TYPES.map((type) => ({ title: type, value: counts.byType[type] })),
          ];
          return (
            <CardGrid role="group" aria-label="Parc immobilier" $min="140px">
              {cards.map((c, i) => (
                <Card key={c.title} title={c.title} color={cardColorAt(i)} value={formatInteger(c.value)} />
              ))}
            </CardGrid>
          );
        }}
      </QueryView>
      <RentRecap withProperties={false} />
      <LateRentsUnderOverview />
      {/* A plain hash link, not a router Link: the shell owns the router and must hear it. */}
      <a href="#/recap">Voir le récap des loyers par bien</a>
      {' · '}
      <a href={incomeHref(lastIncomeYear())}>Revenus fonciers {lastIncomeYear()}</a>
    </Wrap>
  );
}
