import { useId, useMemo, useState } from 'react';
import { Page, QueryView, hrefOf, useEndpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { Field, Hint, Toolbar } from 'shared-kernel';
import { RECIPE_TYPES, recettes, type Recipe } from 'area-leisure/contract';
import { routeOf } from '../../routes';
import { filterRecipes, type RecipeTypeFilter } from './filterRecipes';
import { RecipeEditing } from './RecipeEditing';
import { Stars } from './Stars';

const columns: ReadonlyArray<Column<Recipe>> = [
  {
    key: 'id',
    header: 'ID',
    numeric: true,
    sortValue: (r) => r.id,
    render: (r) => (
      <a href={hrefOf(`/recette/${r.id}`)} aria-label={`${r.id} : ouvrir la fiche ${r.titre}`}>
        {r.id}
      </a>
    ),
  },
  { key: 'titre', header: 'Titre', sortValue: (r) => r.titre, render: (r) => r.titre },
  { key: 'type', header: 'Type', sortValue: (r) => r.type, render: (r) => r.type },
  { key: 'note', header: 'Note', sortValue: (r) => r.note, render: (r) => <Stars note={r.note} /> },
];

function RecipeTable({ recipes, text, type }: { recipes: readonly Recipe[]; text: string; type: RecipeTypeFilter }) {
  const rows = useMemo(() => filterRecipes(recipes, text, type), [recipes, text, type]);
  return (
    <>
      <Hint aria-live="polite">
        {rows.length === recipes.length
          ? `${recipes.length} recette${recipes.length > 1 ? 's' : ''}`
          : `${rows.length} recette${rows.length > 1 ? 's' : ''} sur ${recipes.length}`}
      </Hint>
      <DataTable
        caption="Liste des recettes"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        empty="Aucune recette ne correspond à la recherche."
      />
    </>
  );
}

/** /recettes: the recipe list, filtered by a text search and a type select, combined; the editing below it for the owner. */
export function Recettes() {
  const [text, setText] = useState('');
  const [type, setType] = useState<RecipeTypeFilter>('all');
  const textId = useId();
  const typeId = useId();
  const query = useEndpoint(recettes);
  return (
    <Page route={routeOf('/recettes')}>
      <Toolbar role="search">
        <Field>
          <label htmlFor={textId}>Rechercher (titre ou ingrédient)</label>
          <input id={textId} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor={typeId}>Type</label>
          <select id={typeId} value={type} onChange={(e) => setType(e.target.value as RecipeTypeFilter)}>
            <option value="all">all</option>
            {RECIPE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
      </Toolbar>
      <QueryView query={query} endpoint={recettes}>
        {(recipes) => (
          <>
            <RecipeTable recipes={recipes} text={text} type={type} />
            {/* With the table, never before it (the table coming would push it down the screen). */}
            <RecipeEditing text={text} type={type} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
