/**
 * The images the host serves to the leisure pages (the sport and recipe folders); the leisure
 * area's own routes are tested in areas/leisure/test.
 */
import { imageListSchema } from '../src/contracts';
import { createTestApi, getPayload, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
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
