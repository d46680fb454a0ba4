/**
 * A spec file with an api of its own (a real api in a child process, on a temporary copy of
 * the demo data): its writes and sign-ins never meet the other specs' reads.
 */
import type { ApiProcess } from 'api/process';
import type { Page } from './fixtures';

/** Points the shell at `api` (config.json apiBase, and its films gateway). */
export async function useOwnApi(page: Page, api: ApiProcess): Promise<void> {
  await page.route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, apiBase: api.url, movieApiBase: `${api.url}/tmdb/3` } });
  });
}
