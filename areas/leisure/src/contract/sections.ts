/**
 * The leisure sections as they are written: restaurants and recipes.
 * Shared by the import file, the data api (/api/data) and the editing forms; unknown fields
 * are refused, never dropped.
 */
import { z } from 'zod/mini';
import { defineSection, oneOf, optionalRowId, requiredText, rowId, strictRow, text, wholeNumber } from 'contract-kit/data';
import { RECIPE_TYPES } from './schemas';

const id = optionalRowId;

export const restaurantRow = strictRow({
  id,
  TW_TITRE: requiredText,
  TW_TYPE: text,
  TW_VILLE: text,
  /** Price range as the owner writes it, e.g. "€€" or "25-35 €". */
  TW_TARIF: text,
});

export const recipeRow = strictRow({
  id: rowId,
  titre: requiredText,
  note: wholeNumber(1, 5, 'note attendue : un entier de 1 à 5'),
  type: oneOf(RECIPE_TYPES),
  ingredients: z.array(strictRow({ nom: text, poids: text }), { error: 'liste attendue' }),
  commentaire: z.array(strictRow({ ligne: text }), { error: 'liste attendue' }),
});


/** The sections of the leisure area. */
export const leisureSections = {
  restaurants: defineSection({ name: 'restaurants', label: 'Restaurants', schema: restaurantRow }),
  recettes: defineSection({ name: 'recettes', label: 'Recettes', schema: recipeRow, uniqueKey: { label: 'id', key: (r) => String(r.id) } }),
};
