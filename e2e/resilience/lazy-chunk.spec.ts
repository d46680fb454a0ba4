/**
 * A remote already on screen, then the user moves to one of its pages whose code (or the
 * shared chart code it pulls) is a further chunk, and that chunk fails: the section says so
 * in French with Réessayer, and Réessayer loads it once the network is back, without reload.
 */
import { expect, test } from '../tests/fixtures';
import { EXPECTED_REMOTE_ERRORS } from './remoteFaults';
import { documentWasNotReloaded, goHash, heading, markDocument, navbar, SECTIONS, sectionFallback } from './sections';

test.use({ allowedErrors: EXPECTED_REMOTE_ERRORS });

/** Pages reached from an open page of the same remote that load a chunk of their own. */
const LAZY_PAGES = [
  { remote: 'charts', from: '/graphdepenses', to: '/graphedf', heading: 'Graph EDF' },
  { remote: 'immo', from: '/recap', to: '/listeappt', heading: 'Liste Appt' },
  { remote: 'opvcm', from: '/listebybk', to: '/grapheopvcm', heading: 'Graphe bulles', chart: true },
] as const;

/** Every hashed chunk, on any origin: the shared chart code may come from the shell or a remote. */
const CHUNK = /\/[\w-]+\.[0-9a-f]{10}\.js(\?.*)?$/;

for (const lazy of LAZY_PAGES) {
  const section = SECTIONS.find((s) => s.name === lazy.remote)!;
  test(`${lazy.remote} — le chunk de ${lazy.to} échoue pendant la navigation`, async ({ page }) => {
    await page.goto(`/#${lazy.from}`);
    await expect(heading(page)).toHaveText(section.routes.includes(lazy.from) ? /.+/ : '');
    await page.waitForLoadState('networkidle');
    await markDocument(page);
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(r.url()));
    await page.route(CHUNK, (route) => route.abort('failed'));

    await goHash(page, lazy.to);
    const fallback = sectionFallback(page, section);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect([...requested].some((u) => CHUNK.test(u))).toBe(true);
    await expect(navbar(page)).toBeVisible();

    await page.unroute(CHUNK);
    await fallback.getByRole('button', { name: 'Réessayer' }).click();
    await expect(heading(page)).toHaveText(lazy.heading);
    if ('chart' in lazy) await expect(page.locator('svg').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await documentWasNotReloaded(page)).toBe(true);
  });
}
