/**
 * The resilience suite: faults injected in the browser (remotes, api, config.json)
 * and the static servers' security posture, against the same production build and servers
 * as the e2e suite. Run by `pnpm test:resilience` (scripts/test-resilience.mjs).
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  testDir: './resilience',
  // A scenario waits for retries and timeouts on purpose (a slow api, three load attempts).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // The api's data before and after all the faults: nothing may be lost.
  globalSetup: './resilience/dataIntegrity.setup.ts',
  globalTeardown: './resilience/dataIntegrity.teardown.ts',
  use: base.use,
  webServer: base.webServer,
});
