/**
 * « Appliquer la révision »: the IRL revision the sheet computed, written as a revision of the
 * property's lease (section revisionsBaux: its rent from the revision date on, the charges kept),
 * after a confirmation naming the old and the new rent; then the lease's revisions, oldest first.
 * The leases and their revisions are read through the data api only where editing is possible
 * and the property is let with a revision to show: not on opening every sheet.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, DataTable, Problem, QueryView, theme, formatDate, formatEuro, formatLongDate, saveRow, todayIso, useCanEdit, useDataRows, type Column, type StoredRow } from 'shared-kernel';
import { immoSections, type RentRevision } from '../../contract';
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

/** The property's lease running on `today` (the latest begun, if two overlap), or null. */
export function runningLease(leases: readonly Lease[], property: string, today: string): Lease | null {
  const running = leases.filter((b) => b.IM_NOM === property && b.debut <= today && (b.fin == null || b.fin >= today));
  return running.sort((a, b) => b.debut.localeCompare(a.debut) || b.id - a.id)[0] ?? null;
}

/** A lease's revisions, oldest first. */
export function revisionsOf(rows: readonly LeaseRevisionRow[], bailId: number): LeaseRevisionRow[] {
  return rows.filter((r) => r.bail_id === bailId).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** The charges in force on `date`: those of the last revision dated then or before, else the lease's. */
export function chargesOn(lease: Lease, revisions: readonly LeaseRevisionRow[], date: string): number {
  const before = revisions.filter((r) => r.date <= date);
  return before.length > 0 ? before[before.length - 1]!.charges : lease.charges;
}

const HISTORY_COLUMNS: ReadonlyArray<Column<LeaseRevisionRow>> = [
  { key: 'date', header: 'Date', render: (r) => formatDate(r.date) },
  { key: 'loyer', header: 'Loyer hors charges', render: (r) => formatEuro(r.loyer_hc), numeric: true },
  { key: 'charges', header: 'Charges', render: (r) => formatEuro(r.charges), numeric: true },
];

function ApplyRevision({ lease, revision, revisions }: { lease: Lease; revision: RentRevision & { loyer_revise: number }; revisions: readonly LeaseRevisionRow[] }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const date = revision.date_revision;
  if (revisions.some((r) => r.date === date)) {
    return <p>Révision du {formatLongDate(date)} appliquée.</p>;
  }
  const row = { bail_id: lease.id, date, loyer_hc: revision.loyer_revise, charges: chargesOn(lease, revisions, date) };
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
        {formatEuro(revision.loyer_actuel)} à {formatEuro(revision.loyer_revise)}, les charges restent à {formatEuro(row.charges)} ?
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

function LeaseRevisions({ property, revision }: { property: string; revision: RentRevision }) {
  const leases = useDataRows(immoSections.baux);
  const lease = leases.data ? runningLease(leases.data, property, todayIso()) : null;
  // The revisions only once the property has a lease.
  const revisions = useDataRows(immoSections.revisionsBaux, lease !== null);
  const computable = revision.loyer_revise !== null;
  return (
    <QueryView query={leases} message="Impossible de charger les baux.">
      {() =>
        lease === null ? (
          computable ? (
            <p>
              Aucun bail enregistré : ajoutez-le dans <a href={leasesHref()}>« Mes baux »</a>
            </p>
          ) : null
        ) : (
          <QueryView query={revisions} message="Impossible de charger les révisions du bail.">
            {(rows) => {
              const history = revisionsOf(rows, lease.id);
              return (
                <>
                  {computable ? <ApplyRevision lease={lease} revision={{ ...revision, loyer_revise: revision.loyer_revise! }} revisions={history} /> : null}
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
export function LeaseRevision({ property, revision }: { property: string; revision: RentRevision }) {
  return useCanEdit() ? <LeaseRevisions property={property} revision={revision} /> : null;
}
