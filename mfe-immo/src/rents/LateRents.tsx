/**
 * « Loyers en retard »: how many months of a lease are past due and not paid in full, what they
 * still owe, and each month linked to its lease on the leases page. Shown under Home's overview
 * (their count and total head Home: LateRentsLine) and by /recap. Its read failing says so in
 * this card only, with « Réessayer »: the rest works.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { QueryView, formatEuro, formatInteger, onFirstUse, theme, useEndpoint } from 'shared-kernel';
import { loyersRetards } from 'area-immo/contract';
import type { LateRent } from 'area-immo/contract';
import { leaseMonthHref } from '../links/links';

const Box = styled.section`
  margin: 12px 0 20px;
  padding: 12px 16px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  border-top: 6px solid ${theme.danger};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  h2,
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 4px 0;
  }
  ul {
    margin: 6px 0 0;
    padding-left: 1.2em;
  }
  li {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 600;
  }
`;

// Built at its first use: at import, it was half of the evaluation of immo's module on Home (its locale data).
const monthName = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** « mars 2025 » for 2025-03 (the month as it is, if it is not one). */
export function monthLabel(mois: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(mois);
  return m ? monthName().format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))) : mois;
}

/** The count and the total still due, to the cent; the months oldest first. */
export function lateRentSummary(rents: readonly LateRent[]): { count: number; total: number; months: LateRent[] } {
  const total = Math.round(rents.reduce((sum, r) => sum + r.reste, 0) * 100) / 100;
  const months = [...rents].sort((a, b) => a.mois.localeCompare(b.mois) || a.IM_NOM.localeCompare(b.IM_NOM, 'fr') || a.bail_id - b.bail_id);
  return { count: rents.length, total, months };
}

const days = (n: number) => `${formatInteger(n)} ${n > 1 ? 'jours' : 'jour'} de retard`;

function LateRentList({ rents }: { rents: readonly LateRent[] }) {
  if (rents.length === 0) return <p>Aucun loyer en retard.</p>;
  const { count, total, months } = lateRentSummary(rents);
  return (
    <>
      <p>
        <strong>{formatInteger(count)}</strong> {count > 1 ? 'loyers en retard' : 'loyer en retard'}, <strong>{formatEuro(total)}</strong> restant dû
      </p>
      <ul>
        {months.map((r) => (
          <li key={`${r.bail_id} ${r.mois}`}>
            {/* A plain hash link: the leases page may be served by the shell's router, not ours. */}
            <a href={leaseMonthHref(r.bail_id, r.mois)}>
              {r.IM_NOM}, {monthLabel(r.mois)}
            </a>{' '}
            : {r.locataire}, {formatEuro(r.reste)} restant dû, {days(r.jours_retard)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Under Home's overview (below the fold): each late month, or « Aucun loyer en retard. » once
 * known. Home's first section has their count and total only: a list of any length there would
 * push the rest of the first screen down as it arrives.
 */
export function LateRentsUnderOverview() {
  const query = useEndpoint(loyersRetards);
  // Nothing while it loads or when it cannot: Home's first section says so, with « Réessayer ».
  if (!query.data) return null;
  return query.data.length === 0 ? <p>Aucun loyer en retard.</p> : <LateRents />;
}

/** `level`: 2 on a page under its h1 (/recap), 3 in a page's section (Home's « Aperçu du parc »). */
export function LateRents({ level = 3 }: { level?: 2 | 3 }) {
  const query = useEndpoint(loyersRetards);
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <Box aria-labelledby={id}>
      <Heading id={id}>Loyers en retard</Heading>
      <QueryView query={query} endpoint={loyersRetards}>
        {(rents) => <LateRentList rents={rents} />}
      </QueryView>
    </Box>
  );
}
