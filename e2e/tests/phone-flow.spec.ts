/**
 * The owner's month on a 390 px phone, with the demo data: Home opens on the late rent, « Encaisser
 * un loyer » offers what the lease still owes, /baux and /loyers show the arrears, every page
 * added since the spec has its way in, and the main residence reads as a home, not a 0 % rent.
 *
 * The demo is made relative to the api's clock (not fixed here): its one late rent is Montpellier
 * Antigone's latest month more than 5 days past due, of which 300 € came on its due date (the
 * demo's one partial payment). So the month and the rent are read from the api's dues; what the
 * page must offer, due less paid, is worked out here from them.
 */
import type { LateRent, RecapLoyers, RentDue } from 'area-immo/contract';
import { formatEuro } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MONTPELLIER = 'Montpellier Antigone';
const MAIN_RESIDENCE = 'Caluire Résidence principale';
/** The demo's one partial payment, on the late month's due date. */
const PARTIAL_PAYMENT = 300;

const monthNames = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
/** « novembre » (with the year when it is not `year`'s: « décembre 2025 »). */
const monthWord = (mois: string, year: number) => {
  const name = monthNames.format(new Date(`${mois}-01T00:00:00Z`));
  return Number(mois.slice(0, 4)) === year ? name : `${name} ${mois.slice(0, 4)}`;
};
const nextMonth = (mois: string) => {
  const d = new Date(`${mois}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
};

/** The late month of the demo, and that month's line of Montpellier's lease. */
async function lateMonth(request: import('@playwright/test').APIRequestContext) {
  const late = await apiPayload<LateRent[]>(request, 'loyers/retards');
  expect(late).toHaveLength(1);
  const rent = late[0]!;
  expect(rent.IM_NOM).toBe(MONTPELLIER);
  const dues = await apiPayload<RentDue[]>(request, `loyers/echeances?mois=${rent.mois}`);
  const line = dues.find((d) => d.bail_id === rent.bail_id)!;
  expect(line.recu).toBe(PARTIAL_PAYMENT);
  // Due less paid, to the cent.
  const owed = Math.round((line.du - PARTIAL_PAYMENT) * 100) / 100;
  expect(owed).toBeGreaterThan(0);
  return { rent, line, owed };
}

test('Home opens on the late rent, above the gold price and the tiles, and lists it under the overview', async ({ page, request }) => {
  const { rent } = await lateMonth(request);
  await openRoute(page, '/', 'Tableau de bord');
  // The page's first section under its heading, on the first screen: its line, in its place
  // from the first paint (nothing it draws pushes the page down).
  const first = page.getByRole('region', { name: 'À faire' });
  await expect(page.locator('h2').first()).toHaveText('À faire');
  const line = first.getByRole('link', { name: `1 loyer en retard : ${formatEuro(rent.reste)}` });
  await expect(line).toHaveAttribute('href', '#/recap');
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const tiles = (await page.getByRole('list', { name: 'Sections' }).boundingBox())!;
  expect(box.y).toBeLessThan(tiles.y);
  // Month by month under the overview, below the fold.
  const late = page.getByRole('region', { name: 'Loyers en retard' });
  await expect(late).toContainText(`${rent.locataire}, ${formatEuro(rent.reste)} restant dû`);
  expect((await late.boundingBox())!.y).toBeGreaterThan(tiles.y);
  // « Gestion locative » after the spec's tiles: the pages added since.
  const gestion = page.getByRole('list', { name: 'Gestion locative' }).getByRole('link');
  await expect(gestion).toHaveText([/^Baux/, /^Revenus fonciers/, /^Relevés/, /^Patrimoine/]);
});

test('/recap: « Encaisser un loyer » offers what the lease still owes, the main residence reads as a home', async ({ page, request }) => {
  const { rent, owed } = await lateMonth(request);
  const recap = await apiPayload<RecapLoyers>(request, 'immeubles/recaployers');
  expect(recap.immos[MONTPELLIER]!.reste_du).toMatchObject({ bail_id: rent.bail_id, mois: rent.mois, reste: owed });
  await openRoute(page, '/recap', 'Récap loyers');
  await page.getByRole('button', { name: `Encaisser un loyer : ${MONTPELLIER}` }).click();
  const form = page.getByRole('group', { name: 'Encaisser un loyer' });
  const montant = form.getByLabel('Montant (€)');
  await expect(montant).toHaveValue(String(owed).replace('.', ','));
  const year = new Date().getFullYear();
  await expect(montant).toHaveAccessibleDescription(`Reste dû pour ${monthWord(rent.mois, year)} : ${formatEuro(owed)}`);
  // The main residence is not offered, and its card says what it is: no rate, no button.
  await expect(form.getByLabel('Bien').locator('option', { hasText: MAIN_RESIDENCE })).toHaveCount(0);
  await form.getByRole('button', { name: 'Annuler' }).click();
  const home = page.getByRole('heading', { level: 3, name: MAIN_RESIDENCE }).locator('xpath=..');
  await expect(home).toContainText('Résidence principale');
  await expect(home).not.toContainText('Réalisé');
  await expect(home.getByRole('button')).toHaveCount(0);
});

test('/baux: the month after the late one says « dont … de … » beside its line', async ({ page, request }) => {
  const { rent } = await lateMonth(request);
  const month = nextMonth(rent.mois);
  await page.goto(`/#/baux?mois=${month}&bail=${rent.bail_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes baux');
  const line = page.getByRole('row', { name: new RegExp(MONTPELLIER) }).first();
  await expect(line).toContainText(`dont ${formatEuro(rent.reste)} ${/^[ao]/.test(monthWord(rent.mois, Number(month.slice(0, 4)))) ? 'd’' : 'de '}${monthWord(rent.mois, Number(month.slice(0, 4)))}`);
  await expect(line.getByText(/^Total dû/)).toBeInViewport();
});

test('/loyers marks the month not fully paid on its property’s card', async ({ page, request }) => {
  const { rent } = await lateMonth(request);
  await openRoute(page, '/loyers', 'Loyers');
  const card = page.getByRole('heading', { level: 3, name: MONTPELLIER }).locator('xpath=..');
  await expect(card).toContainText(/Non soldés? :/);
  await expect(card).toContainText(`${monthWord(rent.mois, new Date().getFullYear())} (${formatEuro(rent.reste)})`);
});

test('every page has its navbar entry; /buttons keeps the spec’s 18 tiles', async ({ page }) => {
  await openRoute(page, '/buttons', 'Menu boutons');
  // The spec's 18 tiles, in its order, then « Mes données » (an api that writes): none of the pages added since.
  const spec = ['recap', 'loyers', 'emprunt', 'carsdetail', 'depenses', 'listebybk', 'listeopvcm', 'brickssynthese', 'graphedf', 'graphtxfronciere', 'bank', 'graphbybenef', 'restau', 'recettes', 'photo', 'piscine', 'films', 'cocktail'];
  const hrefs = await page.getByRole('list', { name: 'Sections' }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((h) => h !== '#/donnees')).toEqual(spec.map((p) => `#/${p}`));
  expect(hrefs).toHaveLength(19);

  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const entries = [
    { group: 'Appt', id: 'appt', label: 'baux', href: '#/baux' },
    { group: 'Appt', id: 'appt', label: 'relevés', href: '#/releves' },
    { group: 'Appt', id: 'appt', label: 'revenus fonciers', href: '#/revenus-fonciers' },
    { group: 'Opvcm', id: 'opvcm', label: 'Patrimoine', href: '#/patrimoine' },
  ];
  for (const e of entries) {
    // On a phone the groups sit behind « Menu ».
    if (!(await nav.getByRole('button', { name: new RegExp(`^${e.group}`) }).isVisible())) await nav.getByRole('button', { name: /Menu/ }).click();
    if (!(await page.locator(`#nav-${e.id}`).isVisible())) await nav.getByRole('button', { name: new RegExp(`^${e.group}`) }).click();
    await expect(page.locator(`#nav-${e.id}`).getByRole('link', { name: e.label, exact: true })).toHaveAttribute('href', e.href);
  }
  await page.locator('#nav-opvcm').getByRole('link', { name: 'Patrimoine', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patrimoine');
});

test('the main residence’s sheet shows no yield', async ({ page }) => {
  await openRoute(page, `/bien/${encodeURIComponent(MAIN_RESIDENCE)}`, 'Fiche du bien');
  await expect(page.getByText('Résidence principale : sans loyer, elle n’a pas de rendement.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Cash-flow mensuel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: /^Rendement/ })).toHaveCount(0);
});
