/**
 * The leases that have ended: each deposit with the last day to return it (loi du 6 juillet
 * 1989, art. 22; `depositDeadline`, from the keys' day), « Délai dépassé » only while it is not
 * returned; a returned one says when and how much, the increase owed when it came late
 * (GET baux/{id}/depot), and offers its statement; « Enregistrer la restitution » records one.
 * Read from the leases as the owner recorded them (the data api, shared with « Modifier les baux »).
 */
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, QueryView, formatDate, formatEuro, theme, useParamEndpoint } from 'shared-kernel';
import { useCanEdit, useDataRows, type StoredRow } from 'shared-kernel/edit';
import { isoDay } from '../../edit/dates';
import { depotBail, immoSections } from 'area-immo/contract';
import { DepositReturnForm } from './DepositReturnForm';
import { downloadDocument } from './documents';
import { depositDeadline } from './leaseDates';
import { depositDocument } from './settlementFiles';

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

/** A deposit returned after its deadline: the increase owed, as the api computes it. */
function LateReturn({ bailId }: { bailId: number }) {
  const deposit = useParamEndpoint(depotBail, bailId);
  if (!deposit.data || deposit.data.penalite <= 0) return null;
  return <p className="past">Restitué après le délai : majoration due de {formatEuro(deposit.data.penalite)} (10 % du loyer par mois commencé).</p>;
}

function Returned({ lease, deadline }: { lease: Lease; deadline: string }) {
  return (
    <>
      <p>
        Restitué le <strong>{formatDate(lease.depot_restitue_le!)}</strong> : {formatEuro(lease.depot_restitue ?? 0)}
      </p>
      {lease.depot_restitue_le! > deadline ? <LateReturn bailId={lease.id} /> : null}
      <Button type="button" onClick={() => void downloadDocument(depositDocument(lease.id, lease.IM_NOM))}>
        Télécharger la restitution (PDF)
      </Button>
    </>
  );
}

function EndedLease({ lease: l, today }: { lease: Lease; today: string }) {
  const [editing, setEditing] = useState(false);
  const keys = l.cles_rendues_le ?? l.fin!;
  const deadline = depositDeadline(keys, l.edl_conforme);
  return (
    <li>
      <p>
        <strong>{l.IM_NOM}</strong> — {l.locataire}, clés rendues le {formatDate(keys)}
      </p>
      <p>
        Dépôt de garantie : <strong>{formatEuro(l.depot_garantie)}</strong>, à restituer au plus tard le{' '}
        <strong>{formatDate(deadline.date)}</strong> ({inspection(l.edl_conforme)})
      </p>
      {l.depot_restitue_le ? (
        <Returned lease={l} deadline={deadline.date} />
      ) : (
        <>
          {deadline.date < today ? <p className="past">Délai dépassé.</p> : null}
          {editing ? (
            <DepositReturnForm lease={l} onDone={() => setEditing(false)} />
          ) : (
            <Button type="button" onClick={() => setEditing(true)}>
              Enregistrer la restitution
            </Button>
          )}
        </>
      )}
    </li>
  );
}

function EndedLeases({ leases, today }: { leases: readonly Lease[]; today: string }) {
  const ended = useMemo(
    () => leases.filter((l) => l.fin != null && l.fin <= today).sort((a, b) => b.fin!.localeCompare(a.fin!)),
    [leases, today],
  );
  if (ended.length === 0) return <p>Aucun bail terminé.</p>;
  return (
    <ul>
      {ended.map((l) => (
        <EndedLease key={l.id} lease={l} today={today} />
      ))}
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
