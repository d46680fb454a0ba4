/**
 * Editing of the restaurants, under the spec's table: add, edit, delete through the data api.
 * The filter typed above applies here too, so the one to change is found the same way.
 */
import { EditableRows, EditingPanel, type EditableColumn, type FieldSpec } from 'shared-kernel/edit';
import { leisureSections } from 'area-leisure/contract';
import { matchesQuery } from '../../ui/fold';
import { restaurantText } from './restaurantText';

const FIELDS: readonly FieldSpec[] = [
  { name: 'TW_TITRE', label: 'Nom', kind: 'text' },
  { name: 'TW_TYPE', label: 'Type de cuisine', kind: 'text' },
  { name: 'TW_VILLE', label: 'Ville', kind: 'text' },
  { name: 'TW_TARIF', label: 'Tarif', kind: 'text', hint: 'Par exemple « €€ » ou « 25-35 € »' },
];

// One column, so that the table and its buttons fit a phone; the city tells namesakes apart.
const COLUMNS: ReadonlyArray<EditableColumn<typeof leisureSections.restaurants>> = [{ label: 'Restaurant', value: (r) => (r.TW_VILLE ? `${r.TW_TITRE} (${r.TW_VILLE})` : r.TW_TITRE) }];

export function RestaurantEditing({ filter }: { filter: string }) {
  return (
    <EditingPanel section={leisureSections.restaurants}>
      {(all) => (
        <EditableRows
          section={leisureSections.restaurants}
          rows={all.filter((r) => matchesQuery(filter, restaurantText(r)))}
          caption="Restaurants enregistrés"
          columns={COLUMNS}
          fields={FIELDS}
          newRow={() => ({ TW_TITRE: '', TW_TYPE: '', TW_VILLE: '', TW_TARIF: '' })}
          addTitle="Ajouter un restaurant"
          describe={(r) => `le restaurant « ${r.TW_TITRE} »`}
          noun={{ singular: 'Restaurant' }}
        />
      )}
    </EditingPanel>
  );
}
