/**
 * A spec file with an api of its own (a real api in a child process, on a temporary copy of
 * the demo data): its writes and sign-ins never meet the other specs' reads.
 */
import { startApiProcess, type ApiProcess, type ApiProcessOptions } from 'api/process';
import type { APIResponse } from '@playwright/test';
import { test, type Page } from './fixtures';

/**
 * Starts the file's api before its tests (run in order, on that one api) and stops it after;
 * `started` receives it. `options` may be a function, called then: to pass what an earlier
 * beforeAll started (an SMTP server's address). The shell's CSP allows only the api of its config.json, and this one
 * listens on a port of its own: the file's pages bypass the CSP.
 */
export function withOwnApi(started: (api: ApiProcess) => void, options?: ApiProcessOptions | (() => ApiProcessOptions)): void {
  let api: ApiProcess | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    api = await startApiProcess(typeof options === 'function' ? options() : options);
    started(api);
  });
  test.afterAll(async () => {
    await api?.close();
  });
  test.use({ bypassCSP: true });
}

/** Points the shell at `api` (config.json apiBase, and its films gateway). */
export async function useOwnApi(page: Page, api: ApiProcess): Promise<void> {
  await page.route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, apiBase: api.url, movieApiBase: `${api.url}/tmdb/3` } });
  });
}

/**
 * A GET from the test itself to the file's api, sent once more when the connection it reused
 * had just been closed: the api closes an idle keep-alive socket after 5 s, and a request sent
 * at that instant meets ECONNRESET. A browser retries such a request by itself; Playwright's
 * request context does not.
 */
export async function apiGet(page: Page, url: string): Promise<APIResponse> {
  try {
    return await page.request.get(url);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return page.request.get(url);
  }
}
