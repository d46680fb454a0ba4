import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Page, QueryView, VisuallyHidden, formatDate, formatEuro, theme } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { allDataImmos, type Immo } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { useImmos } from '../../data/useImmos';
import { incomeHref, lastIncomeYear, propertyHref } from '../../links/links';
import { AfterTaxTable } from './AfterTaxTable';
import { PropertiesEditing } from './PropertiesEditing';
import { PropertyDetails } from './PropertyDetails';
import { PropertyTaxesEditing } from './PropertyTaxesEditing';
import { SaleBubbles } from './SaleBubbles';

const Legend = styled.p`
  color: ${theme.muted};
  font-size: 0.9rem;
  margin: -12px 0 12px;
`;

const Swatch = styled.span<{ $kind: 'joint' | 'loan' }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  vertical-align: -2px;
  margin-right: 4px;
  border: 1px solid ${theme.border};
  ${(p) => (p.$kind === 'joint' ? `border-left: 4px solid ${theme.joint};` : `background: ${theme.highlight};`)}
`;

const Details = styled.div`
  h2 {
    font-size: 1.2rem;
    margin: 16px 0 4px;
  }
`;

const isJoint = (i: Immo) => i.IM_INDIVISION === 1;

const columns: ReadonlyArray<Column<Immo>> = [
  {
    key: 'nom',
    header: 'Nom',
    sortValue: (i) => i.IM_NOM,
    render: (i) =>
      isJoint(i) ? (
        <span title="Bien en indivision">
          <a href={propertyHref(i.IM_NOM)}>{i.IM_NOM}</a>
          <VisuallyHidden> (indivision)</VisuallyHidden>
        </span>
      ) : (
        <a href={propertyHref(i.IM_NOM)}>{i.IM_NOM}</a>
      ),
  },
  { key: 'pa', header: 'PA', numeric: true, sortValue: (i) => i.IM_PA, render: (i) => formatEuro(i.IM_PA) },
  {
    key: 'finPret',
    header: 'Date Fin.P',
    sortValue: (i) => i.IM_FIN_PRET ?? '',
    render: (i) => formatDate(i.IM_FIN_PRET),
  },
  { key: 'pret', header: 'Pret', numeric: true, sortValue: (i) => i.IM_PRET_MT, render: (i) => formatEuro(i.IM_PRET_MT) },
  { key: 'loyer', header: 'Loyer', numeric: true, sortValue: (i) => i.IM_MT_LOYER, render: (i) => formatEuro(i.IM_MT_LOYER) },
  { key: 'agence', header: 'Agence', numeric: true, sortValue: (i) => i.IM_AGENCE, render: (i) => formatEuro(i.IM_AGENCE) },
];

/** Joint ownership is styled differently; a running loan is highlighted. */
function rowClass(i: Immo): string | undefined {
  const classes = [isJoint(i) ? 'joint' : '', i.IM_PRET_MT !== 0 ? 'highlight' : ''].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

function UnsoldList({ immos }: { immos: readonly Immo[] }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  // Memoised: opening the details must not hand the table a new list (and reset its page).
  const unsold = useMemo(() => immos.filter((i) => i.IM_VENDU === 0), [immos]);
  return (
    <>
      {/* At the top: on a phone the details would come after every property's card. */}
      <Button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
        Détail
      </Button>
      <Details id={detailsId} hidden={!open}>
        {open ? (
          <>
            <SaleBubbles immos={unsold} />
            <PropertyDetails immos={unsold} />
          </>
        ) : null}
      </Details>
      <DataTable
        caption="Biens non vendus"
        columns={columns}
        rows={unsold}
        rowKey={(i) => i.IM_NOM}
        rowClass={rowClass}
        keyColumn="pa"
        empty="Aucun bien non vendu."
      />
      <Legend>
        <Swatch $kind="joint" aria-hidden="true" />
        en italique : bien en indivision · <Swatch $kind="loan" aria-hidden="true" />
        surligné : prêt en cours
      </Legend>
      <p>
        <a href={incomeHref(lastIncomeYear())}>Revenus fonciers {lastIncomeYear()}</a>
      </p>
      <AfterTaxTable />
    </>
  );
}

/** /listeappt: 'Liste Appt', the unsold properties and what they bring after tax; under them, their editing and their taxes. */
export function ListeAppt() {
  const query = useImmos();
  return (
    <Page route={routeOf('/listeappt')}>
      <QueryView query={query} endpoint={allDataImmos}>
        {(immos) => (
          <>
            <UnsoldList immos={immos} />
            {/* Under the list once it is there: drawn earlier, the list would push them down (layout shift). */}
            <PropertiesEditing />
            <PropertyTaxesEditing />
          </>
        )}
      </QueryView>
    </Page>
  );
}
