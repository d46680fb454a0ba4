/**
 * Editing in the leisure remote, against an api of its own, on a phone: a recipe added with
 * the keyboard is listed and its sheet opens; a restaurant added shows in the spec's table.
 * Each form, opened, fits 375 px and has no accessibility violation.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import { expect, openRoute, test, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
withOwnApi((started) => (api = started));

test.use({
  viewport: { width: 375, height: 740 },
});

async function rows<T>(page: Page, section: string): Promise<T[]> {
  const reply = await apiGet(page, `${api.url}/api/data/${section}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { payload: T[] }).payload;
}

/** The form fits the phone and axe finds nothing in it. */
async function checkForm(page: Page, form: ReturnType<Page['locator']>, screenshot: string) {
  const box = (await form.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.screenshot({ path: screenshot });
  const { violations } = await new AxeBuilder({ page }).include('main form').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Axe on the editing panel, the mouse away (the kernel Button's hover colours are lighter). */
async function checkEditing(page: Page) {
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).include('main section[aria-label^="Modifier"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

test('adds a recipe with the keyboard: it is listed and its sheet opens', async ({ page }) => {
  const before = await rows<{ id: number }>(page, 'recettes');
  const id = Math.max(...before.map((r) => r.id)) + 1;
  await useOwnApi(page, api);
  await openRoute(page, '/recettes', 'Recettes');

  const editing = page.getByRole('region', { name: 'Modifier : Recettes enregistrées' });
  await editing.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = page.getByRole('form', { name: 'Ajouter une recette' });
  await expect(form.getByLabel('Titre')).toBeFocused();

  // Keyboard only, from the title to « Enregistrer ».
  await page.keyboard.type('Far breton');
  await page.keyboard.press('Tab'); // Type
  await page.keyboard.press('Tab'); // Note
  await page.keyboard.press('ArrowDown'); // 3 → 4
  await page.keyboard.press('Tab');
  await page.keyboard.type('1 l');
  await page.keyboard.press('Tab');
  await page.keyboard.type('lait');
  await page.keyboard.press('Tab'); // Retirer
  await page.keyboard.press('Tab'); // Ajouter une ligne
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Quantité 2')).toBeFocused();
  await page.keyboard.type('200 g');
  await page.keyboard.press('Tab');
  await page.keyboard.type('pruneaux');
  await form.getByLabel('Étape 1', { exact: true }).fill('Cuire 45 minutes à 180 °C.');
  await checkForm(page, form, '/tmp/edit-recette.png');

  // The title left empty: the shared schema's message, at the field.
  await form.getByLabel('Titre').fill('');
  await form.getByLabel('Titre').press('Enter');
  await expect(form.getByLabel('Titre')).toHaveAccessibleDescription('texte non vide attendu');
  await expect(form.getByLabel('Titre')).toBeFocused();
  await page.keyboard.type('Far breton');
  await page.keyboard.press('Enter');

  // Its sheet opens, with what was typed.
  await expect(page).toHaveURL(new RegExp(`#/recette/${id}$`));
  const sheet = page.getByRole('article', { name: 'Far breton' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('img', { name: '4 sur 5' })).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Ingrédients' }).getByRole('listitem')).toHaveText(['1 l lait', '200 g pruneaux']);
  await expect(page.getByRole('status').filter({ hasText: 'Recette ajoutée.' })).toBeVisible();

  // The api holds it under the next number, and the list shows it.
  const saved = (await rows<{ id: number; titre: string; note: number }>(page, 'recettes')).find((r) => r.id === id);
  expect(saved).toMatchObject({ titre: 'Far breton', note: 4, type: 'salée' });
  await page.getByRole('link', { name: '← Retour aux recettes' }).click();
  await expect(page.getByRole('table', { name: 'Liste des recettes' }).getByRole('link', { name: `${id} : ouvrir la fiche Far breton` })).toBeVisible();
  await expect(page.getByText(`${before.length + 1} recettes`, { exact: true })).toBeVisible();
});

test('opens a recipe for editing with its lines, and asks before deleting', async ({ page }) => {
  const [first] = await rows<{ id: number; titre: string; ingredients: unknown[] }>(page, 'recettes');
  await useOwnApi(page, api);
  await openRoute(page, '/recettes', 'Recettes');
  const editing = page.getByRole('region', { name: 'Modifier : Recettes enregistrées' });
  await editing.getByRole('button', { name: `Modifier la recette « ${first!.titre} »` }).click();
  const form = page.getByRole('form', { name: `Modifier la recette « ${first!.titre} »` });
  await expect(form.getByLabel('Titre')).toHaveValue(first!.titre);
  await expect(form.getByLabel(/^Ingrédient \d+$/)).toHaveCount(first!.ingredients.length);
  await checkForm(page, form, '/tmp/edit-recette-modifier.png');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  // The editing list fits the phone too, without accessibility violation.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const box = (await editing.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await checkEditing(page);
  await page.screenshot({ path: '/tmp/edit-recettes-page.png', fullPage: true });

  await editing.getByRole('button', { name: `Supprimer la recette « ${first!.titre} »` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Supprimer la recette « ${first!.titre} » ?` });
  await expect(confirm.getByRole('button', { name: 'Supprimer' })).toBeFocused();
  await confirm.screenshot({ path: '/tmp/edit-recette-supprimer.png' });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await rows<{ id: number }>(page, 'recettes')).some((r) => r.id === first!.id)).toBe(true);
});

test('adds a restaurant: the spec table shows it, with its count', async ({ page }) => {
  const before = await rows<{ TW_TITRE: string }>(page, 'restaurants');
  await useOwnApi(page, api);
  await openRoute(page, '/restau', 'Restaurants');
  await expect(page.getByText(`${before.length} restaurants`, { exact: true })).toBeVisible();

  const editing = page.getByRole('region', { name: 'Modifier : Restaurants enregistrés' });
  await editing.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = page.locator('form').filter({ has: page.getByRole('group', { name: 'Ajouter un restaurant' }) });
  await expect(form.getByLabel('Nom')).toBeFocused();
  await page.keyboard.type('Chez Paul');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bouchon lyonnais');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lyon');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20-30 €');
  await checkForm(page, form, '/tmp/edit-restaurant.png');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Restaurant ajouté.' })).toBeVisible();
  const after = await rows<{ TW_TITRE: string }>(page, 'restaurants');
  expect(after).toHaveLength(before.length + 1);
  const table = page.getByRole('table', { name: 'Nos bonnes adresses' });
  // On a phone the price comes right after the name.
  await expect(table.getByRole('row').filter({ hasText: 'Chez Paul' }).getByRole('cell')).toHaveText(['Chez Paul', '20-30 €', 'Bouchon lyonnais', 'Lyon']);
  await expect(page.getByText(`${after.length} restaurants`, { exact: true })).toBeVisible();
  await checkEditing(page);
  await page.screenshot({ path: '/tmp/edit-restaurant-page.png', fullPage: true });
});
