/**
 * What starts a remote's page before its code has run: its data, as soon as the owner goes to it
 * (or points at its tile), read from the remote's route table; and its files, from the
 * `remoteFiles` config.json names, which may be older than the remote deployed since (the
 * manifest then loads the page as before).
 */
import { TOPOLOGY, localOrigin } from 'shared-kernel/topology';
import type { Page, Route } from '@playwright/test';
import { API, expect, test } from './fixtures';

const leisure = localOrigin(TOPOLOGY.remotes.leisure.port);
const films = localOrigin(TOPOLOGY.remotes.films.port);

/** Holds every script of `origin` until the returned function is called: the page's code is on its way. */
async function holdScripts(page: Page, origin: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.origin === origin && url.pathname.endsWith('.js'), async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Records the addresses the page asks for. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test.describe('a page’s data leaves with its code, not after it', () => {
  test('a tile followed from Home: the restaurants are asked for while leisure’s code is held', async ({ page }) => {
    const asked = requests(page);
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Parc immobilier' })).toBeVisible();
    const release = await holdScripts(page, leisure);
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: /^Restaurants/ }).click();
    await expect.poll(() => asked.filter((u) => u === `${API}/api/immeubles/restau/`)).toHaveLength(1);
    release();
    await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toBeVisible();
    // The page took the reply already on its way.
    expect(asked.filter((u) => u === `${API}/api/immeubles/restau/`)).toHaveLength(1);
  });

  test('a tile pointed at: the films list is asked for before the click, and once', async ({ page }) => {
    const asked = requests(page);
    const list = `${API}/tmdb/3/movie/popular?language=fr-FR&page=1`;
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Parc immobilier' })).toBeVisible();
    const release = await holdScripts(page, films);
    const tile = page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: /^Films/ });
    await tile.hover();
    await expect.poll(() => asked.filter((u) => u === list)).toHaveLength(1);
    await tile.click();
    release();
    await expect(page.getByTestId('film').first()).toBeVisible();
    expect(asked.filter((u) => u === list)).toHaveLength(1);
  });
});

test.describe('config.json naming files older than the remote in service', () => {
  /** The leisure files an older build would have had: its real names with another hash (remoteEntry.js has none). */
  const older = (file: string) => file.replace(/\.\w{6,}\.js$/, '.0badc0de.js');
  test.beforeEach(async ({ page, request }) => {
    const table = (await (await request.get(`${leisure}/routes.json`)).json()) as { entry: string[]; routes: Array<{ path: string; chunks?: string[] }> };
    const files = {
      entry: table.entry.map(older),
      routes: table.routes.map((r) => ({ path: r.path, chunks: (r.chunks ?? []).map(older) })),
    };
    await page.route(/\/config\.json(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, remoteFiles: { leisure: files } } });
    });
  });

  // The browser notes each file the stale entry names that is no longer there: its own network
  // line, nothing from the app and nothing on the page.
  test.use({ allowedErrors: /status of 404 .*\.0badc0de\.js$/ });

  test('the page opened on it still loads through the manifest', async ({ page }) => {
    const asked = requests(page);
    await page.goto('/#/restau');
    await expect(page.getByRole('table', { name: 'Nos bonnes adresses' })).toBeVisible();
    // The head start was taken (and lost): the stale files were asked for, then the manifest's.
    expect(asked.filter((u) => u.endsWith('.0badc0de.js')).length).toBeGreaterThan(0);
    expect(asked).toContain(`${leisure}/mf-manifest.json`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
