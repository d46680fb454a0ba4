/**
 * The leisure remote in the running product: restaurants, recipes and sheets, the photo
 * upload through the UI against the real api, the cocktail totals, and the interval timer
 * driven by Playwright's clock.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { API, apiPayload, expect, openRoute, test } from './fixtures';

interface Recipe {
  id: number;
  titre: string;
  note: number;
  type: string;
  ingredients: Array<{ nom: string; poids: string }>;
  commentaire: Array<{ ligne: string }>;
}
interface Restaurant {
  TW_TITRE: string;
  TW_TYPE: string;
  TW_VILLE: string;
  TW_TARIF: string;
}

// ---- A tiny valid PNG, encoded here (signature, IHDR, IDAT, IEND with their CRCs) --------

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A size × size RGB PNG in two colours. */
function tinyPng(size = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(...((x + y) % 4 < 2 ? [194, 94, 0] : [31, 111, 209]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const tableRows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr');

// ---- Restaurants and recipes ------------------------------------------------------------

test('restaurants: every restaurant of the api, sortable and filtered by text', async ({ page, request }) => {
  const restaurants = await apiPayload<Restaurant[]>(request, 'immeubles/restau/');
  await openRoute(page, '/restau', 'Restaurants');
  const rows = tableRows(page, 'Nos bonnes adresses');
  await expect(rows).toHaveCount(restaurants.length);

  const city = restaurants[0]!.TW_VILLE;
  const inCity = restaurants.filter((r) =>
    [r.TW_TITRE, r.TW_TYPE, r.TW_VILLE, r.TW_TARIF].some((f) => f.toLowerCase().includes(city.toLowerCase())),
  );
  expect(inCity.length).toBeLessThan(restaurants.length);
  await page.getByRole('searchbox', { name: /Filtrer/ }).fill(city);
  await expect(rows).toHaveCount(inCity.length);

  await page.getByRole('searchbox', { name: /Filtrer/ }).fill('');
  await page.getByRole('button', { name: 'Nom' }).click();
  const sorted = [...restaurants].map((r) => r.TW_TITRE).sort((a, b) => a.localeCompare(b, 'fr'));
  await expect(rows.locator('td:first-child')).toHaveText(sorted);
});

test('recipes: search and type combine; the ID opens the sheet; the back button returns', async ({ page, request }) => {
  const recipes = await apiPayload<Recipe[]>(request, 'immeubles/recettes');
  await openRoute(page, '/recettes', 'Recettes');
  const rows = tableRows(page, 'Liste des recettes');
  await expect(rows).toHaveCount(recipes.length);

  await page.getByRole('combobox', { name: 'Type' }).selectOption('dessert');
  await expect(rows).toHaveCount(recipes.filter((r) => r.type === 'dessert').length);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('pâte');
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill('pizza');
  const pizza = recipes.filter((r) => r.type === 'pâte' && r.titre.toLowerCase().includes('pizza'));
  expect(pizza).toHaveLength(1);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('img', { name: `${pizza[0]!.note} sur 5` })).toBeVisible();

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/recette/${pizza[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiche recette');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(pizza[0]!.titre);
  const boxes = page.getByRole('list', { name: 'Ingrédients' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(pizza[0]!.ingredients.length);
  await boxes.first().check();
  await expect(boxes.first()).toBeChecked();
  await expect(page.getByRole('list', { name: 'Préparation' }).getByRole('listitem')).toHaveText(
    pizza[0]!.commentaire.map((c) => c.ligne),
  );

  await page.getByRole('link', { name: /Retour aux recettes/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recettes');
});

test("a recipe id that does not exist shows 'Erreur : Fiche rechette non trouvée'", async ({ page, request }) => {
  const recipes = await apiPayload<Recipe[]>(request, 'immeubles/recettes');
  const missing = Math.max(999, ...recipes.map((r) => r.id + 1));
  await openRoute(page, `/recette/${missing}`, 'Fiche recette');
  await expect(page.getByRole('alert')).toHaveText('Erreur : Fiche rechette non trouvée');
});

// ---- Photos and upload -----------------------------------------------------------------

test('uploading a PNG through the panel: preview, progress, success, then the image is listed and served', async ({ page, request }) => {
  const name = `e2e-${Date.now()}.png`;
  const png = tinyPng();
  await openRoute(page, '/photo', 'Recettes photos');
  const before = await apiPayload<string[]>(request, 'permis/contenuDossierImage/recettes');
  await expect(page.getByRole('list', { name: 'Photos des recettes' }).getByRole('listitem')).toHaveCount(before.length);

  const toggle = page.getByRole('button', { name: 'Afficher Upload' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Cacher Upload' })).toHaveAttribute('aria-expanded', 'true');

  const input = page.getByLabel('Photo à envoyer');
  await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  await input.setInputFiles({ name, mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: `Aperçu de ${name}` });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

  // Hold the request a moment so the progress shows, as on a slow connection.
  await page.route('**/permis/uploadfileimg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: /^Envoi en cours/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Image envoyée' })).toHaveText(
    `Image envoyée : « ${name} » est ajoutée à la liste.`,
  );

  const listed = page.getByRole('list', { name: 'Photos des recettes' }).getByRole('listitem');
  await expect(listed).toHaveCount(before.length + 1);
  const item = listed.filter({ hasText: `${name} (nouvelle)` });
  await expect(item).toBeVisible();
  await expect.poll(() => item.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

  const after = await apiPayload<string[]>(request, 'permis/contenuDossierImage/recettes');
  expect(after).toContain(name);
  const served = await request.get(`${API}/files/recettes/${name}`);
  expect(served.ok()).toBe(true);
  expect(Buffer.from(await served.body())).toEqual(png);
});

test('a file that is not .jpg, .jpeg or .png is refused in French before anything is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('uploadfileimg')) posted = true;
  });
  await openRoute(page, '/photo', 'Recettes photos');
  await page.getByRole('button', { name: 'Afficher Upload' }).click();
  await page.getByLabel('Photo à envoyer').setInputFiles({ name: 'dessin.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.getByRole('alert')).toHaveText('Fichier refusé : « dessin.svg » n’est pas une image .jpg, .jpeg ou .png.');
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();
  expect(posted).toBe(false);
});

test.describe('a file the api refuses', () => {
  // The browser logs the 415 reply and the page logs the failure, as every failed call is logged.
  test.use({ allowedErrors: /status of 415|échec de l'envoi de l'image/ });

  test("shows the api's French reason, and nothing is listed", async ({ page, request }) => {
    const name = `faux-${Date.now()}.png`;
    await openRoute(page, '/photo', 'Recettes photos');
    await page.getByRole('button', { name: 'Afficher Upload' }).click();
    await page.getByLabel('Photo à envoyer').setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from('pas une image') });
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Envoi refusé : le contenu du fichier n’est pas une image PNG valide/);
    expect(await apiPayload<string[]>(request, 'permis/contenuDossierImage/recettes')).not.toContain(name);
  });
});

// ---- Cocktail --------------------------------------------------------------------------

test('cocktail: the defaults give 19,8 L of champagne, 23,76 L with the margin, 31,68 bottles; Save keeps changes', async ({ page }) => {
  await openRoute(page, '/cocktail/', 'Cocktails');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const drinkers = Number(await field('Nombre de buveurs').inputValue());
  const glasses = Number(await field('Coupes par buveur').inputValue());
  const cl = Number((await field('Champagne (cl)').inputValue()).replace(',', '.'));
  const margin = Number(await field('Marge de sécurité (%)').inputValue());
  const bottle = Number((await field('Bouteille de champagne (L)').inputValue()).replace(',', '.'));
  const litres = (drinkers * cl * glasses) / 100;
  const withMargin = litres * (1 + margin / 100);
  const bottles = Math.round((withMargin / bottle) * 100) / 100;
  expect([fr.format(litres), fr.format(withMargin), fr.format(bottles)]).toEqual(['19,8', '23,76', '31,68']);

  const card = page.getByRole('heading', { level: 3, name: 'Champagne' }).locator('xpath=ancestor::section[1]');
  await expect(card.locator('h3 + p')).toHaveText(`${fr.format(bottles)} bouteilles`);
  await expect(card.locator('dt:has-text("Volume") + dd')).toHaveText(`${fr.format(litres)} L`);
  await expect(card.locator('dt:has-text("Avec la marge") + dd')).toHaveText(`${fr.format(withMargin)} L`);

  await field('Nombre de buveurs').fill('-3');
  await expect(field('Nombre de buveurs')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('La valeur doit être positive ou nulle.')).toBeVisible();
  await field('Nombre de buveurs').fill('100');
  await expect(card.locator('dt:has-text("Volume") + dd')).toHaveText(`${fr.format((100 * cl * glasses) / 100)} L`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réglages' })).toHaveText('Réglages enregistrés dans ce navigateur.');
  await page.reload();
  await expect(field('Nombre de buveurs')).toHaveValue('100');
});

// ---- Interval timer under Playwright's clock ----------------------------------------------

test('chrono: exec and repos phases follow the clock, the photo advances after each rest, the session ends', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
  await openRoute(page, '/chrono/', 'Chrono');
  const timer = page.getByRole('timer', { name: 'Temps restant de la phase' });
  const phase = page.locator('[data-phase] .phase');
  const photo = page.getByRole('figure').getByRole('img');
  await expect(timer).toHaveText('0:20');
  await expect(phase).toHaveText('Prêt');
  await expect(photo).toBeVisible();
  // Once the photos are loaded, time stands still except when the test moves it: no
  // real-time drift on a loaded machine (pausing earlier would also stall the data fetch).
  await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'));

  await page.getByRole('spinbutton', { name: 'Nbr' }).fill('2');
  await page.getByRole('button', { name: 'Show' }).click();
  const thumbs = page.getByRole('list', { name: 'Les exercices de la séance' }).getByRole('img');
  await expect(thumbs).toHaveCount(4);
  const programme = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  expect(new Set(programme).size).toBe(4);
  await expect(photo).toHaveAttribute('src', programme[0]!);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(phase).toHaveText('Exercice');
  await page.clock.runFor(5_500);
  await expect(timer).toHaveText('0:15');
  await page.clock.runFor(15_000); // 20,5 s
  await expect(phase).toHaveText('Repos');
  await expect(timer).toHaveText('0:10');
  await expect(page.getByText(/^Repos, série 1 sur 2/)).toBeVisible();

  // A throttled tab: the clock jumps 10 s with timers firing at most once — no drift.
  await page.clock.fastForward(10_000); // 30,5 s
  await expect(phase).toHaveText('Exercice');
  await expect(timer).toHaveText('0:20');
  await expect(page.locator('[data-phase] .meta')).toContainText('Série 2 sur 2');
  await expect(photo).toHaveAttribute('src', programme[1]!);

  await page.getByRole('button', { name: 'Stop' }).click();
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('0:20');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(30_000);
  await expect(phase).toHaveText('Séance terminée');
  await expect(timer).toHaveText('0:00');
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(phase).toHaveText('Prêt');
  await expect(photo).toHaveAttribute('src', programme[0]!);
});
