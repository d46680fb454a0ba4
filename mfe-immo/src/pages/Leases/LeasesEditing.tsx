/**
 * « Modifier les baux »: the leases themselves (section `baux`), to add, correct or end; each
 * with the rent in force today, its latest revision applied (revisionsBaux) or its own.
 */
import { useMemo } from 'react';
import { formatDate, formatEuro, useEndpoint } from 'shared-kernel';
import { EditableRows, EditingPanel, todayIso, useDataRows, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { isoDay } from '../../edit/dates';
import { WithPropertyNames, usePropertyNames } from '../../edit/WithPropertyNames';
import { leaseFields, newLease } from '../../edit/fields/leaseFields';
import { documentCapacites, immoSections } from 'area-immo/contract';

type Lease = StoredRow<typeof immoSections.baux>;
type Revision = StoredRow<typeof immoSections.revisionsBaux>;

/** The latest revision of each lease dated on or before `today`. */
export function revisionsInForce(revisions: readonly Revision[], today: string): Map<number, Revision> {
  const inForce = new Map<number, Revision>();
  for (const r of [...revisions].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    if (r.date <= today) inForce.set(r.bail_id, r);
  }
  return inForce;
}

function columnsOf(inForce: ReadonlyMap<number, Revision>): readonly EditableColumn<typeof immoSections.baux>[] {
  return [
    { label: 'Bien', value: (b) => b.IM_NOM },
    { label: 'Locataire', value: (b) => b.locataire },
    { label: 'Début', value: (b) => formatDate(b.debut) },
    { label: 'Fin', value: (b) => (b.fin ? formatDate(b.fin) : 'En cours') },
    { label: 'Loyer HC', value: (b) => formatEuro(inForce.get(b.id)?.loyer_hc ?? b.loyer_hc), numeric: true },
    { label: 'Charges', value: (b) => formatEuro(inForce.get(b.id)?.charges ?? b.charges), numeric: true },
    { label: 'Révisé le', value: (b) => (inForce.has(b.id) ? formatDate(inForce.get(b.id)!.date) : '—') },
    { label: 'Échéance', value: (b) => `le ${b.jour_echeance}`, numeric: true },
  ];
}

/** Running leases first, then by property and start. */
const runningFirst = (a: Lease, b: Lease) =>
  Number(a.fin != null) - Number(b.fin != null) || a.IM_NOM.localeCompare(b.IM_NOM, 'fr') || b.debut.localeCompare(a.debut);

function LeaseRows({ leases }: { leases: readonly Lease[] }) {
  const propertyNames = usePropertyNames();
  // Until the revisions are read (or when they cannot be), the leases' own amounts.
  const revisions = useDataRows(immoSections.revisionsBaux);
  const columns = useMemo(() => columnsOf(revisionsInForce(revisions.data ?? [], todayIso())), [revisions.data]);
  const capacities = useEndpoint(documentCapacites);
  const canSend = capacities.data ? capacities.data.envoi : null;
  const fields = useMemo(() => leaseFields(propertyNames, canSend), [propertyNames, canSend]);
  return (
    <EditableRows
      section={immoSections.baux}
      rows={leases}
      order={runningFirst}
      caption="Baux enregistrés"
      columns={columns}
      fields={fields}
      newRow={() => newLease(propertyNames, isoDay())}
      addTitle="Ajouter un bail"
      describe={(b) => `le bail de ${b.locataire} (${b.IM_NOM})`}
      noun={{ singular: 'Bail' }}
    />
  );
}

export function LeasesEditing() {
  return (
    <EditingPanel
      section={immoSections.baux}
      disclosure={{ label: 'Modifier les baux', title: 'Gestion des baux' }}
      message="impossible de charger les baux à modifier"
      around={(rows) => <WithPropertyNames>{rows}</WithPropertyNames>}
    >
      {(leases) => <LeaseRows leases={leases} />}
    </EditingPanel>
  );
}
