// The recipe's test (e2e/recipe/), run by `pnpm test:recipe` on a copy with the recipe applied:
// the e2e settings and servers, another folder, so that `pnpm test:e2e` does not run it.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, testDir: './recipe' });
