/**
 * Builds served as deployed, for the tests that mix builds of different ages (deploy-alone, the
 * recipe's test): the README's static host on a port of its own, and config.json pointed at an
 * api and at another build of a remote.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { InProcessApi } from 'api/in-process';
import type { Page } from './fixtures';

export const ROOT = path.resolve(__dirname, '..', '..');
export const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The README's static host on `port`, answering once it listens. */
export async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-static.mjs'), dir, String(port)], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await fetch(origin(port)).then(() => true, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`hôte statique absent sur le port ${port}`);
}

/** Points the page's config.json at `api` and, optionally, at another build of a remote. */
export async function useConfig(page: Page, api: InProcessApi, remotes: Record<string, string> = {}): Promise<void> {
  await page.route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, apiBase: api.url, movieApiBase: `${api.url}/tmdb/3`, remotes: { ...config.remotes, ...remotes } } });
  });
}
