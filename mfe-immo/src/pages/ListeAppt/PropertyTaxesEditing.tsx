/** « Taxes foncières » under Liste Appt: the taxes of one year at a time, by property. */
import { useMemo, useState } from 'react';
import { Toolbar, formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { yearChoices } from '../../edit/dates';
import { YearSelect } from '../../edit/YearSelect';
import { WithPropertyNames, usePropertyNames } from '../../edit/WithPropertyNames';
import { newTax, taxFields } from '../../edit/fields/taxFields';
import { immoSections } from 'area-immo/contract';

type Tax = StoredRow<typeof immoSections.taxesFoncieres>;

// The year is the caption's: one year at a time.
const columns: readonly EditableColumn<typeof immoSections.taxesFoncieres>[] = [
  { label: 'Bien', value: (t) => t.IM_NOM },
  { label: 'Montant', value: (t) => formatEuro(t.montant), numeric: true },
];

function TaxRows({ taxes }: { taxes: readonly Tax[] }) {
  const propertyNames = usePropertyNames();
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

export function PropertyTaxesEditing() {
  return (
    <EditingPanel
      section={immoSections.taxesFoncieres}
      disclosure={{ label: 'Modifier les taxes foncières', title: 'Taxes foncières' }}
      message="impossible de charger les taxes foncières"
      around={(rows) => <WithPropertyNames>{rows}</WithPropertyNames>}
    >
      {(taxes) => <TaxRows taxes={taxes} />}
    </EditingPanel>
  );
}
