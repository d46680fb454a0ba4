/** The leisure area's routes: the demo restaurants and the 11 sample recipes, complete and in French. */
import { createAreaTestHost, getPayload, type AreaTestHost } from 'server-kit/testing';
import { RECIPE_TYPES, leisureSections, recipesSchema, restaurantsSchema } from '../../src/contract';
import { leisureServer, SAMPLE_RECIPES } from '../../src/server';

let test_: AreaTestHost;
beforeAll(async () => {
  test_ = await createAreaTestHost({ areas: [leisureServer], sections: leisureSections, now: new Date(2025, 5, 15, 12, 0), seed: true });
});
afterAll(async () => {
  await test_.close();
});

const FRENCH = /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|de|du|des|au|aux|à)\b/i;

describe('GET restau/', () => {
  test('answers the demo restaurants, with or without the trailing slash and the index script', async () => {
    const restaurants = restaurantsSchema.parse(await getPayload(test_.app, '/api/immeubles/restau/'));
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    expect(await getPayload(test_.app, '/index.php/api/immeubles/restau')).toEqual(restaurants);
    for (const r of restaurants) {
      for (const field of [r.TW_TITRE, r.TW_TYPE, r.TW_VILLE, r.TW_TARIF]) expect(field.trim()).not.toBe('');
    }
    expect(new Set(restaurants.map((r) => r.TW_VILLE)).size).toBeGreaterThan(5);
    expect(new Set(restaurants.map((r) => r.TW_TITRE)).size).toBe(restaurants.length);
  });
});

describe('GET recettes', () => {
  test('answers the 11 sample recipes, ids 1 to 11, in order', async () => {
    const recipes = recipesSchema.parse(await getPayload(test_.app, '/api/immeubles/recettes'));
    expect(recipes.map((r) => r.id)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(recipes).toEqual(SAMPLE_RECIPES);
  });

  test('each recipe is complete and French: title, note 1–5, a type, ingredients with weight and name, steps', async () => {
    const recipes = recipesSchema.parse(await getPayload(test_.app, '/api/immeubles/recettes'));
    for (const r of recipes) {
      expect(r.titre.trim().length).toBeGreaterThan(3);
      expect(r.note).toBeGreaterThanOrEqual(1);
      expect(r.note).toBeLessThanOrEqual(5);
      expect(r.ingredients.length).toBeGreaterThanOrEqual(3);
      for (const i of r.ingredients) {
        expect(i.nom.trim()).not.toBe('');
        expect(i.poids.trim()).not.toBe('');
      }
      expect(r.commentaire.length).toBeGreaterThanOrEqual(3);
      for (const c of r.commentaire) expect(c.ligne.trim()).toMatch(/\.$/);
      expect([r.titre, ...r.commentaire.map((c) => c.ligne)].join(' ')).toMatch(FRENCH);
    }
    // every type of the select appears, and the notes are not all alike
    expect(new Set(recipes.map((r) => r.type))).toEqual(new Set(RECIPE_TYPES));
    expect(new Set(recipes.map((r) => r.note)).size).toBeGreaterThan(1);
    expect(new Set(recipes.map((r) => r.titre)).size).toBe(11);
  });
});
