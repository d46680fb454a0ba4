/**
 * On a 390 px phone, the figure each page is about shows without scrolling sideways: the
 * amount on /depenses (its first column staying in view while the table scrolls), the capital
 * due « Du » on /emprunt, the purchase price on /listeappt, the « Total » of form 2044 on
 * /revenus-fonciers/2025; no button is cut at the screen's edge (/graphedf's « Modifier » and
 * « Supprimer » among them); on /releves a line is accepted from its card, and the api
 * stores what was accepted. An api of its own: the statement writes.
 */
import type { ApiProcess } from 'api/process';
import { expect, openRoute, test, type Page } from './fixtures';
import { sideways } from './sideways';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';
import type { Locator } from '@playwright/test';

let api: ApiProcess;
withOwnApi((started) => (api = started));
test.use({ viewport: { width: 390, height: 844 } });

const WIDTH = 390;

/** Inside the screen's width, as it shows (the page itself scrolled to neither side). */
async function expectInView(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  expect(box.x, 'bord gauche').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'bord droit').toBeLessThanOrEqual(WIDTH);
}

/**
 * The page does not scroll sideways, and no visible button sticks out of the screen (a table's
 * sort buttons, in the box that scrolls sideways, are reached by scrolling it).
 */
async function expectHolds(page: Page) {
  const { overflow, outside } = await page.evaluate(sideways);
  expect(overflow, outside.join('\n')).toBeLessThanOrEqual(0);
  const cut = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('button')]
      .filter((b) => !b.closest('th'))
      .map((b) => ({ name: b.textContent?.trim(), r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < 0 || r.right > window.innerWidth))
      .map(({ name, r }) => `${name} : ${Math.round(r.left)} → ${Math.round(r.right)} px`),
  );
  expect(cut, 'boutons coupés').toEqual([]);
}

/** The value a card gives under `label` (a header of the table). */
const figure = (card: Locator, label: string) => card.locator(`dt:text-is("${label}") + dd`);

async function open(page: Page, route: string, heading: string) {
  await useOwnApi(page, api);
  await openRoute(page, route, heading);
}

test('/depenses: the amount beside the date, the date staying in view while the table scrolls', async ({ page }) => {
  await open(page, '/depenses', 'Dépenses');
  const table = page.getByRole('table', { name: /^Dépenses de / });
  // On a phone the amount comes right after the first column.
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Montant', 'Libellé', 'Garage']);
  const row = table.locator('tbody tr').first();
  await expect(row.locator('td').nth(1)).toContainText('€');
  await expectInView(row.locator('td').nth(1));
  // Scrolled sideways to its end, the date stays at the table's left edge.
  const scroller = table.locator('xpath=..');
  const left = (await scroller.boundingBox())!.x;
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const date = (await row.locator('td').first().boundingBox())!;
  expect(Math.round(date.x)).toBe(Math.round(left));
  await expectHolds(page);
});

test('/emprunt: a card per loan, the capital due « Du » on screen', async ({ page }) => {
  await open(page, '/emprunt', 'Emprunts');
  const cards = page.getByRole('list', { name: 'Capital, intérêts et durée restant dus par emprunt' }).getByRole('listitem');
  const first = cards.first();
  // « Du » first under the loan's name: the figure the page is about.
  await expect(first.locator('dt').first()).toHaveText('Du');
  await expect(figure(first, 'Du')).toContainText('€');
  await expectInView(figure(first, 'Du'));
  await expect(cards.last()).toHaveClass(/total/);
  await expectHolds(page);
});

test('/listeappt: « Détail » above the list, each property’s purchase price on screen', async ({ page }) => {
  await open(page, '/listeappt', 'Liste Appt');
  const list = page.getByRole('list', { name: 'Biens non vendus' });
  const detail = page.getByRole('button', { name: 'Détail' });
  expect((await detail.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
  await expectInView(figure(list.getByRole('listitem').first(), 'PA'));
  await expectHolds(page);
});

test('/revenus-fonciers/2025: the total of each line of form 2044 on screen', async ({ page }) => {
  await open(page, '/revenus-fonciers/2025', 'Revenus fonciers');
  const line261 = page.getByRole('listitem').filter({ hasText: 'Revenus fonciers taxables' });
  await expect(line261.locator('dt').first()).toHaveText('Total');
  await expectInView(figure(line261, 'Total'));
  await expectHolds(page);
});

test('/graphedf: « Modifier » and « Supprimer » of every reading on screen', async ({ page }) => {
  await open(page, '/graphedf', 'Graph EDF');
  const panel = page.getByRole('region', { name: 'Modifier : Relevés des compteurs' });
  await expectInView(panel.getByRole('button', { name: /^Modifier le relevé / }).first());
  await expectInView(panel.getByRole('button', { name: /^Supprimer le relevé / }).first());
  await expectHolds(page);
});

test('/releves: a line accepted from its card is what the api records', async ({ page }) => {
  const expenses = async () =>
    ((await (await apiGet(page, `${api.url}/api/data/depenses`)).json()) as { payload: Array<{ COP_LIBELLE: string; COP_MONT: number }> }).payload;
  const before = await expenses();
  await open(page, '/releves', 'Relevés bancaires');
  await page.getByRole('button', { name: 'Exemple CSV' }).click();
  const cards = page.getByRole('list', { name: 'Lignes du relevé' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expectHolds(page);
  // « Tout accepter » stays at the bottom of the screen while the lines scroll.
  const all = page.getByRole('button', { name: 'Tout accepter' });
  const bottom = async () => { const b = (await all.boundingBox())!; return b.y + b.height; };
  expect(await bottom()).toBeGreaterThan(844 - 60);
  await page.mouse.wheel(0, 1500);
  await expect.poll(bottom).toBeGreaterThan(844 - 60);
  await expect.poll(bottom).toBeLessThanOrEqual(844);

  // Everything ignored but the home insurance's first debit, accepted from its card.
  await page.getByRole('button', { name: 'Tout ignorer' }).click();
  const maif = cards.filter({ hasText: 'PRLV SEPA MAIF ASSURANCE HABITATION' }).first();
  await expect(maif).toContainText('-31,40');
  const accept = maif.getByRole('button', { name: /^Accepter/ });
  await expectInView(accept);
  await accept.click();
  await expect(maif).toContainText('Acceptée');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Relevé enregistré' })).toBeVisible();
  // One expense more: the debit of 31,40 € (the demo's « PRLV SEPA MAIF » line) as a positive expense.
  const after = await expenses();
  expect(after.length - before.length).toBe(1);
  const added = after.filter((e) => !before.some((b) => JSON.stringify(b) === JSON.stringify(e)));
  expect(added).toEqual([expect.objectContaining({ COP_LIBELLE: 'PRLV SEPA MAIF ASSURANCE HABITATION', COP_MONT: 31.4 })]);
});
