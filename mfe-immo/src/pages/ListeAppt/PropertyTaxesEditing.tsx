/** « Taxes foncières » under Liste Appt: the taxes of one year at a time, by property. */
import { useMemo, useState } from 'react';
import { EditableRows, QueryView, Toolbar, formatEuro, useDataRows, type EditableColumn, type StoredRow } from 'shared-kernel';
import { yearChoices } from '../../edit/dates';
import { YearSelect } from '../../edit/YearSelect';
import { WithPropertyNames } from '../../edit/WithPropertyNames';
import { EditingDisclosure } from '../../edit/EditingDisclosure';
import { newTax, taxFields } from '../../edit/fields/taxFields';
import { immoSections } from '../../contract';

type Tax = StoredRow<typeof immoSections.taxesFoncieres>;

// The year is the caption's: one year at a time.
const columns: readonly EditableColumn<typeof immoSections.taxesFoncieres>[] = [
  { label: 'Bien', value: (t) => t.IM_NOM },
  { label: 'Montant', value: (t) => formatEuro(t.montant), numeric: true },
];

function TaxRows({ taxes, propertyNames }: { taxes: readonly Tax[]; propertyNames: readonly string[] }) {
  const years = useMemo(() => yearChoices(taxes.map((t) => t.annee)), [taxes]);
  // The latest year with taxes (the current one has none until the notice arrives).
  const [year, setYear] = useState(() => years.find((y) => taxes.some((t) => t.annee === y)) ?? years[0]!);
  const fields = useMemo(() => taxFields(propertyNames), [propertyNames]);
  const rows = useMemo(
    () => taxes.filter((t) => t.annee === year).sort((a, b) => a.IM_NOM.localeCompare(b.IM_NOM, 'fr')),
    [taxes, year],
  );
  return (
    <>
      <Toolbar>
        <YearSelect label="Année des taxes" years={years} value={year} onChange={setYear} />
      </Toolbar>
      <EditableRows
        section={immoSections.taxesFoncieres}
        rows={rows}
        caption={`Taxes foncières de ${year}`}
        columns={columns}
        fields={fields}
        newRow={() => newTax(propertyNames, year)}
        addTitle="Ajouter une taxe foncière"
        describe={(t) => `la taxe foncière ${t.annee} de « ${t.IM_NOM} »`}
        noun={{ singular: 'Taxe foncière', feminine: true }}
      />
    </>
  );
}

function TaxRowsLoader() {
  const taxes = useDataRows(immoSections.taxesFoncieres);
  return (
    <WithPropertyNames>
      {(names) => (
        <QueryView query={taxes} message="impossible de charger les taxes foncières">
          {(rows) => <TaxRows taxes={rows} propertyNames={names} />}
        </QueryView>
      )}
    </WithPropertyNames>
  );
}

export function PropertyTaxesEditing() {
  return (
    <EditingDisclosure label="Modifier les taxes foncières" title="Taxes foncières">
      {() => <TaxRowsLoader />}
    </EditingDisclosure>
  );
}
