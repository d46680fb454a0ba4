/**
 * Under Liste Appt: every property (the sold ones too, to correct or delete them) with
 * « Ajouter », « Modifier », « Vendre » and « Supprimer ». Rents are received from the
 * recap, on each property's card.
 */
import { formatDate } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type RowAction, type StoredRow } from 'shared-kernel/edit';
import { PROPERTY_FIELDS, newProperty, propertySale } from '../../edit/fields/propertyFields';
import { SaleForm } from './SaleForm';
import { immoSections } from 'area-immo/contract';

type Property = StoredRow<typeof immoSections.immos>;

const isUnsold = (p: Property) => p.IM_VENDU === 0;

const columns: readonly EditableColumn<typeof immoSections.immos>[] = [
  { label: 'Nom', value: (p) => p.IM_NOM },
  { label: 'Statut', value: (p) => (isUnsold(p) ? 'Non vendu' : `Vendu le ${formatDate(p.IM_DATE_VTE) || '—'}`) },
];

const describe = (p: Property) => `le bien « ${p.IM_NOM} »`;

const actions: readonly RowAction<typeof immoSections.immos>[] = [
  { label: 'Vendre', applies: isUnsold, render: (p, close) => <SaleForm property={p} onClose={close} /> },
];

// Unsold first (those of the list above), then the sold ones, each by name.
const unsoldFirst = (a: Property, b: Property) => a.IM_VENDU - b.IM_VENDU || a.IM_NOM.localeCompare(b.IM_NOM, 'fr');

export function PropertiesEditing() {
  return (
    <EditingPanel
      section={immoSections.immos}
      disclosure={{ label: 'Modifier les biens', title: 'Gestion des biens' }}
      message="impossible de charger les biens à modifier"
    >
      {(rows) => (
        <EditableRows
          section={immoSections.immos}
          rows={rows}
          order={unsoldFirst}
          caption="Biens enregistrés"
          columns={columns}
          fields={PROPERTY_FIELDS}
          newRow={newProperty}
          extra={propertySale}
          rowActions={actions}
          addTitle="Ajouter un bien"
          describe={describe}
          noun={{ singular: 'Bien' }}
        />
      )}
    </EditingPanel>
  );
}
