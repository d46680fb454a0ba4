/**
 * The owner's sign-in on an api that requires it: a page asked for shows the sign-in page,
 * a wrong password is refused in French, the right one shows the page asked for with its
 * figures, and « Se déconnecter » leads back to the sign-in page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import type { RecapLoyers } from 'area-immo/contract';
import { formatEuro } from 'shared-kernel/format';
import { expect, test, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

const PASSWORD = 'motdepasse-e2e';

// One api for the file (its start costs seconds); each test has its own cookies.
let api: ApiProcess;
withOwnApi((started) => (api = started), { ownerPassword: PASSWORD });

test.use({
  // The browser logs every 401 it receives: the signed-out reads and the wrong password.
  allowedErrors: /Failed to load resource: the server responded with a status of 401/,
});

const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Connexion' });

test('sign in to reach the page asked for, then sign out', async ({ page }) => {
  await useOwnApi(page, api);
  await page.goto('/#/recap');
  await expect(signInHeading(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/recap');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);

  // Keyboard only: the field has the focus.
  const field = page.getByLabel('Mot de passe');
  await expect(field).toBeFocused();
  await page.keyboard.type('pas-le-bon');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect.');
  await expect(field).toBeFocused();

  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Récap loyers');
  // The figures are the api's, read with the session the page now holds.
  const reply = await apiGet(page, `${api.url}/api/immeubles/recaployers`);
  expect(reply.status()).toBe(200);
  const recap = ((await reply.json()) as { payload: RecapLoyers }).payload;
  const card = page.getByRole('heading', { level: 3, name: 'Loyers théoriques', exact: true }).locator('xpath=following-sibling::p[1]');
  await expect(card).toHaveText(formatEuro(recap.totalLoyerTheorique));

  // Another remote reads with the same session.
  await page.goto('/#/restau');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
  await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  // The session is gone on the server too, not only on screen.
  await page.reload();
  await expect(signInHeading(page)).toBeVisible();
  expect((await apiGet(page, `${api.url}/api/immeubles/recaployers`)).status()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Home asks for the password too; the page fits 375 px, without accessibility violation', async ({ page }) => {
    await useOwnApi(page, api);
    await page.goto('/#/');
    await expect(signInHeading(page)).toBeVisible();
    // The overview widget, refused, left no error panel behind.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Mot de passe').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const form = await page.getByRole('form', { name: 'Connexion' }).boundingBox();
    expect(form!.x).toBeGreaterThanOrEqual(0);
    expect(form!.x + form!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/signin-phone.png' });
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
