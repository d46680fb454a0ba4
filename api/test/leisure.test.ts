/** Leisure data of the embedded api: restaurants and the 11 sample recipes, complete and in French. */
import { RECIPE_TYPES, imageListSchema, recipesSchema, restaurantsSchema } from '../src/contracts';
import { SAMPLE_RECIPES } from 'area-leisure/server';
import { createTestApi, getPayload, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const FRENCH = /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|de|du|des|au|aux|à)\b/i;

describe('GET restau/', () => {
  test('answers the demo restaurants, with or without the trailing slash and the index script', async () => {
    const restaurants = restaurantsSchema.parse(await getPayload(api.app, '/api/immeubles/restau/'));
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    expect(await getPayload(api.app, '/index.php/api/immeubles/restau')).toEqual(restaurants);
    for (const r of restaurants) {
      for (const field of [r.TW_TITRE, r.TW_TYPE, r.TW_VILLE, r.TW_TARIF]) expect(field.trim()).not.toBe('');
    }
    expect(new Set(restaurants.map((r) => r.TW_VILLE)).size).toBeGreaterThan(5);
    expect(new Set(restaurants.map((r) => r.TW_TITRE)).size).toBe(restaurants.length);
  });
});

describe('GET recettes', () => {
  test('answers the 11 sample recipes, ids 1 to 11, in order', async () => {
    const recipes = recipesSchema.parse(await getPayload(api.app, '/api/immeubles/recettes'));
    expect(recipes.map((r) => r.id)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(recipes).toEqual(SAMPLE_RECIPES);
  });

  test('each recipe is complete and French: title, note 1–5, a type, ingredients with weight and name, steps', async () => {
    const recipes = recipesSchema.parse(await getPayload(api.app, '/api/immeubles/recettes'));
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

describe('GET contenuDossierImage', () => {
  test('sport holds at least 21 images, so indices 0 to 20 all exist', async () => {
    const sport = imageListSchema.parse(await getPayload(api.app, '/api/permis/contenuDossierImage/sport'));
    expect(sport.length).toBeGreaterThanOrEqual(21);
    for (const name of sport.slice(0, 21)) {
      const res = await api.app.inject({ method: 'GET', url: `/files/sport/${encodeURIComponent(name)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });

  test('recettes lists only image files, each served', async () => {
    const recettes = imageListSchema.parse(await getPayload(api.app, '/api/permis/contenuDossierImage/recettes'));
    expect(recettes.length).toBeGreaterThan(0);
    for (const name of recettes) {
      expect(name).toMatch(/\.(png|jpe?g|gif|webp)$/i);
      const res = await api.app.inject({ method: 'GET', url: `/files/recettes/${encodeURIComponent(name)}` });
      expect(res.statusCode).toBe(200);
    }
  });

  test('an unknown folder is a French 404 in JSON', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/permis/contenuDossierImage/vacances' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.stringMatching(/^Dossier d’images inconnu/) });
  });
});
