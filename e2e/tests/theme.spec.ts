// The dark theme: it follows the device, the navbar's « Thème sombre » overrides it and is
// remembered, and every route is readable in both themes (axe's colour-contrast rule).
import AxeBuilder from '@axe-core/playwright';
import type { Tdb } from 'area-immo/contract';
import { apiPayload, expect, openRoute, test, type AllData, type Page } from './fixtures';
import { ROUTES } from './routeTable';

type Scheme = 'light' | 'dark';

/** The stored choice, as the kernel's colorScheme and the page's head script read it. */
const THEME_KEY = 'tableau-de-bord.theme';

/** Relative luminance (WCAG) of a computed `rgb(…)` / `rgba(…)` colour. */
function luminance(css: string): number {
  const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The page's background and its heading's colour, as the browser paints them. */
const colours = (page: Page) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector('h1')!).color,
  }));

/** Each route's address: its parameter's example, a real property or loan, or 1. */
async function addresses(request: import('@playwright/test').APIRequestContext) {
  const { immos } = await apiPayload<AllData>(request, 'immeubles/alldata');
  const { emprunt } = await apiPayload<Tdb>(request, 'immeubles/tdb/');
  const real: Record<string, string> = {
    '/bien/:nom': immos.find((i) => i.IM_VENDU === 0)!.IM_NOM,
    '/emprunt/:nom': Object.keys(emprunt).find((n) => n !== 'total')!,
  };
  return ROUTES.map((r) => ({
    route: r,
    address: r.path.replace(/:\w+/, encodeURIComponent(r.param?.example ?? real[r.path] ?? '1')),
  }));
}

for (const scheme of ['dark', 'light'] as const satisfies readonly Scheme[]) {
  test(`every route in the ${scheme} theme: ${scheme} page, no colour-contrast failure`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    const problems: string[] = [];
    // One page for every route: the hash changes, the shell and the remotes stay loaded.
    for (const { route, address } of await addresses(request)) {
      await openRoute(page, address, route.title);
      // axe skips what is hidden: the page must be on screen.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
      const { body, heading } = await colours(page);
      if (scheme === 'dark' ? luminance(body) > 0.05 : luminance(body) < 0.8) problems.push(`${address}: fond ${body}`);
      if (scheme === 'dark' ? luminance(heading) < 0.5 : luminance(heading) > 0.1) problems.push(`${address}: titre ${heading}`);
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      for (const v of violations) {
        for (const n of v.nodes) problems.push(`${address}: ${n.target.join(' ')} — ${n.any[0]?.message ?? v.help}`);
      }
    }
    expect(problems, `thème ${scheme === 'dark' ? 'sombre' : 'clair'}`).toEqual([]);
  });
}

test('the toggle overrides a dark device with the light theme, and the choice survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openRoute(page, '/', 'Tableau de bord');
  const toggle = page.getByRole('button', { name: 'Thème sombre' });
  // On a phone, outside the folded menu: reachable without opening it.
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(luminance((await colours(page)).body)).toBeLessThan(0.05);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(luminance((await colours(page)).body)).toBeGreaterThan(0.8);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'false');
  expect(luminance((await colours(page)).body)).toBeGreaterThan(0.8);

  // Back to dark, the device's own theme: the device is followed again. The heading above may be
  // the pre-rendered one: a tap before the app is drawn is replayed once it is, so wait for it.
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => luminance((await colours(page)).body)).toBeLessThan(0.05);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => luminance((await colours(page)).body)).toBeGreaterThan(0.8);
});
