/**
 * « Appliquer la révision »: the IRL revision the api computed for the property's current lease,
 * written as a revision of that lease (section revisionsBaux: its rent hors charges from the day
 * the revision takes effect, the charges unchanged), after a confirmation naming the old and the
 * new rent; then the lease's revisions, oldest first.
 * The leases and their revisions are read through the data api only where editing is possible
 * and the property is let with a revision to show: not on opening every sheet.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, QueryView, theme, formatDate, formatEuro, formatLongDate } from 'shared-kernel';
import { DataTable, Problem, saveRow, useCanEdit, useDataRows, type Column, type StoredRow } from 'shared-kernel/edit';
import { immoSections, type RentRevision } from 'area-immo/contract';
import { leasesHref } from '../../links/links';

const Confirm = styled.div`
  margin: 8px 0;
  padding: 8px 12px;
  border: 1px solid ${theme.accent};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  max-width: 75ch;
  p {
    margin: 0 0 4px;
  }
`;

export type Lease = StoredRow<typeof immoSections.baux>;
export type LeaseRevisionRow = StoredRow<typeof immoSections.revisionsBaux>;

/** A lease's revisions, oldest first. */
export function revisionsOf(rows: readonly LeaseRevisionRow[], bailId: number): LeaseRevisionRow[] {
  return rows.filter((r) => r.bail_id === bailId).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

const HISTORY_COLUMNS: ReadonlyArray<Column<LeaseRevisionRow>> = [
  { key: 'date', header: 'Date', render: (r) => formatDate(r.date) },
  { key: 'loyer', header: 'Loyer hors charges', render: (r) => formatEuro(r.loyer_hc), numeric: true },
  { key: 'charges', header: 'Charges', render: (r) => formatEuro(r.charges), numeric: true },
];

function ApplyRevision({ lease, revision, revisions }: { lease: Lease; revision: RentRevision & { loyer_hc_revise: number }; revisions: readonly LeaseRevisionRow[] }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // From the anniversary, or from today when claimed after it (not retroactive).
  const date = revision.date_effet;
  if (revisions.some((r) => r.date === date)) {
    return <p>Révision du {formatLongDate(date)} appliquée.</p>;
  }
  const row = { bail_id: lease.id, date, loyer_hc: revision.loyer_hc_revise, charges: revision.charges };
  const apply = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await saveRow(immoSections.revisionsBaux, row, undefined, 'Révision du loyer appliquée.');
      setAsking(false);
    } catch (error) {
      setFailure(`Révision impossible : ${error instanceof ApiError ? error.message : 'erreur inattendue'}`);
    } finally {
      setBusy(false);
    }
  };
  if (!asking) {
    return (
      <Button type="button" onClick={() => setAsking(true)}>
        Appliquer la révision
      </Button>
    );
  }
  return (
    <Confirm role="alertdialog" aria-labelledby="revision-confirmation" onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}>
      <p id="revision-confirmation">
        Appliquer la révision au {formatLongDate(date)} pour le bail de {lease.locataire} : le loyer hors charges passe de{' '}
        {formatEuro(revision.loyer_hc_actuel)} à {formatEuro(revision.loyer_hc_revise)}, les charges restent à {formatEuro(row.charges)} ?
      </p>
      {failure ? <Problem role="alert">{failure}</Problem> : null}
      <Button type="button" disabled={busy} onClick={() => void apply()}>
        {failure ? 'Réessayer' : 'Confirmer la révision'}
      </Button>
      <Button type="button" disabled={busy} onClick={() => setAsking(false)}>
        Annuler
      </Button>
    </Confirm>
  );
}

function LeaseRevisions({ revision }: { revision: RentRevision }) {
  const leases = useDataRows(immoSections.baux);
  const lease = leases.data?.find((b) => b.id === revision.bail_id) ?? null;
  // The revisions only once the lease is read.
  const revisions = useDataRows(immoSections.revisionsBaux, lease !== null);
  const computable = revision.loyer_hc_revise !== null;
  return (
    <QueryView query={leases} message="Impossible de charger les baux.">
      {() =>
        lease === null ? (
          <p>
            Bail n° {revision.bail_id} introuvable : voyez <a href={leasesHref()}>« Mes baux »</a>.
          </p>
        ) : (
          <QueryView query={revisions} message="Impossible de charger les révisions du bail.">
            {(rows) => {
              const history = revisionsOf(rows, lease.id);
              return (
                <>
                  {computable ? <ApplyRevision lease={lease} revision={{ ...revision, loyer_hc_revise: revision.loyer_hc_revise! }} revisions={history} /> : null}
                  <DataTable
                    caption={`Révisions du bail de ${lease.locataire}`}
                    columns={HISTORY_COLUMNS}
                    rows={history}
                    rowKey={(r) => String(r.id)}
                    empty="Aucune révision appliquée à ce bail."
                  />
                </>
              );
            }}
          </QueryView>
        )
      }
    </QueryView>
  );
}

/** Nothing where the api cannot write (the legacy backend has no leases). */
export function LeaseRevision({ revision }: { revision: RentRevision }) {
  return useCanEdit() ? <LeaseRevisions revision={revision} /> : null;
}
