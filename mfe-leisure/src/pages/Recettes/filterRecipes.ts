import type { Recipe } from 'shared-kernel';
import { matchesQuery } from '../../ui/fold';

export type RecipeTypeFilter = Recipe['type'] | 'all';

/** Recipes whose title or ingredients match the text, and of the chosen type; both combine. */
export function filterRecipes(recipes: readonly Recipe[], text: string, type: RecipeTypeFilter): Recipe[] {
  return recipes.filter(
    (r) => (type === 'all' || r.type === type) && matchesQuery(text, [r.titre, ...r.ingredients.map((i) => i.nom)]),
  );
}
