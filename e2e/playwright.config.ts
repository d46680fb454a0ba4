import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { TOPOLOGY, localOrigin } from 'shared-kernel/topology';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

// The owner's time zone for the browser (timezoneId below), the api (its default) and these
// tests alike: around midnight in Paris, a UTC test run would reckon another day than the page.
process.env.TZ = 'Europe/Paris';

// The production build served as in the README, against a fresh api database each run.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dashboard-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: localOrigin(TOPOLOGY.shell.port),
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'off',
    // page.route does not see the requests of a service worker: faults are injected without one.
    // The PWA spec (tests/pwa.spec.ts) opts in.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node ../scripts/serve-all.mjs',
    url: `${localOrigin(TOPOLOGY.api.port)}/api/immeubles/recaployers`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { API_DATA_DIR: dataDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
