/**
 * « À faire » on a 390 px phone, with the demo data: Home's overview shows how many things need
 * the owner and the first three; /a-faire applies the rent revision the demo leaves claimable,
 * without leaving the list, and its item leaves it; the undo bar takes the revision back (the
 * demo stays as the other suites read it).
 */
import type { AFaireItem } from 'area-immo/contract';
import { apiPayload, expect, openRoute, scrollUntilVisible, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Home shows the count and the first items of « À faire »', async ({ page, request }) => {
  const items = await apiPayload<AFaireItem[]>(request, 'a-faire');
  expect(items.length).toBeGreaterThan(0);
  await openRoute(page, '/', 'Tableau de bord');
  const box = page.getByRole('region', { name: 'À faire' });
  await scrollUntilVisible(page, box);
  await expect(box).toContainText(items.length === 1 ? '1 chose à faire' : `${items.length} choses à faire`);
  const first = box.getByRole('list', { name: 'Les plus urgentes' }).getByRole('listitem');
  await expect(first).toHaveCount(Math.min(3, items.length));
  await expect(first.first()).toContainText(items[0]!.titre);
  const whole = (await box.boundingBox())!;
  expect(whole.x + whole.width).toBeLessThanOrEqual(390);
  await box.getByRole('link', { name: /^Voir tout et agir/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'À faire' })).toBeVisible();
});

test('/a-faire applies a revision from the list, and the item leaves it', async ({ page, request }) => {
  const items = await apiPayload<AFaireItem[]>(request, 'a-faire');
  const revision = items.find((i) => i.type === 'revision_irl' && i.action.type === 'reviser');
  expect(revision, 'the demo leaves a revision to claim').toBeDefined();
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
});
