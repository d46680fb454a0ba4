/** Under the loan table: the loans' parameters, from which the api computes the table. */
import { useMemo } from 'react';
import { formatDate, formatEuro, formatInteger, formatNumber } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { isoDay } from '../../edit/dates';
import { WithPropertyNames, usePropertyNames } from '../../edit/WithPropertyNames';
import { loanFields, newLoan } from '../../edit/fields/loanFields';
import { immoSections } from 'area-immo/contract';

type Loan = StoredRow<typeof immoSections.emprunts>;

const columns: readonly EditableColumn<typeof immoSections.emprunts>[] = [
  { label: 'Nom', value: (l) => l.nom },
  { label: 'Capital', value: (l) => formatEuro(l.capital), numeric: true },
  // Rates keep their decimals (1,85 %), unlike the recap's percentages.
  { label: 'Taux', value: (l) => `${formatNumber(l.taux)}\u00a0%`, numeric: true },
  { label: 'Durée', value: (l) => `${formatInteger(l.duree_mois)} mois`, numeric: true },
  { label: 'Début', value: (l) => formatDate(l.debut) },
];

const byName = (a: Loan, b: Loan) => a.nom.localeCompare(b.nom, 'fr');

function LoanRows({ loans }: { loans: readonly Loan[] }) {
  const propertyNames = usePropertyNames();
  const fields = useMemo(() => loanFields(propertyNames), [propertyNames]);
  return (
    <EditableRows
      section={immoSections.emprunts}
      rows={loans}
      order={byName}
      caption="Emprunts enregistrés"
      columns={columns}
      fields={fields}
      newRow={() => newLoan(isoDay())}
      addTitle="Ajouter un emprunt"
      describe={(l) => `l’emprunt « ${l.nom} »`}
      noun={{ singular: 'Emprunt' }}
    />
  );
}

export function LoansEditing() {
  return (
    <EditingPanel
      section={immoSections.emprunts}
      disclosure={{ label: 'Modifier les emprunts', title: 'Gestion des emprunts' }}
      message="impossible de charger les emprunts à modifier"
      around={(rows) => <WithPropertyNames>{rows}</WithPropertyNames>}
    >
      {(loans) => <LoanRows loans={loans} />}
    </EditingPanel>
  );
}
