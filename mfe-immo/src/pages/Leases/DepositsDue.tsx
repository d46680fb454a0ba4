/**
 * The leases that have ended: each deposit with the last day to return it (loi du 6 juillet
 * 1989, art. 22; `depositDeadline`). Read from the leases as the owner recorded them (the
 * data api, shared with « Modifier les baux »).
 */
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { QueryView, formatDate, formatEuro, theme, useCanEdit, useDataRows, type StoredRow } from 'shared-kernel';
import { isoDay } from '../../edit/dates';
import { immoSections } from 'area-immo/contract';
import { depositDeadline } from './leaseDates';

type Lease = StoredRow<typeof immoSections.baux>;

const Box = styled.section`
  margin: 16px 0;
  h2 {
    font-size: 1.2rem;
    margin: 8px 0 4px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin: 0 0 8px;
    padding: 8px 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0;
  }
  .past {
    color: ${theme.danger};
    font-weight: 600;
  }
`;

const inspection = (edl: number | null | undefined) =>
  edl === 1 ? 'état des lieux de sortie conforme : un mois' : edl === 0 ? 'état des lieux de sortie non conforme : deux mois' : 'état des lieux de sortie non renseigné : deux mois';

function EndedLeases({ leases, today }: { leases: readonly Lease[]; today: string }) {
  const ended = useMemo(
    () => leases.filter((l) => l.fin != null && l.fin <= today).sort((a, b) => b.fin!.localeCompare(a.fin!)),
    [leases, today],
  );
  if (ended.length === 0) return <p>Aucun bail terminé.</p>;
  return (
    <ul>
      {ended.map((l) => {
        const deadline = depositDeadline(l.fin!, l.edl_conforme);
        return (
          <li key={l.id}>
            <p>
              <strong>{l.IM_NOM}</strong> — {l.locataire}, clés rendues le {formatDate(l.fin)}
            </p>
            <p>
              Dépôt de garantie : <strong>{formatEuro(l.depot_garantie)}</strong>, à restituer au plus tard le{' '}
              <strong>{formatDate(deadline.date)}</strong> ({inspection(l.edl_conforme)})
            </p>
            {deadline.date < today ? <p className="past">Délai dépassé.</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Read through the data api, as the editing panels are: only where the owner's data can be read and written. */
export function DepositsDue() {
  const id = useId();
  const canEdit = useCanEdit();
  const leases = useDataRows(immoSections.baux, canEdit);
  const today = isoDay();
  if (!canEdit) return null;
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>Dépôts de garantie des baux terminés</h2>
      <QueryView query={leases} message="Impossible de charger les baux.">
        {(rows) => <EndedLeases leases={rows} today={today} />}
      </QueryView>
    </Box>
  );
}
