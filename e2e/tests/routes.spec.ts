import { expect, openRoute, test } from './fixtures';
import { NOT_FOUND_TITLE, ROUTES } from './routeTable';

/** A route with its parameter's example value (1 when it has none). */
const sample = (r: (typeof ROUTES)[number]) => r.path.replace(/:\w+/g, r.param?.example ?? '1');

test.describe('every route of the spec renders', () => {
  for (const r of ROUTES) {
    test(`${r.path} shows « ${r.title} »`, async ({ page }) => {
      await openRoute(page, sample(r), r.title);
      await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    });
  }

  for (const path of ['/emprunt/', '/piscine/', '/cocktail/', '/chrono/', '/recap/']) {
    test(`trailing slash ${path} works`, async ({ page }) => {
      const entry = ROUTES.find((r) => r.path === path.replace(/\/$/, ''))!;
      await openRoute(page, path, entry.title);
    });
  }
});

test('an unknown path shows the Not Found page', async ({ page }) => {
  await openRoute(page, '/nulle-part', NOT_FOUND_TITLE);
});

test('a bad route parameter fires conditionsFailed and shows Not Found', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  const detail = page.evaluate(
    () => new Promise((resolve) => window.addEventListener('conditionsFailed', (e) => resolve((e as CustomEvent).detail), { once: true })),
  );
  await page.evaluate(() => (window.location.hash = '#/film/-1'));
  expect(await detail).toEqual({ route: '/film/:id', param: 'id', value: '-1' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
});
