/**
 * Editing of the recipes, under the spec's list: the kernel's editing panel with the recipe's
 * own form (its lines). A new recipe takes the next number, and its sheet opens once saved.
 * The search above applies here too. Nothing renders where the api cannot write or the owner
 * is signed out.
 */
import { useMemo } from 'react';
import { goTo } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { leisureSections } from 'area-leisure/contract';
import { filterRecipes, type RecipeTypeFilter } from './filterRecipes';
import { nextRecipeId } from './recipeDraft';
import { RecipeForm } from './RecipeForm';

const COLUMNS: ReadonlyArray<EditableColumn<typeof leisureSections.recettes>> = [
  { label: 'N°', value: (r) => r.id, numeric: true },
  { label: 'Titre', value: (r) => r.titre },
];

type Recipe = StoredRow<typeof leisureSections.recettes>;

function RecipeRows({ all, text, type }: { all: readonly Recipe[]; text: string; type: RecipeTypeFilter }) {
  const rows = useMemo(() => filterRecipes(all, text, type), [all, text, type]);
  return (
    <EditableRows
      section={leisureSections.recettes}
      rows={rows}
      caption="Recettes enregistrées"
      columns={COLUMNS}
      fields={[]}
      newRow={() => ({})}
      addTitle="Ajouter une recette"
      describe={(r) => `la recette « ${r.titre} »`}
      noun={{ singular: 'Recette', feminine: true }}
      form={(slot) => (
        <RecipeForm
          recipe={slot.id === undefined ? undefined : all.find((r) => r.id === slot.id)}
          id={slot.id ?? nextRecipeId(all)}
          title={slot.title}
          savedMessage={slot.savedMessage}
          onDone={(saved) => {
            slot.onDone(saved);
            if (slot.id === undefined) goTo(`/recette/${saved.id}`);
          }}
          onCancel={slot.onCancel}
        />
      )}
    />
  );
}

export function RecipeEditing({ text, type }: { text: string; type: RecipeTypeFilter }) {
  return <EditingPanel section={leisureSections.recettes}>{(all) => <RecipeRows all={all} text={text} type={type} />}</EditingPanel>;
}
