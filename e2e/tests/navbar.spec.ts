import { expect, openRoute, test } from './fixtures';
import { NAV_GROUPS, ROUTES, navEntries } from './routeTable';

test('the navbar has Accueil and the three groups with the spec labels and targets', async ({ page }) => {
  await openRoute(page, '/', 'Tableau de bord');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '#/');
  for (const g of NAV_GROUPS) {
    await nav.getByRole('button', { name: new RegExp(`^${g.label}`) }).click();
    const links = page.locator(`#nav-${g.id} a`);
    await expect(links).toHaveText(navEntries(g.id).map((r) => r.nav!.label));
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(navEntries(g.id).map((r) => `#${r.path}`));
  }
});

test('navigating across remotes through the navbar and back', async ({ page }) => {
  await openRoute(page, '/', 'Tableau de bord');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: /^Appt/ }).click();
  await page.locator('#nav-appt').getByRole('link', { name: 'emprunts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emprunts');
  await nav.getByRole('button', { name: /^Infos/ }).click();
  await page.locator('#nav-infos').getByRole('link', { name: 'films' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emprunts');
});

test('a Home tile leads into a remote', async ({ page }) => {
  await openRoute(page, '/', 'Tableau de bord');
  await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: /^Récap/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES.find((r) => r.path === '/recap')!.title);
});

test('Home shows the gold price, or the French line when there is none, never an empty box', async ({ page }) => {
  await openRoute(page, '/', 'Tableau de bord');
  const gold = page.getByRole('region', { name: "Cours de l'or" });
  // Without internet (tests, CI) the api has no value at all; with it, euros per ounce and gram.
  await expect(gold).toContainText(/Cours de l'or indisponible pour le moment\.|Le gramme\s*[\d\s\u202f\u00a0]+,\d\d\s€/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the navbar collapses behind a menu button', async ({ page }) => {
    await openRoute(page, '/', 'Tableau de bord');
    const groups = page.getByRole('button', { name: /^Opvcm/ });
    await expect(groups).toBeHidden();
    await page.getByRole('button', { name: /Menu/ }).click();
    await groups.click();
    await page.locator('#nav-opvcm').getByRole('link', { name: 'Bricks' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bricks');
    await expect(groups).toBeHidden();
  });
});
