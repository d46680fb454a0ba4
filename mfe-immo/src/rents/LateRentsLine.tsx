/**
 * The late rents in Home's first section (HomeFirst): one line, their count and what they still
 * owe, linked to /recap where each month is; nothing when none is late. One line, short enough
 * for a phone: the section keeps a fixed room (FIRST_SECTION_LINES). Its read failing says so
 * here, with « Réessayer »: Home cannot tell whether a rent is late.
 */
import styled from 'styled-components';
import type { UseQueryResult } from 'shared-kernel';
import { QueryView, formatEuro, formatInteger, theme } from 'shared-kernel';
import { loyersRetards } from 'area-immo/contract';
import type { LateRent } from 'area-immo/contract';
import { lateRentSummary } from './LateRents';

const Line = styled.p`
  margin: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  a {
    color: ${theme.danger};
    font-weight: 600;
  }
`;

/** « 3 loyers en retard : 2 092,85 € ». */
export function lateRentsText(rents: readonly LateRent[]): string {
  const { count, total } = lateRentSummary(rents);
  return `${formatInteger(count)} ${count > 1 ? 'loyers en retard' : 'loyer en retard'} : ${formatEuro(total)}`;
}

export function LateRentsLine({ query }: { query: UseQueryResult<LateRent[], Error> }) {
  return (
    <QueryView query={query} endpoint={loyersRetards}>
      {(rents) =>
        rents.length === 0 ? null : (
          <Line>
            {/* A plain hash link: /recap may be served by the shell's router, not ours. */}
            <a href="#/recap">{lateRentsText(rents)}</a>
          </Line>
        )
      }
    </QueryView>
  );
}
