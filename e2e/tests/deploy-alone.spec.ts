/**
 * The promise of « Déployer un remote seul », proved on builds: the shell learns a remote's
 * pages from that remote's deployed build, so
 *  - a page shipped with mfe-leisure alone (its own navbar entry, reading a new endpoint that
 *    the api serves) opens from the navbar and shows its data under the shell as built;
 *  - the remotes as built still work under a shell rebuilt after a change.
 * Both builds are made here from copies of the sources in .tmp/deploy-alone (with the
 * originals' node_modules), served by the static host of the README, each on a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startApiInProcess, type InProcessApi, type InProcessOptions } from 'api/in-process';
import type { RecapLoyers } from 'area-immo/contract';
import { formatEuro } from 'shared-kernel/format';
import { test, expect, type Page } from './fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const WORK = path.join(ROOT, '.tmp', 'deploy-alone');
const LEISURE_PORT = 3194;
const SHELL_PORT = 3190;
const origin = (port: number) => `http://127.0.0.1:${port}`;

const WINES = [
  { nom: 'Château Margaux', millesime: 2015, prix: 1250.5 },
  { nom: 'Meursault Charmes', millesime: 2019, prix: 96 },
];

/** The api as deployed with the new area route (GET /api/vins). */
const wineRoutes: NonNullable<InProcessOptions['routes']> = async (app) => {
  app.get('/vins', async () => ({ payload: WINES }));
};

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

/** mfe-leisure with a « Cave à vins » page: its row, its endpoint, its page, nothing else. */
function leisureWithWines(): string {
  const dir = copyPackage('mfe-leisure');
  const contract = path.join(dir, 'src', 'contract');
  edit(path.join(contract, 'routes.json'), (text) => {
    const table = JSON.parse(text) as { routes: unknown[] };
    table.routes.push({ path: '/vins', title: 'Cave à vins', nav: { group: 'infos', label: 'Cave à vins', order: 115 } });
    return JSON.stringify(table, null, 2);
  });
  edit(path.join(contract, 'endpoints.ts'), (text) =>
    `import { z } from 'zod';\n${text}\nexport const vins = defineEndpoint({\n  path: 'vins',\n  schema: z.array(z.object({ nom: z.string(), millesime: z.number(), prix: z.number() })),\n  errorMessage: 'Impossible de charger la cave.',\n});\n`,
  );
  fs.mkdirSync(path.join(dir, 'src', 'pages', 'Vins'));
  fs.writeFileSync(
    path.join(dir, 'src', 'pages', 'Vins', 'Vins.tsx'),
    `import { Page, QueryView, formatEuro, useEndpoint, type PageProps } from 'shared-kernel';
import { vins } from '../../contract';

export function Vins({ route }: PageProps) {
  const query = useEndpoint(vins);
  return (
    <Page route={route}>
      <QueryView query={query} endpoint={vins}>
        {(rows) => <ul>{rows.map((v) => <li key={v.nom}>{v.nom} {v.millesime} : {formatEuro(v.prix)}</li>)}</ul>}
      </QueryView>
    </Page>
  );
}
`,
  );
  edit(path.join(dir, 'src', 'remote.tsx'), (text) =>
    text.replace('pages: {', "pages: {\n    '/vins': () => import('./pages/Vins/Vins').then((m) => m.Vins),"),
  );
  return dir;
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

let api: InProcessApi;
const servers: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });
// The shell's CSP allows only the hosts of its config.json: these pages use other ports.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fs.rmSync(WORK, { recursive: true, force: true });
  const leisure = leisureWithWines();
  const shell = changedShell();
  await Promise.all([webpack(leisure), webpack(shell)]);
  servers.push(await serve(path.join(leisure, 'dist'), LEISURE_PORT), await serve(path.join(shell, 'dist'), SHELL_PORT));
  api = await startApiInProcess({ routes: wineRoutes, origins: [origin(SHELL_PORT)] });
});

test.afterAll(async () => {
  for (const server of servers) server.kill();
  await api?.close();
  fs.rmSync(WORK, { recursive: true, force: true });
});

test('a page shipped with its remote alone opens from the navbar and shows the api’s data, under the shell as built', async ({ page }) => {
  await useConfig(page, api, { leisure: `${origin(LEISURE_PORT)}/mf-manifest.json` });
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Infos ▾' }).click();
  const menu = page.locator('#nav-infos');
  // After Chrono, where the remote's row orders it; the shell's build never heard of it.
  await expect(menu.getByRole('link')).toContainText(['Chrono', 'Cave à vins', 'films']);
  await menu.getByRole('link', { name: 'Cave à vins' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cave à vins');
  await expect(page.getByRole('listitem').filter({ hasText: 'Château Margaux' })).toHaveText('Château Margaux 2015 : 1 250,50 €');
  await expect(page.getByRole('listitem').filter({ hasText: 'Meursault' })).toHaveText('Meursault Charmes 2019 : 96,00 €');

  // Opened directly, from the table this device now remembers; the remote's other pages are unchanged.
  await page.goto('/#/vins');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cave à vins');
  await page.goto('/#/restau');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
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
