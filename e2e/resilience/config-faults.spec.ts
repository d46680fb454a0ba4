/**
 * config.json missing, unreachable, not JSON, incomplete or wrong: the shell explains in
 * French what is wrong and what to do, instead of a blank page.
 */
import { expect, test } from '../tests/fixtures';

test.use({ allowedErrors: /Failed to load resource|net::ERR_/ });

const CONFIG = /\/config\.json(\?.*)?$/;

const CASES: ReadonlyArray<{ label: string; reply: Parameters<import('@playwright/test').Route['fulfill']>[0] | 'abort'; reason: RegExp }> = [
  { label: 'absent (404)', reply: { status: 404, body: 'introuvable' }, reason: /introuvable \(erreur 404\)/ },
  { label: 'injoignable', reply: 'abort', reason: /injoignable/ },
  { label: 'pas du JSON', reply: { status: 200, contentType: 'application/json', body: '{ "apiBase": ' }, reason: /n'est pas du JSON valide/ },
  { label: 'vide', reply: { status: 200, contentType: 'application/json', body: '' }, reason: /n'est pas du JSON valide/ },
  { label: 'un tableau', reply: { status: 200, json: [] }, reason: /incomplet/ },
  // Without `remotes` the shell uses the default manifests (the shipped config.json has none).
  {
    label: 'sans apiBase',
    reply: { status: 200, json: { movieApiBase: 'http://127.0.0.1:8080/tmdb/3', movieImageBase: 'https://image.tmdb.org/t/p' } },
    reason: /incomplet : apiBase/,
  },
];

for (const c of CASES) {
  test(`config.json ${c.label} : page « Configuration invalide » en français`, async ({ page }) => {
    await page.route(CONFIG, (route) => (c.reply === 'abort' ? route.abort('connectionrefused') : route.fulfill(c.reply)));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration invalide');
    await expect(page.getByRole('alert')).toContainText(/^Le tableau de bord ne peut pas démarrer : le fichier/);
    await expect(page.getByRole('alert')).toContainText(c.reason);
    await expect(page.getByText('Corrigez config.json à côté de index.html')).toBeVisible();
  });
}

test('a config.json with a bad value names the key at fault', async ({ page }) => {
  await page.route(CONFIG, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, apiBase: 'pas une adresse', remotes: { ...config.remotes, films: 42 } } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration invalide');
  await expect(page.getByRole('alert')).toContainText('apiBase');
  await expect(page.getByRole('alert')).toContainText('remotes.films');
});

test('a config.json that never answers still ends on the French page', async ({ page }) => {
  await page.route(CONFIG, () => {
    // Never answered: the shell must not stay blank.
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration invalide', { timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText(/ne répond pas/);
});
