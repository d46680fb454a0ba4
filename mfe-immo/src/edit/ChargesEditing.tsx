/**
 * « Modifier les charges »: the charges of the properties (section chargesBiens), each on its
 * line of form 2044, closed until asked for and read only once opened. Reusable: the statement
 * shows a year's charges of every property (`year`), a property's sheet its own (`property`,
 * then not asked in the form), either or both, or neither (every charge, latest first).
 */
import { useMemo } from 'react';
import { formatDate, formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';
import { CHARGE_CATEGORY_LABELS, chargeFields, newCharge } from './fields/chargeFields';
import { WithPropertyNames, usePropertyNames } from './WithPropertyNames';

type Charges = typeof immoSections.chargesBiens;
export type Charge = StoredRow<Charges>;

export interface ChargesEditingProps {
  /** Only the charges dated in this year; a new one is dated in it. */
  year?: number;
  /** Only this property's charges (IM_NOM); a new one is for it, without a « Bien » field. */
  property?: string;
}

/** « de 2025 », « de « Studio » en 2025 », « de « Studio » », « » */
function scope({ year, property }: ChargesEditingProps): string {
  if (property !== undefined) return ` de « ${property} »${year !== undefined ? ` en ${year}` : ''}`;
  return year !== undefined ? ` de ${year}` : '';
}

/** The charges shown: those of the year and the property asked, latest first, then by property. */
export function chargesShown(charges: readonly Charge[], { year, property }: ChargesEditingProps): Charge[] {
  return charges
    .filter((c) => (year === undefined || c.date.startsWith(`${year}-`)) && (property === undefined || c.IM_NOM === property))
    .sort((a, b) => b.date.localeCompare(a.date) || a.IM_NOM.localeCompare(b.IM_NOM, 'fr') || a.id - b.id);
}

type RowsProps = { charges: readonly Charge[] } & ChargesEditingProps;

/** Every property's charges: the form asks which property (the names are read around the panel). */
function AnyPropertyRows(props: RowsProps) {
  return <ChargeRows {...props} propertyNames={usePropertyNames()} />;
}

function ChargeRows({ charges, year, property, propertyNames = [] }: RowsProps & { propertyNames?: readonly string[] }) {
  const fields = useMemo(() => chargeFields(property === undefined ? propertyNames : undefined), [property, propertyNames]);
  const rows = useMemo(() => chargesShown(charges, { year, property }), [charges, year, property]);
  const columns = useMemo<readonly EditableColumn<Charges>[]>(
    () => [
      { label: 'Date', value: (c) => formatDate(c.date) },
      ...(property === undefined ? [{ label: 'Bien', value: (c: Charge) => c.IM_NOM }] : []),
      { label: 'Catégorie', value: (c) => CHARGE_CATEGORY_LABELS[c.categorie] },
      { label: 'Libellé', value: (c) => c.libelle ?? '' },
      { label: 'Montant', value: (c) => formatEuro(c.montant), numeric: true },
    ],
    [property],
  );
  return (
    <EditableRows
      section={immoSections.chargesBiens}
      rows={rows}
      caption={`Charges${scope({ year, property })}`}
      columns={columns}
      fields={fields}
      newRow={() => newCharge(property ?? propertyNames[0] ?? '', year)}
      extra={property === undefined ? undefined : () => ({ IM_NOM: property })}
      addTitle="Ajouter une charge"
      describe={(c) => `la charge du ${formatDate(c.date)} de « ${c.IM_NOM} »${c.libelle ? ` (${c.libelle})` : ''}`}
      noun={{ singular: 'Charge', feminine: true }}
    />
  );
}

export function ChargesEditing({ year, property }: ChargesEditingProps) {
  const where = scope({ year, property });
  return (
    <EditingPanel
      section={immoSections.chargesBiens}
      disclosure={{ label: `Modifier les charges${where}`, title: `Charges et subventions${where}` }}
      message="impossible de charger les charges des biens"
      // The « Bien » select needs the names; a property's own charges do not.
      around={property === undefined ? (rows) => <WithPropertyNames>{rows}</WithPropertyNames> : undefined}
    >
      {(charges) =>
        property === undefined ? <AnyPropertyRows charges={charges} year={year} /> : <ChargeRows charges={charges} year={year} property={property} />
      }
    </EditingPanel>
  );
}
