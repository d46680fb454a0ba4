import { remoteOrigin } from 'shared-kernel/topology';
import { expect, test } from './fixtures';

// The films remote's server is unreachable: only its area degrades.
const FILMS_ORIGIN = `${remoteOrigin('films')}/**`;

test.use({ allowedErrors: /ERR_FAILED|ERR_CONNECTION|Failed to load resource|remote films indisponible/ });

test('a remote that is down shows its French fallback; the rest keeps working; Réessayer recovers', async ({ page }) => {
  await page.route(FILMS_ORIGIN, (route) => route.abort('connectionrefused'));
  await page.goto('/#/films');
  const fallback = page.getByRole('alert').filter({ hasText: 'La section Films est momentanément indisponible.' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  // Under the page's own heading, where the page will draw it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  await page.evaluate(() => (window.location.hash = '#/recap'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Récap loyers');

  await page.evaluate(() => (window.location.hash = '#/films'));
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await page.unroute(FILMS_ORIGIN);
  await fallback.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('list', { name: 'Films populaires' })).toBeVisible();
  await expect(fallback).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films');
});
