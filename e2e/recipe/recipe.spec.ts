/**
 * The recipe « A page with new data », deployed with its remote alone: `pnpm test:recipe`
 * (scripts/test-recipe.mjs) applies it to a copy of mfe-leisure and areas/leisure (RECIPE_DIR),
 * builds that remote alone and runs this spec on it (e2e/recipe.config.ts). The real api hosts
 * the copy's server half in place of the leisure area's; the copy's build is served on a port
 * of its own, under the shell as built. The page opens from the navbar, a row the shell's build
 * never heard of, and shows the rows the api serves.
 */
import path from 'node:path';
import { startApiInProcess, type InProcessApi } from 'api/in-process';
import type { AreaServer } from 'server-kit';
import { formatEuro } from 'shared-kernel/format';
import type { ChildProcess } from 'node:child_process';
import { origin, serve, useConfig } from '../tests/builtApps';
import { test, expect } from '../tests/fixtures';

const LEISURE_PORT = 3194;

type Bottle = { nom: string; millesime: number; prix: number };

/** The copy made by scripts/test-recipe.mjs: this spec has no meaning without it. */
function recipeDir(): string {
  const dir = process.env.RECIPE_DIR;
  if (!dir) throw new Error('RECIPE_DIR absent : ce test se lance par « pnpm test:recipe », sur la recette appliquée à une copie.');
  return dir;
}

/**
 * A module of the copy, whose path is known only at run time. Through require, Playwright
 * compiles its TypeScript as for the spec's own imports; an import() goes to Node's own loader,
 * which cannot (« Cannot use import statement outside a module »).
 */
function loadFromCopy<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the one way to load the copy's TypeScript
  return require(file) as T;
}

let api: InProcessApi;
let server: ChildProcess;
/** The copy's new endpoint, with the schema its page reads it with. */
let cave: { path: string; schema: { parse(payload: unknown): Bottle[] } };

// The shell's CSP allows only the hosts of its config.json: the copy's build uses another port.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  const area = path.join(recipeDir(), 'areas', 'leisure', 'src');
  const { leisureServer } = loadFromCopy<{ leisureServer: AreaServer }>(path.join(area, 'server', 'index.ts'));
  ({ cave } = loadFromCopy<{ cave: typeof cave }>(path.join(area, 'contract', 'index.ts')));
  server = await serve(path.join(recipeDir(), 'mfe-leisure', 'dist'), LEISURE_PORT);
  api = await startApiInProcess({ area: leisureServer });
});

test.afterAll(async () => {
  server?.kill();
  await api?.close();
});

test('opens from the navbar and shows the rows the area’s server half serves, under the shell as built', async ({ page, request }) => {
  // The api's reply passes the contract's schema: the area's contract test, on the real api.
  const bottles = cave.schema.parse(((await (await request.get(`${api.url}/api/${cave.path}`)).json()) as { payload: unknown }).payload);
  expect(bottles.length).toBeGreaterThan(1);
  await useConfig(page, api, { leisure: `${origin(LEISURE_PORT)}/mf-manifest.json` });
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Infos ▾' }).click();
  const menu = page.locator('#nav-infos');
  // After Chrono, where the remote's row orders it; the shell's build never heard of it.
  await expect(menu.getByRole('link')).toContainText(['Chrono', 'Cave à vins', 'films']);
  await menu.getByRole('link', { name: 'Cave à vins' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cave à vins');
  const table = page.getByRole('table', { name: 'Ma cave' });
  for (const [index, b] of bottles.entries()) {
    await expect(table.getByRole('row').nth(index + 1).getByRole('cell')).toHaveText([b.nom, String(b.millesime), formatEuro(b.prix)]);
  }

  // Opened directly, from the table this device now remembers; the remote's other pages are unchanged.
  await page.goto('/#/cave');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cave à vins');
  await page.goto('/#/restau');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
});
