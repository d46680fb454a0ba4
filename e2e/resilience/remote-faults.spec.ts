/**
 * Each of the five remotes fails in turn, in each way a deployment meets: only its area
 * shows the French fallback with Réessayer, the navbar and the other remotes keep working,
 * and Réessayer brings the section back once the remote is, without reloading the page.
 */
import { expect, test } from '../tests/fixtures';
import { EXPECTED_REMOTE_ERRORS, REMOTE_FAULTS } from './remoteFaults';
import {
  documentWasNotReloaded,
  expectSectionBack,
  goHash,
  heading,
  markDocument,
  navbar,
  neighbour,
  SECTIONS,
  sectionFallback,
} from './sections';

test.use({ allowedErrors: EXPECTED_REMOTE_ERRORS });

for (const section of SECTIONS) {
  const other = neighbour(section);
  for (const fault of REMOTE_FAULTS) {
    test(`${section.name} — ${fault.label}`, async ({ page }) => {
      // The user is elsewhere in the dashboard when they open the failing section.
      await page.goto(`/#${other.route}`);
      await expect(heading(page)).toHaveText(other.heading);
      await markDocument(page);
      const restore = await fault.install(page, section);

      await goHash(page, section.route);
      const fallback = sectionFallback(page, section);
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      if (fault.detail) await expect(fallback).toContainText(fault.detail);
      await expect(fallback.getByRole('button', { name: 'Réessayer' })).toBeVisible();
      await expect(navbar(page)).toBeVisible();
      if (fault.inRemote) await expect(heading(page)).toHaveCount(0);
      else await expect(heading(page)).toHaveText(section.heading);

      // The rest of the dashboard keeps working.
      await goHash(page, other.route);
      await expect(heading(page)).toHaveText(other.heading);
      await goHash(page, section.route);
      await expect(fallback).toBeVisible({ timeout: 20_000 });

      // The remote is back: Réessayer recovers in place.
      await restore();
      await fallback.getByRole('button', { name: 'Réessayer' }).click();
      await expectSectionBack(page, section);
      expect(await documentWasNotReloaded(page)).toBe(true);
    });
  }
}
