/**
 * The promise of « Déployer un remote seul », from the shell's side: the remotes as built still
 * work under a shell rebuilt after a change. (The remote's side, a page shipped with its remote
 * alone, is the recipe's test: e2e/recipe/recipe.spec.ts, run by `pnpm test:recipe`.) The shell
 * is rebuilt from a copy of its sources in .tmp/deploy-alone (with the original's node_modules)
 * and served by the static host of the README, on a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startApiInProcess, type InProcessApi } from 'api/in-process';
import type { RecapLoyers } from 'area-immo/contract';
import { formatEuro } from 'shared-kernel/format';
import { ROOT, origin, serve, useConfig } from './builtApps';
import { test, expect } from './fixtures';

const WORK = path.join(ROOT, '.tmp', 'deploy-alone');
const SHELL_PORT = 3190;

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

test.describe.configure({ mode: 'serial' });
// The shell's CSP allows only the hosts of its config.json: these pages use other ports.
test.use({ bypassCSP: true });

test.describe('the remotes as built, under a shell rebuilt after a change', () => {
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
