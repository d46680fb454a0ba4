/**
 * The shell's Content-Security-Policy in a real browser: every route renders with it, and
 * nothing the product does (remote manifests and chunks, api calls, images, styles) is
 * refused. The shell's host must send the policy serve-static derives from config.json.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../tests/fixtures';
import { ROUTES } from '../tests/routeTable';
import { goHash, heading } from './sections';

const repo = path.resolve(__dirname, '..', '..');

/** The policy serve-static derives from the shell's config.json. */
function shellPolicy(): string {
  const script = `import(${JSON.stringify(path.join(repo, 'scripts', 'security-headers.mjs'))}).then((m) => {
    const fs = require('node:fs');
    process.stdout.write(m.contentSecurityPolicy(JSON.parse(fs.readFileSync(${JSON.stringify(path.join(repo, 'shell', 'dist', 'config.json'))}, 'utf8'))));
  })`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

test('every route renders under the CSP, and nothing is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})`));
  });

  const response = await page.goto('/');
  expect(await response!.headerValue('content-security-policy')).toBe(shellPolicy());
  await expect(heading(page)).toHaveText('Tableau de bord');
  // The styles really apply (styled-components fills its <style> elements through the CSSOM).
  const navBackground = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(navBackground).not.toBe('rgba(0, 0, 0, 0)');
  for (const r of ROUTES) {
    await goHash(page, r.path.replace(/:\w+/, '1'));
    await expect(heading(page)).toHaveText(r.param ? /.+/ : r.title);
  }
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});
