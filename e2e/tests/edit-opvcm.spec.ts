/**
 * Editing the holdings and the bricks, on an api of this file's own: a holding added shows in
 * its bank's tile and in its type's total, a sale changes its card, the total and the tile,
 * a delete asks first and can be undone, a brick's new rent line adds to the rents' total;
 * all without a reload. Expected figures come from the api's replies before and after.
 * Each form, opened, has no accessibility violation and fits a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ApiProcess } from 'api/process';
import type { BankEntry, BricksListe, Opvcm } from 'area-opvcm/contract';
import { formatEuro } from 'shared-kernel/format';
import { expect, openRoute, test, type AllData, type Page } from './fixtures';
import { apiGet, useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
withOwnApi((started) => (api = started));

interface StoredHolding extends Opvcm {
  id: number;
  OP_DATE: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const signed = (n: number) => (n > 0 ? `+${formatEuro(n)}` : formatEuro(n));
const saleTotal = (ops: readonly Opvcm[]) => formatEuro(cents(ops.reduce((s, o) => s + o.OP_MT_VTE, 0)));
const placements = (n: number) => `${n} placement${n > 1 ? 's' : ''}`;

async function read<T>(page: Page, path: string): Promise<T> {
  const reply = await apiGet(page, `${api.url}/api/${path}`);
  expect(reply.status(), path).toBe(200);
  return ((await reply.json()) as { payload: T }).payload;
}
const holdingsOf = async (page: Page) => (await read<AllData>(page, 'immeubles/alldata')).opvcm;
const banksOf = (page: Page) => read<BankEntry[]>(page, 'immeubles/oplistebybk');

/** The « Total de la sélection » card: its big figure and its count line. */
function selectionTotal(page: Page) {
  const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Total de la sélection' }) });
  return { value: card.locator('h2 + p'), count: card.locator('p.sub') };
}

/** The bank's tile on /listebybk. */
const bankTile = (page: Page, bank: string) =>
  page
    .getByRole('region', { name: 'Placements par banque' })
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 3, name: bank, exact: true }) });

/** Changes the hash as a link does: no reload. */
async function goTo(page: Page, route: string, heading: string) {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

async function expectNoViolations(page: Page, selector: string) {
  // Away from the button just clicked: the kernel Button's hover colours are 4.3:1 (reported).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function expectPageFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a holding added shows in its bank’s tile and in its type’s total, without a reload', async ({ page }) => {
  await useOwnApi(page, api);
  const before = await holdingsOf(page);
  const banks = await banksOf(page);
  const bank = banks[0]!;
  const sale = 1234.56;
  const purchase = 1000;

  await openRoute(page, '/listeopvcm', 'Placements par type');
  await page.getByRole('group', { name: 'Type de placement' }).getByRole('button', { name: 'PEA', exact: true }).click();
  const total = selectionTotal(page);
  const pea = (ops: readonly Opvcm[]) => ops.filter((o) => o.OP_TYPE_PLCMT === 'PEA');
  await expect(total.value).toHaveText(saleTotal(pea(before)));

  const panel = page.getByRole('region', { name: 'Modifier : Saisie des placements (PEA)' });
  await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = panel.getByRole('group', { name: 'Ajouter un placement' });
  await expect(form.getByLabel('Banque')).toBeFocused();
  await expect(form.getByLabel('Type de placement')).toHaveValue('PEA');
  await expectNoViolations(page, 'form');
  await form.getByLabel('Nom du placement').fill('ETF e2e');
  await form.getByLabel('Banque').fill(bank.NOM);
  await form.getByLabel('Bénéficiaire').fill('Léa');
  await form.getByLabel('Montant de l’achat (€)').fill(String(purchase));
  // A French amount, with a comma.
  await form.getByLabel('Montant de vente (€)').fill('1234,56');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Placement ajouté.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler la dernière modification' })).toBeVisible();

  const after = await holdingsOf(page);
  expect(after).toHaveLength(before.length + 1);
  expect(pea(after)).toHaveLength(pea(before).length + 1);
  await expect(total.value).toHaveText(saleTotal(pea(after)));
  await expect(total.count).toHaveText(`PEA : ${placements(pea(after).length)}`);
  const card = page.getByRole('region', { name: 'Placements PEA' }).locator('section').filter({ has: page.getByRole('heading', { name: 'ETF e2e' }) });
  await expect(card.locator('h3 + p')).toHaveText(formatEuro(sale));

  const tile = (await banksOf(page)).find((b) => b.NOM === bank.NOM)!;
  expect(tile.Solde).toBeCloseTo(bank.Solde + sale, 2);
  expect(tile.nbre).toBe(bank.nbre + 1);
  await goTo(page, '/listebybk', 'Placements par banque');
  await expect(bankTile(page, bank.NOM).locator('h3 + p')).toHaveText(formatEuro(tile.Solde));
  await expect(bankTile(page, bank.NOM).locator('dd').first()).toHaveText(String(tile.nbre));
  await expect(bankTile(page, bank.NOM).locator('dd').nth(1)).toHaveText(signed(tile.Diff));
});

test('a sale replaces the sale amount: the card, the total and the bank tile follow; undo puts it back', async ({ page }) => {
  await useOwnApi(page, api);
  const rows = await read<StoredHolding[]>(page, 'data/opvcm');
  const sold = rows.find((r) => r.OP_TYPE_PLCMT === 'ACT')!;
  const banks = await banksOf(page);
  const bank = banks.find((b) => b.NOM === sold.OP_BQ)!;
  const amount = cents(sold.OP_MT_VTE + 321.09);

  await openRoute(page, '/listeopvcm', 'Placements par type');
  await page.getByRole('group', { name: 'Type de placement' }).getByRole('button', { name: 'act.', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Modifier : Saisie des placements (act.)' });
  await panel.getByRole('button', { name: `Vendre le placement « ${sold.OP_NOM} » (${sold.OP_BQ})` }).click();
  const form = panel.getByRole('group', { name: `Vendre « ${sold.OP_NOM} » (${sold.OP_BQ})` });
  const field = form.getByLabel('Montant de la vente (€)');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(String(sold.OP_MT_VTE).replace('.', ','));
  await expectNoViolations(page, 'form');
  // Keyboard only: type the amount, Enter saves.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(amount).replace('.', ','));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Vente de « ${sold.OP_NOM} » enregistrée.` })).toBeVisible();

  const after = await holdingsOf(page);
  const act = after.filter((o) => o.OP_TYPE_PLCMT === 'ACT');
  expect(act.find((o) => o.OP_NOM === sold.OP_NOM && o.OP_BQ === sold.OP_BQ)!.OP_MT_VTE).toBe(amount);
  await expect(selectionTotal(page).value).toHaveText(saleTotal(act));
  const card = page.getByRole('region', { name: 'Placements act.' }).locator('section').filter({ has: page.getByRole('heading', { name: sold.OP_NOM, exact: true }) });
  await expect(card.locator('h3 + p')).toHaveText(formatEuro(amount));
  await expect(card.locator('dd').last()).toHaveText(signed(cents(amount - sold.OP_MT_ACHAT)));

  const tile = (await banksOf(page)).find((b) => b.NOM === sold.OP_BQ)!;
  expect(tile.Solde).toBeCloseTo(bank.Solde + amount - sold.OP_MT_VTE, 2);
  await goTo(page, '/listebybk', 'Placements par banque');
  await expect(bankTile(page, sold.OP_BQ).locator('h3 + p')).toHaveText(formatEuro(tile.Solde));

  // « Annuler la dernière modification »: the api takes the sale back, the tile follows.
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Annulé : / })).toBeVisible();
  const undone = (await banksOf(page)).find((b) => b.NOM === sold.OP_BQ)!;
  expect(undone.Solde).toBeCloseTo(bank.Solde, 2);
  await expect(bankTile(page, sold.OP_BQ).locator('h3 + p')).toHaveText(formatEuro(undone.Solde));
});

test('a delete asks first; the total follows, and undo brings the holding back', async ({ page }) => {
  await useOwnApi(page, api);
  const rows = await read<StoredHolding[]>(page, 'data/opvcm');
  const gone = rows.find((r) => r.OP_TYPE_PLCMT === 'ASSV0')!;
  await openRoute(page, '/listeopvcm', 'Placements par type');
  const panel = page.getByRole('region', { name: 'Modifier : Saisie des placements (Assv-0)' });
  await panel.getByRole('button', { name: `Supprimer le placement « ${gone.OP_NOM} » (${gone.OP_BQ})` }).click();
  const confirm = panel.getByRole('alertdialog');
  await expect(confirm).toContainText(`Supprimer le placement « ${gone.OP_NOM} » (${gone.OP_BQ}) ?`);
  await expect(confirm.getByRole('button', { name: 'Supprimer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Placement supprimé.' })).toBeVisible();

  const after = (await holdingsOf(page)).filter((o) => o.OP_TYPE_PLCMT === 'ASSV0');
  await expect(selectionTotal(page).value).toHaveText(saleTotal(after));
  await expect(selectionTotal(page).count).toHaveText(`Assv-0 : ${placements(after.length)}`);

  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Annulé : / })).toBeVisible();
  const back = (await holdingsOf(page)).filter((o) => o.OP_TYPE_PLCMT === 'ASSV0');
  expect(back).toHaveLength(after.length + 1);
  await expect(selectionTotal(page).value).toHaveText(saleTotal(back));
});

test('a brick’s new rent line, typed with the keyboard, adds to the rents’ total and to its card', async ({ page }) => {
  await useOwnApi(page, api);
  const before = await read<BricksListe>(page, 'immeubles/bricksliste');
  const brick = before.bricks[0]!;
  await openRoute(page, '/brickssynthese', 'Bricks');
  const rentsTotal = page.getByRole('heading', { level: 3, name: 'Total des loyers', exact: true }).locator('xpath=following-sibling::p[1]');
  const rents = (b: BricksListe) => cents(b.bricks.reduce((s, x) => s + Object.values(x.loyers).reduce((t, v) => t + v, 0), 0));
  await expect(rentsTotal).toHaveText(formatEuro(rents(before)));

  const panel = page.getByRole('region', { name: 'Modifier : Achats et loyers par brick' });
  await panel.getByRole('button', { name: `Modifier la brick « ${brick.nom} »` }).focus();
  await page.keyboard.press('Enter');
  const form = panel.getByRole('group', { name: `Modifier la brick « ${brick.nom} »` });
  await expect(form.getByLabel('Nom de la brick')).toBeFocused();
  const lines = Object.keys(brick.loyers).length;
  await expect(form.getByRole('group', { name: /^Ligne \d+$/ })).toHaveCount(lines);
  await form.getByRole('button', { name: 'Ajouter une ligne' }).focus();
  await page.keyboard.press('Enter');
  const line = form.getByRole('group', { name: `Ligne ${lines + 1}` });
  await expect(line.getByLabel('Libellé')).toBeFocused();
  await page.keyboard.type('Loyers e2e');
  await page.keyboard.press('Tab');
  await page.keyboard.type('87,65');
  await expectNoViolations(page, 'form');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Brick modifiée.' })).toBeVisible();

  const after = await read<BricksListe>(page, 'immeubles/bricksliste');
  expect(after.bricks.find((b) => b.nom === brick.nom)!.loyers['Loyers e2e']).toBe(87.65);
  expect(rents(after)).toBeCloseTo(rents(before) + 87.65, 2);
  await expect(rentsTotal).toHaveText(formatEuro(rents(after)));
  const card = page.getByRole('region', { name: 'Bricks', exact: true }).locator('section').filter({ has: page.getByRole('heading', { name: brick.nom, exact: true }) });
  await expect(card.getByRole('definition').filter({ hasText: formatEuro(87.65) })).toHaveCount(1);
  await expect(card.getByText('Loyers e2e', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** The open form: inside the screen, nothing wider than it, no violation; then its picture. */
  async function checkForm(page: Page, name: string, shot: string) {
    const form = page.locator('form').filter({ has: page.getByRole('group', { name, exact: true }) });
    await form.scrollIntoViewIfNeeded();
    const box = (await form.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectPageFitsWidth(page);
    await expectNoViolations(page, 'form');
    await form.screenshot({ path: shot });
  }

  test('the holding forms fit 375 px', async ({ page }) => {
    await useOwnApi(page, api);
    const rows = await read<StoredHolding[]>(page, 'data/opvcm');
    const first = rows.find((r) => r.OP_TYPE_PLCMT === 'ASSV0')!;
    await openRoute(page, '/listeopvcm', 'Placements par type');
    const panel = page.getByRole('region', { name: 'Modifier : Saisie des placements (Assv-0)' });
    await panel.getByRole('button', { name: 'Ajouter', exact: true }).click();
    // Nothing typed: the shared schema's message shows at the first field, which has the focus.
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(panel.getByLabel('Banque')).toHaveAccessibleDescription('texte non vide attendu');
    await expect(panel.getByLabel('Banque')).toBeFocused();
    await checkForm(page, 'Ajouter un placement', '/tmp/edit-holding.png');
    await panel.getByRole('button', { name: 'Annuler', exact: true }).click();

    await panel.getByRole('button', { name: `Vendre le placement « ${first.OP_NOM} » (${first.OP_BQ})` }).click();
    await checkForm(page, `Vendre « ${first.OP_NOM} » (${first.OP_BQ})`, '/tmp/edit-sale.png');
    await page.keyboard.press('Escape');
    await expect(panel.locator('form')).toHaveCount(0);
  });

  test('the brick form and its rent lines fit 375 px', async ({ page }) => {
    await useOwnApi(page, api);
    const { bricks } = await read<BricksListe>(page, 'immeubles/bricksliste');
    await openRoute(page, '/brickssynthese', 'Bricks');
    const panel = page.getByRole('region', { name: 'Modifier : Achats et loyers par brick' });
    await panel.getByRole('button', { name: `Modifier la brick « ${bricks[1]!.nom} »` }).click();
    await panel.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(panel.getByRole('group', { name: /^Ligne \d+$/ }).last().getByLabel('Libellé')).toHaveAccessibleDescription('libellé non vide attendu');
    await checkForm(page, `Modifier la brick « ${bricks[1]!.nom} »`, '/tmp/edit-brick.png');
  });
});
