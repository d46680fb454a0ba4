/**
 * The shell's Content-Security-Policy in a real browser: every route renders with it, and
 * nothing the product does (remote manifests and chunks, api calls, images, styles) is
 * refused. The policy is the one scripts/serve-static.mjs sends; until the running server
 * sends it, the test adds it to the shell's document itself.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROUTES } from 'shared-kernel/routes';
import { expect, test } from '../tests/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
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

// A document answered by page.route has no network address, so Chromium's local-network
// checks would refuse its requests to 127.0.0.1: off for this test only.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] },
});

test('every route renders under the CSP, and nothing is refused', async ({ page }) => {
  test.setTimeout(120_000);
  const policy = shellPolicy();
  await page.route('http://127.0.0.1:3000/', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers['content-security-policy'] ??= policy;
    await route.fulfill({ response, headers });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})`));
  });

  const response = await page.goto('/');
  expect(await response!.headerValue('content-security-policy')).toBeTruthy();
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
