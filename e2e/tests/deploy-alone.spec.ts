/**
 * The promise of « Déployer un remote seul », proved on builds: the shell learns a remote's
 * pages from that remote's deployed build, so
 *  - the recipe's example (a page shipped with mfe-leisure alone, its own navbar entry, reading
 *    a new endpoint that its area's server half serves from a table of its own) opens from the
 *    navbar and shows its data under the shell as built. `pnpm test:recipe`
 *    (scripts/test-recipe.mjs) applies the recipe to a copy, builds that remote alone and runs
 *    this test on it with RECIPE_DIR set; without it, the test is not run here;
 *  - the remotes as built still work under a shell rebuilt after a change.
 * The shell is rebuilt from a copy of its sources in .tmp/deploy-alone (with the original's
 * node_modules); each build is served by the static host of the README, on a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startApiInProcess, type InProcessApi } from 'api/in-process';
import type { RecapLoyers } from 'area-immo/contract';
import { formatEuro } from 'shared-kernel/format';
import type { AreaServer } from 'server-kit';
import { test, expect, type Page } from './fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const WORK = path.join(ROOT, '.tmp', 'deploy-alone');
/** The copy of mfe-leisure and areas/leisure with the recipe applied and the remote built. */
const RECIPE_DIR = process.env.RECIPE_DIR;
const LEISURE_PORT = 3194;
const SHELL_PORT = 3190;
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** A package's sources copied under WORK (no dist, no node_modules: the original's are linked). */
function copyPackage(name: string): string {
  const from = path.join(ROOT, name);
  const to = path.join(WORK, name);
  fs.cpSync(from, to, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
  fs.symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'), 'dir');
  return to;
}

function edit(file: string, change: (text: string) => string): void {
  const text = fs.readFileSync(file, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`${file} : modification sans effet`);
  fs.writeFileSync(file, changed);
}

/** The shell after a change of its own: Home's heading reads differently. */
function changedShell(): string {
  const dir = copyPackage('shell');
  // The pre-render compiles the workspace's kernel: its tsconfig names it from the package's place.
  edit(path.join(dir, 'prerender', 'tsconfig.json'), (text) => text.replaceAll('../../', `${ROOT}/`));
  edit(path.join(dir, 'src', 'routes', 'shellRoutes.json'), (text) =>
    text.replace('"title": "Tableau de bord"', '"title": "Tableau de bord (nouvelle version)"'),
  );
  return dir;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} (${cwd}) : code ${code}\n${stderr.slice(-2000)}`))));
  });
}

const webpack = (dir: string) => run(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], dir);

/** The README's static host on `port`, answering once it listens. */
async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-static.mjs'), dir, String(port)], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await fetch(origin(port)).then(() => true, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`hôte statique absent sur le port ${port}`);
}

/** Points the page's config.json at `api` and, optionally, at another build of a remote. */
async function useConfig(page: Page, api: InProcessApi, remotes: Record<string, string> = {}): Promise<void> {
  await page.route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, apiBase: api.url, movieApiBase: `${api.url}/tmdb/3`, remotes: { ...config.remotes, ...remotes } } });
  });
}

test.describe.configure({ mode: 'serial' });
// The shell's CSP allows only the hosts of its config.json: these pages use other ports.
test.use({ bypassCSP: true });

test.describe('the recipe’s page, deployed with its remote alone', () => {
  test.skip(!RECIPE_DIR, 'pnpm test:recipe runs it on the recipe applied (RECIPE_DIR)');
  let api: InProcessApi;
  let server: ChildProcess;
  /** The area copy's contract: the new endpoint, with the schema the page reads it with. */
  let cave: { path: string; schema: { parse(payload: unknown): Array<{ nom: string; millesime: number; prix: number }> } };

  test.beforeAll(async () => {
    const area = path.join(RECIPE_DIR!, 'areas', 'leisure', 'src');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy is known only at run time
    const { leisureServer } = require(path.join(area, 'server', 'index.ts')) as { leisureServer: AreaServer };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same
    cave = (require(path.join(area, 'contract', 'index.ts')) as { cave: typeof cave }).cave;
    server = await serve(path.join(RECIPE_DIR!, 'mfe-leisure', 'dist'), LEISURE_PORT);
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
});

test.describe('the remotes as built, under a shell rebuilt after a change', () => {
  test.skip(!!RECIPE_DIR, 'run by pnpm test:e2e');
  let api: InProcessApi;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    fs.rmSync(WORK, { recursive: true, force: true });
    const shell = changedShell();
    await webpack(shell);
    server = await serve(path.join(shell, 'dist'), SHELL_PORT);
    api = await startApiInProcess({ origins: [origin(SHELL_PORT)] });
  });

  test.afterAll(async () => {
    server?.kill();
    await api?.close();
    fs.rmSync(WORK, { recursive: true, force: true });
  });

  test('the remotes as built still work under a shell rebuilt after a change', async ({ page, request }) => {
    await useConfig(page, api);
    await page.goto(`${origin(SHELL_PORT)}/#/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord (nouvelle version)');
    await page.goto(`${origin(SHELL_PORT)}/#/recap`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Récap loyers');
    const recap = ((await (await request.get(`${api.url}/api/immeubles/recaployers`)).json()) as { payload: RecapLoyers }).payload;
    await expect(page.getByRole('group', { name: 'Récapitulatif des loyers' })).toContainText(formatEuro(recap.totalLoyerTheorique));
    await page.goto(`${origin(SHELL_PORT)}/#/recettes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recettes');
  });
});
