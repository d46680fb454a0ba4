/**
 * From the figures to the tax return, on the demo data and a 390 px phone: the year's page
 * opens with « À reporter sur votre déclaration », its boxes as the api gives them (the demo
 * owner declares under the réel), the furnished let's box 5ND; printed, the block is framed
 * and the navbar and buttons are gone. Lyon's sheet gives its yield after tax at the demo's
 * 30 % marginal rate.
 */
import type { Bien, RevenusFonciers } from 'area-immo/contract';
import { formatEuroRound } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const YEAR = 2025;
const LYON = 'Lyon Croix-Rousse';

test('the year’s boxes to type, on a phone and on paper', async ({ page, request }, info) => {
  const r = await apiPayload<RevenusFonciers>(request, `immeubles/revenusfonciers/${YEAR}`);
  expect(r.declaration_2042.regime).toBe('reel');
  await openRoute(page, `/revenus-fonciers/${YEAR}`, 'Revenus fonciers');
  const block = page.getByRole('region', { name: 'À reporter sur votre déclaration' });
  await expect(block).toBeVisible();
  const boxes = block.getByLabel(`Déclaration 2042, revenus fonciers ${YEAR}`);
  for (const box of ['4BA', '4BB', '4BC', '4BD'] as const) {
    const amount = r.declaration_2042.reel[box];
    const row = boxes.locator('.box').filter({ has: page.locator('dt', { hasText: box }) });
    await expect(row.locator('.amount')).toHaveText(amount === 0 ? '0 € (laisser vide)' : formatEuroRound(amount));
  }
  if (r.meubles?.micro) {
    await expect(block.getByLabel(`Déclaration 2042-C-PRO, revenus ${YEAR}`).locator('.amount')).toHaveText(formatEuroRound(r.meubles.micro.recettes));
  }
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await block.screenshot({ path: info.outputPath('declaration-390.png') });
  await page.screenshot({ path: info.outputPath('revenus-fonciers-390.png'), fullPage: true, clip: { x: 0, y: 0, width: 390, height: 1100 } });

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(block.getByRole('button', { name: 'voir le détail' }).first()).toBeHidden();
  expect(await block.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
  await page.screenshot({ path: info.outputPath('revenus-fonciers-print.png'), fullPage: true, clip: { x: 0, y: 0, width: 390, height: 1100 } });
});

test('a property sheet after tax, on a phone', async ({ page, request }, info) => {
  const b = await apiPayload<Bien>(request, `immeubles/bien/${encodeURIComponent(LYON)}`);
  expect(b.fiscalite?.tmi).toBe(30);
  await openRoute(page, `/bien/${encodeURIComponent(LYON)}`, 'Fiche du bien');
  const section = page.getByRole('region', { name: 'Après impôt' });
  await expect(section.getByRole('heading', { level: 4, name: 'Rendement net-net' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.screenshot({ path: info.outputPath('apres-impot-390.png') });
  await page.getByRole('region', { name: 'Rendements et cash-flow' }).screenshot({ path: info.outputPath('rendements-390.png') });
});
