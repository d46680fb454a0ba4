/** « Modifier les baux »: the leases themselves (section `baux`), to add, correct or end. */
import { useMemo } from 'react';
import { EditableRows, EditingPanel, formatDate, formatEuro, type EditableColumn, type StoredRow } from 'shared-kernel';
import { isoDay } from '../../edit/dates';
import { WithPropertyNames, usePropertyNames } from '../../edit/WithPropertyNames';
import { leaseFields, newLease } from '../../edit/fields/leaseFields';
import { immoSections } from '../../contract';

type Lease = StoredRow<typeof immoSections.baux>;

const columns: readonly EditableColumn<typeof immoSections.baux>[] = [
  { label: 'Bien', value: (b) => b.IM_NOM },
  { label: 'Locataire', value: (b) => b.locataire },
  { label: 'Début', value: (b) => formatDate(b.debut) },
  { label: 'Fin', value: (b) => (b.fin ? formatDate(b.fin) : 'En cours') },
  { label: 'Loyer HC', value: (b) => formatEuro(b.loyer_hc), numeric: true },
  { label: 'Charges', value: (b) => formatEuro(b.charges), numeric: true },
  { label: 'Échéance', value: (b) => `le ${b.jour_echeance}`, numeric: true },
];

function LeaseRows({ leases }: { leases: readonly Lease[] }) {
  const propertyNames = usePropertyNames();
  const fields = useMemo(() => leaseFields(propertyNames), [propertyNames]);
  // Running leases first, then by property and start.
  const sorted = useMemo(
    () =>
      [...leases].sort(
        (a, b) => Number(a.fin != null) - Number(b.fin != null) || a.IM_NOM.localeCompare(b.IM_NOM, 'fr') || b.debut.localeCompare(a.debut),
      ),
    [leases],
  );
  return (
    <EditableRows
      section={immoSections.baux}
      rows={sorted}
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
