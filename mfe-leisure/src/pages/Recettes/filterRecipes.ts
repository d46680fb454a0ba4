import type { Recipe } from 'area-leisure/contract';
import { matchesQuery } from '../../ui/fold';

export type RecipeTypeFilter = Recipe['type'] | 'all';

/** Recipes whose title or ingredients match the text, and of the chosen type; both combine. */
export function filterRecipes<R extends Recipe>(recipes: readonly R[], text: string, type: RecipeTypeFilter): R[] {
  return recipes.filter(
    (r) => (type === 'all' || r.type === type) && matchesQuery(text, [r.titre, ...r.ingredients.map((i) => i.nom)]),
  );
}
