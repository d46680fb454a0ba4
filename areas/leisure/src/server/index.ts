/**
 * The leisure area's server half: restaurants and recipes read from their tables, and the mail
 * endpoint the spec keeps (sending mail is disabled in this product, and its button too).
 */
import { defineAreaServer, type Db } from 'server-kit';
import type { Recipe, Restaurant } from '../contract';
import { leisureDemoRows } from './demo';
import { leisureMoveIn } from './moveIn';
import { leisureTables } from './tables';

export const MAIL_DISABLED = { sent: false, message: "L'envoi de mail est désactivé." } as const;

function createLeisureQueries(db: Db) {
  const restaurants = db.prepare<[], Restaurant>(
    `SELECT title AS TW_TITRE, type AS TW_TYPE, city AS TW_VILLE, price_range AS TW_TARIF
     FROM restaurants ORDER BY title, id`,
  );
  const recipes = db.prepare<[], Pick<Recipe, 'id' | 'titre' | 'note' | 'type'>>(
    'SELECT id, title AS titre, note, type FROM recipes ORDER BY id',
  );
  const ingredients = db.prepare<[], { recipe_id: number; nom: string; poids: string }>(
    'SELECT recipe_id, name AS nom, weight AS poids FROM recipe_ingredients ORDER BY recipe_id, position, id',
  );
  const comments = db.prepare<[], { recipe_id: number; ligne: string }>(
    'SELECT recipe_id, line AS ligne FROM recipe_comments ORDER BY recipe_id, position, id',
  );

  return {
    restaurants: () => restaurants.all(),
    recipes(): Recipe[] {
      const byId = new Map<number, Recipe>();
      for (const r of recipes.all()) byId.set(r.id, { ...r, ingredients: [], commentaire: [] });
      for (const { recipe_id, nom, poids } of ingredients.all()) byId.get(recipe_id)?.ingredients.push({ nom, poids });
      for (const { recipe_id, ligne } of comments.all()) byId.get(recipe_id)?.commentaire.push({ ligne });
      return [...byId.values()];
    },
  };
}

export const leisureServer = defineAreaServer({
  name: 'leisure',
  demoRows: leisureDemoRows,
  moveIn: leisureMoveIn,
  migrations: [],
  tables: leisureTables,
  routes({ db }) {
    const leisure = createLeisureQueries(db);
    return async (app) => {
      app.get('/immeubles/restau', async () => ({ payload: leisure.restaurants() }));
      app.get('/immeubles/recettes', async () => ({ payload: leisure.recipes() }));
      app.get('/permis/mail', async () => ({ payload: MAIL_DISABLED }));
    };
  },
});

// What the api's demo reads of this area's demo: the recipes' photos it writes (files/recettes); the tests, the sample recipes.
export { RECIPE_IMAGE_NAMES, SAMPLE_RECIPES } from './demo/recipes';
