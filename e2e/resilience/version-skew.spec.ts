/**
 * Version skew: a remote built against a shared singleton range the shell does not provide
 * (its manifest asks for react ^99) is refused before its code runs, with a French message
 * that names the package and both versions, instead of a blank page or "Invalid hook call".
 * The shell preloads the page's files named by the remote's route table together with the
 * manifest (fetched, not run): those alone may be downloaded; its entry never is.
 */
import { expect, test } from '../tests/fixtures';
import { EXPECTED_REMOTE_ERRORS } from './remoteFaults';
import { documentWasNotReloaded, expectSectionBack, goHash, heading, markDocument, neighbour, SECTIONS, sectionFallback } from './sections';

test.use({ allowedErrors: EXPECTED_REMOTE_ERRORS });

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

for (const section of SECTIONS) {
  const other = neighbour(section);
  test(`${section.name} — exige react ^99 que le shell ne fournit pas`, async ({ page }) => {
    await page.goto(`/#${other.route}`);
    await expect(heading(page)).toHaveText(other.heading);
    await markDocument(page);
    const published = (await (await page.request.get(`${section.origin}/routes.json`)).json()) as {
      entry?: string[];
      routes: Array<{ path: string; chunks?: string[] }>;
    };
    // What the shell preloads as it opens the page: its remote's entry files, then its own.
    const pageFiles = published.routes.find((r) => r.path === section.route)?.chunks ?? [];
    const preloads = [...(published.entry ?? []), ...pageFiles].map((f) => `${section.origin}/${f}`);
    expect(pageFiles.length).toBeGreaterThan(0);
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${section.origin}/`) && r.url().endsWith('.js') && !preloads.includes(r.url())) entries.push(r.url());
    });
    const manifestUrl = `${section.origin}/mf-manifest.json`;
    await page.route(manifestUrl, async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { shared: ManifestShared[] };
      for (const s of manifest.shared) if (s.name === 'react') s.requiredVersion = '^99.0.0';
      await route.fulfill({ response, json: manifest });
    });

    await goHash(page, section.route);
    const fallback = sectionFallback(page, section);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText(/version incompatible : react \^99\.0\.0 demandé, le shell fournit 19\.\d+\.\d+/);
    // Refused from its manifest: no file but the page's preloads came down, and its entry never
    // ran (a container's entry declares the global of its name).
    expect(entries).toEqual([]);
    expect(await page.evaluate((name) => name in window, section.name)).toBe(false);
    // The shell keeps the page's heading over the fallback.
    await expect(heading(page)).toHaveText(section.heading);

    await goHash(page, other.route);
    await expect(heading(page)).toHaveText(other.heading);
    await goHash(page, section.route);
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    // The remote is redeployed against the right versions.
    await page.unroute(manifestUrl);
    await fallback.getByRole('button', { name: 'Réessayer' }).click();
    await expectSectionBack(page, section);
    expect(await documentWasNotReloaded(page)).toBe(true);
  });
}
