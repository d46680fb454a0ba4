/** Child tables of two sections: a brick's rents by label, a recipe's ingredients and comments. */
import type { Db } from '../db/open';
import type { Fields, StoredRow } from './rows';
import type { Children } from './tableStore';

/** Groups child rows by their parent id. */
function byParent<T extends { parent: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.parent);
    if (list) list.push(r);
    else out.set(r.parent, [r]);
  }
  return out;
}

/** Reads all children, or those of one parent. */
function reader<T extends { parent: number }>(db: Db, sql: string, parentColumn: string) {
  const all = db.prepare<[], T>(`${sql} ORDER BY ${parentColumn}, id`);
  const one = db.prepare<[number], T>(`${sql} WHERE ${parentColumn} = ? ORDER BY id`);
  return (id?: number) => byParent(id === undefined ? all.all() : one.all(id));
}

export function brickRents(db: Db): Children {
  const read = reader<{ parent: number; label: string; amount: number }>(
    db,
    'SELECT brick_id AS parent, label, amount FROM brick_rents',
    'brick_id',
  );
  const clear = db.prepare('DELETE FROM brick_rents WHERE brick_id = ?');
  const insert = db.prepare('INSERT INTO brick_rents (brick_id, label, amount) VALUES (?, ?, ?)');
  return {
    fields: ['loyers'],
    attach(rows: StoredRow[], id?: number) {
      const rents = read(id);
      for (const row of rows) {
        row.loyers = Object.fromEntries((rents.get(row.id) ?? []).map((r) => [r.label, r.amount]));
      }
    },
    write(id: number, row: Fields) {
      clear.run(id);
      for (const [label, amount] of Object.entries((row.loyers ?? {}) as Record<string, number>)) insert.run(id, label, amount);
    },
  };
}

export function recipeParts(db: Db): Children {
  const readIngredients = reader<{ parent: number; nom: string; poids: string }>(
    db,
    'SELECT recipe_id AS parent, name AS nom, weight AS poids FROM recipe_ingredients',
    'recipe_id',
  );
  const readComments = reader<{ parent: number; ligne: string }>(
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
