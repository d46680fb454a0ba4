/**
 * A recipe as its form holds it: texts, and lines with a stable key each (so that removing a
 * line keeps what was typed in the others). Blank lines are dropped when it is sent; the
 * positions the schema names ("ingredients.2.nom", from 1) are mapped back to the lines shown.
 */
import type { RowOf } from 'shared-kernel';
import { RECIPE_TYPES, type leisureSections } from 'area-leisure/contract';

export type RecipeRow = RowOf<typeof leisureSections.recettes>;
export type RecipeType = (typeof RECIPE_TYPES)[number];

export interface IngredientLine {
  key: number;
  poids: string;
  nom: string;
}
export interface StepLine {
  key: number;
  ligne: string;
}

export interface RecipeDraft {
  titre: string;
  type: RecipeType;
  note: string;
  ingredients: IngredientLine[];
  commentaire: StepLine[];
}

let lastKey = 0;
export const newKey = () => ++lastKey;

export const blankIngredient = (): IngredientLine => ({ key: newKey(), poids: '', nom: '' });
export const blankStep = (): StepLine => ({ key: newKey(), ligne: '' });

export function toDraft(recipe?: RecipeRow): RecipeDraft {
  if (!recipe) return { titre: '', type: RECIPE_TYPES[0], note: '3', ingredients: [blankIngredient()], commentaire: [blankStep()] };
  return {
    titre: recipe.titre,
    type: recipe.type,
    note: String(recipe.note),
    ingredients: recipe.ingredients.map((i) => ({ key: newKey(), poids: i.poids, nom: i.nom })),
    commentaire: recipe.commentaire.map((c) => ({ key: newKey(), ligne: c.ligne })),
  };
}

export interface DraftRow {
  /** The row to check and send (not checked yet). */
  row: Record<string, unknown>;
  /** A field path of the row → the same field in the form ("ingredients.1.nom" → "ingredients.3.nom"). */
  fieldOf(champ: string): string;
}

export function fromDraft(draft: RecipeDraft, id: number): DraftRow {
  const ingredients = draft.ingredients.map((l, i) => ({ l, i })).filter(({ l }) => l.nom.trim() || l.poids.trim());
  const steps = draft.commentaire.map((l, i) => ({ l, i })).filter(({ l }) => l.ligne.trim());
  const shown = { ingredients: ingredients.map((x) => x.i), commentaire: steps.map((x) => x.i) };
  return {
    row: {
      id,
      titre: draft.titre.trim(),
      type: draft.type,
      note: draft.note === '' ? undefined : Number(draft.note),
      ingredients: ingredients.map(({ l }) => ({ poids: l.poids.trim(), nom: l.nom.trim() })),
      commentaire: steps.map(({ l }) => ({ ligne: l.ligne.trim() })),
    },
    fieldOf(champ) {
      const [list, n, ...rest] = champ.split('.');
      if ((list !== 'ingredients' && list !== 'commentaire') || n === undefined) return champ;
      const index = shown[list][Number(n) - 1];
      return index === undefined ? list : [list, index + 1, ...rest].join('.');
    },
  };
}

/** A new recipe's number: after the highest one. */
export function nextRecipeId(recipes: ReadonlyArray<{ id: number }>): number {
  return recipes.reduce((max, r) => Math.max(max, r.id), 0) + 1;
}
