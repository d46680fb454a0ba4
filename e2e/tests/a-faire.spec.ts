/**
 * « À faire » on a 390 px phone, with the demo data: Home's overview shows how many things need
 * the owner and the first three; /a-faire applies a rent revision without leaving the list, and
 * its item leaves it; the undo bar takes the revision back (the demo stays as the other suites
 * read it).
 *
 * The demo's IRL series stops at its last quarter published: the revisions it leaves to claim
 * name the quarter they lack. The test adds the one of the Lefèvres' lease (1st quarter 2026, as
 * the owner would in « Mes données »), then removes it.
 */
import type { AFaireItem } from 'area-immo/contract';
import { API, apiPayload, expect, openRoute, scrollUntilVisible, test } from './fixtures';

const WRITE = { 'x-tableau-de-bord': '1' };
const TENANTS = 'Julie et Thomas Lefèvre';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Home shows the count and the first items of « À faire »', async ({ page, request }) => {
  const box = page.getByRole('region', { name: 'À faire' });
  const first = box.getByRole('list', { name: 'Les plus urgentes' }).getByRole('listitem');
  // Other specs record rents at the same time (a rent paid takes its relance off the list): the
  // page and the api are compared on the same state, the page opened again if a write came between.
  await expect(async () => {
    await openRoute(page, '/', 'Tableau de bord');
    await expect(first.first()).toBeVisible();
    const items = await apiPayload<AFaireItem[]>(request, 'a-faire');
    expect(items.length).toBeGreaterThan(0);
    await expect(box).toContainText(items.length === 1 ? '1 chose à faire' : `${items.length} choses à faire`, { timeout: 1000 });
    await expect(first).toHaveCount(Math.min(3, items.length), { timeout: 1000 });
    await expect(first.first()).toContainText(items[0]!.titre, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // Home's first section: above the tiles, on the phone's width.
  const whole = (await box.boundingBox())!;
  expect(whole.x + whole.width).toBeLessThanOrEqual(390);
  expect(whole.y).toBeLessThan((await page.getByRole('list', { name: 'Sections' }).boundingBox())!.y);
  await box.getByRole('link', { name: /^Voir tout et agir/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'À faire' })).toBeVisible();
});

test('/a-faire applies a revision from the list, and the item leaves it', async ({ page, request }) => {
  const missing = (await apiPayload<AFaireItem[]>(request, 'a-faire')).find((i) => i.type === 'revision_irl' && i.titre.includes(TENANTS));
  expect(missing?.detail).toContain("L'IRL du 1er trimestre 2026 manque (publié par l'INSEE depuis le 10 avril 2026");
  const added = await request.post(`${API}/api/data/irl`, { headers: WRITE, data: { annee: 2026, trimestre: 1, valeur: 146.6 } });
  expect(added.status()).toBe(201);
  const irlId = ((await added.json()) as { payload: { id: number } }).payload.id;
  try {
    await applyFromTheList(page, request);
  } finally {
    expect((await request.delete(`${API}/api/data/irl/${irlId}`, { headers: WRITE })).status()).toBe(204);
  }
});

async function applyFromTheList(page: import('./fixtures').Page, request: import('@playwright/test').APIRequestContext) {
  const items = await apiPayload<AFaireItem[]>(request, 'a-faire');
  const revision = items.find((i) => i.type === 'revision_irl' && i.titre.includes(TENANTS) && i.action.type === 'reviser');
  expect(revision, 'the revision computed once its index is there').toBeDefined();
  await openRoute(page, '/a-faire', 'À faire');
  const card = page.getByRole('article', { name: revision!.titre });
  await scrollUntilVisible(page, card);
  const { width } = (await card.boundingBox())!;
  expect(width).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: `Appliquer la révision, ${revision!.titre}` }).click();
  await page.getByRole('form', { name: `Appliquer la révision, ${revision!.titre}` }).getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Révision du loyer appliquée.').first()).toBeVisible();
  await expect(page.getByRole('article', { name: revision!.titre })).toHaveCount(0);
  expect((await apiPayload<AFaireItem[]>(request, 'a-faire')).map((i) => i.id)).not.toContain(revision!.id);

  // Journaled: the undo bar takes it back, and the item returns.
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('article', { name: revision!.titre })).toHaveCount(1);
}
