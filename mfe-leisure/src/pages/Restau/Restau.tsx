import { useId, useMemo, useState } from 'react';
import { Field, Hint, Page, QueryView, Toolbar, hideAmount, useEndpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { restaurants, type Restaurant } from 'area-leisure/contract';
import { routeOf } from '../../routes';
import { matchesQuery } from '../../ui/fold';
import { RestaurantEditing } from './RestaurantEditing';
import { restaurantText } from './restaurantText';

const columns: ReadonlyArray<Column<Restaurant>> = [
  { key: 'nom', header: 'Nom', render: (r) => r.TW_TITRE, sortValue: (r) => r.TW_TITRE },
  { key: 'type', header: 'type', render: (r) => r.TW_TYPE, sortValue: (r) => r.TW_TYPE },
  { key: 'ville', header: 'ville', render: (r) => r.TW_VILLE, sortValue: (r) => r.TW_VILLE },
  // A price the owner typed (« 25-35 € »): hidden in privacy mode like any amount.
  { key: 'tarif', header: 'Tarif', render: (r) => hideAmount(r.TW_TARIF), sortValue: (r) => r.TW_TARIF },
];

function RestaurantTable({ restaurants, filter }: { restaurants: readonly Restaurant[]; filter: string }) {
  const rows = useMemo(
    () => restaurants.map((r, index) => ({ ...r, index })).filter((r) => matchesQuery(filter, restaurantText(r))),
    [restaurants, filter],
  );
  return (
    <>
      <Hint aria-live="polite">
        {rows.length === restaurants.length
          ? `${restaurants.length} restaurant${restaurants.length > 1 ? 's' : ''}`
          : `${rows.length} restaurant${rows.length > 1 ? 's' : ''} sur ${restaurants.length}`}
      </Hint>
      <DataTable
        caption="Nos bonnes adresses"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.index)}
        keyColumn="tarif"
        empty={filter.trim() ? `Aucun restaurant ne correspond à « ${filter.trim()} ».` : 'Aucun restaurant enregistré.'}
      />
    </>
  );
}

/** /restau: the restaurant table, sortable, with a text filter; the editing below it for the owner. */
export function Restau() {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const query = useEndpoint(restaurants);
  return (
    <Page route={routeOf('/restau')}>
      <Toolbar role="search">
        <Field>
          <label htmlFor={inputId}>Filtrer (nom, type, ville, tarif)</label>
          <input id={inputId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
        </Field>
      </Toolbar>
      <QueryView query={query} endpoint={restaurants}>
        {(restaurants) => (
          <>
            <RestaurantTable restaurants={restaurants} filter={filter} />
            {/* With the table, never before it: drawn first, the editing was pushed down the screen as the table came. */}
            <RestaurantEditing filter={filter} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
