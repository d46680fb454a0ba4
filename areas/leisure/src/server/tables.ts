/**
 * How the leisure area's sections are stored (see server-kit's tables.ts): the restaurants,
 * and the recipes with their ingredients and comments (child tables, in order).
 */
import { childReader, col, type AreaTable, type Children, type Db, type Fields, type StoredRow } from 'server-kit';

/** A recipe's `ingredients` and `commentaire` lines, kept in recipe_ingredients and recipe_comments. */
export function recipeParts(db: Db): Children {
  const readIngredients = childReader<{ parent: number; nom: string; poids: string }>(
    db,
    'SELECT recipe_id AS parent, name AS nom, weight AS poids FROM recipe_ingredients',
    'recipe_id',
  );
  const readComments = childReader<{ parent: number; ligne: string }>(
    db,
    'SELECT recipe_id AS parent, line AS ligne FROM recipe_comments',
    'recipe_id',
  );
  const clearIngredients = db.prepare('DELETE FROM recipe_ingredients WHERE recipe_id = ?');
  const clearComments = db.prepare('DELETE FROM recipe_comments WHERE recipe_id = ?');
  const insertIngredient = db.prepare('INSERT INTO recipe_ingredients (recipe_id, position, name, weight) VALUES (?, ?, ?, ?)');
  const insertComment = db.prepare('INSERT INTO recipe_comments (recipe_id, position, line) VALUES (?, ?, ?)');
  return {
    fields: ['ingredients', 'commentaire'],
    attach(rows: StoredRow[], id?: number) {
      const ingredients = readIngredients(id);
      const comments = readComments(id);
      for (const row of rows) {
        row.ingredients = (ingredients.get(row.id) ?? []).map(({ nom, poids }) => ({ nom, poids }));
        row.commentaire = (comments.get(row.id) ?? []).map(({ ligne }) => ({ ligne }));
      }
    },
    write(id: number, row: Fields) {
      clearIngredients.run(id);
      clearComments.run(id);
      ((row.ingredients ?? []) as Array<{ nom: string; poids: string }>).forEach((ing, i) =>
        insertIngredient.run(id, i + 1, ing.nom, ing.poids),
      );
      ((row.commentaire ?? []) as Array<{ ligne: string }>).forEach((c, i) => insertComment.run(id, i + 1, c.ligne));
    },
  };
}

export const leisureTables: readonly AreaTable[] = [
  {
    section: 'restaurants',
    table: 'restaurants',
    columns: [col('TW_TITRE', 'title'), col('TW_TYPE', 'type'), col('TW_VILLE', 'city'), col('TW_TARIF', 'price_range')],
  },
  {
    section: 'recettes',
    table: 'recipes',
    columns: [col('titre', 'title'), col('note', 'note'), col('type', 'type')],
    children: recipeParts,
  },
];
