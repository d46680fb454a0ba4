/** Payload schemas of the leisure reads: restaurants, recipes, image folders, the photo upload. */
import { z } from 'zod/mini';
import { numeric } from 'contract-kit/schemas';

// ---- Leisure ------------------------------------------------------------------------------

export const restaurantSchema = z.object({
  TW_TITRE: z.string(),
  TW_TYPE: z.string(),
  TW_VILLE: z.string(),
  /** Price range as the owner writes it, e.g. "€€" or "25-35 €". */
  TW_TARIF: z.string(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;
export const restaurantsSchema = z.array(restaurantSchema);

export const RECIPE_TYPES = ['salée', 'dessert', 'pâte'] as const;
export const recipeSchema = z.object({
  id: z.pipe(numeric, z.int().check(z.positive())),
  titre: z.string().check(z.minLength(1)),
  note: z.pipe(numeric, z.int().check(z.gte(1), z.lte(5))),
  type: z.enum(RECIPE_TYPES),
  ingredients: z.array(z.object({ nom: z.string(), poids: z.string() })),
  commentaire: z.array(z.object({ ligne: z.string() })),
});
export type Recipe = z.infer<typeof recipeSchema>;
export const recipesSchema = z.array(recipeSchema);

export const imageListSchema = z.array(z.string());
export const uploadResultSchema = z.object({ result: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const mailSchema = z.unknown();
