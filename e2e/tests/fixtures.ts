/**
 * The e2e `test`: fails on any browser console error or uncaught page error, as a user
 * would notice them. A test that provokes an error on purpose matches it with `allowedErrors`.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { TOPOLOGY, localOrigin } from 'shared-kernel/topology';
import type { Immo } from 'area-immo/contract';
import type { Opvcm } from 'area-opvcm/contract';

export type { Page };

export const API = localOrigin(TOPOLOGY.api.port);

export const test = base.extend<{ allowedErrors: RegExp | null; consoleErrors: string[] }>({
  allowedErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      const text = `${m.text()} ${m.location().url ?? ''}`.trim();
      if (m.type() === 'error' && !allowedErrors?.test(text)) errors.push(text);
    });
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    await use(errors);
    expect(errors, 'erreurs dans la console du navigateur').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a hash route and waits for its page heading and its page's code. */
export async function openRoute(page: Page, route: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The heading shows from the first paint: wait for the app, then for the page's own code
  // (the shell's frame around a remote's page stays until the page has mounted).
  await expect(page.locator('.prerendered, [data-remote-frame]')).toHaveCount(0);
}

/** What immeubles/alldata answers: both areas' lists (each area reads its own through its contract). */
export interface AllData {
  immos: Immo[];
  opvcm: Opvcm[];
}


/**
 * Scrolls to the bottom of the page until `target` shows: an area below the fold (Home's
 * « Patrimoine net ») mounts as its place comes near the screen, once the areas above it have
 * loaded and may have pushed it further down.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
/** GET on the embedded api, unwrapped. */
export async function apiPayload<T>(request: import('@playwright/test').APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}/api/${path}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: T }).payload;
}
