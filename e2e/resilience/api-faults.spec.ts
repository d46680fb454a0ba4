/**
 * The api fails under every data screen: each shows its spinner, then an ErrorPanel with the
 * load's message and Réessayer, for each fault in turn (down, 500, malformed JSON, wrong
 * shape, slow); nothing spins forever, and Réessayer recovers without reloading the page.
 */
import { expect, test, type Page } from '../tests/fixtures';
import { API_CALL, configWith, EXPECTED_API_ERRORS, FAULT_DETAIL, faultyApi, type ApiMode } from './apiFaults';
import { documentWasNotReloaded, heading, markDocument, navbar } from './sections';

test.use({ allowedErrors: EXPECTED_API_ERRORS });

const ALL_DATA = 'unable to load immos on immostore init';
const RECAP = 'unable to load recap loyers';
const RECIPES = 'unable to load recettes on recettesstore init';
const OPVCM = 'unable to load opvcm on opvcm store init';
const IMAGES = 'unable to load liste images';
const LATE_RENTS = 'Impossible de charger les loyers en retard.';
const PATRIMOINE = 'Impossible de charger le patrimoine.';
const A_FAIRE = 'Impossible de charger la liste « À faire ».';

/**
 * Every data screen and the messages its panels show when their load fails; `notes`: the
 * alerts with Réessayer of a read the page can do without (e-mail sending on /baux).
 */
const SCREENS: ReadonlyArray<{ route: string; heading: string; messages: string[]; notes?: string[]; optional?: string }> = [
  // The immo overview (opening on « À faire »), then mfe-opvcm's « Patrimoine net » card under it. The late rents' card,
  // above them, shows its failure once its quick retry failed too; under a refused connection it
  // is there in some runs and not in others (to be found: the widget's prefetched read), so it
  // is checked when it shows, not counted.
  { route: '/', heading: 'Tableau de bord', messages: [A_FAIRE, ALL_DATA, RECAP, PATRIMOINE], optional: LATE_RENTS },
  // Without « Envoyer » when the capacities fail: the download stays, nothing to say.
  { route: '/a-faire', heading: 'À faire', messages: [A_FAIRE] },
  { route: '/recap', heading: 'Récap loyers', messages: [LATE_RENTS, RECAP] },
  {
    route: '/baux',
    heading: 'Mes baux',
    messages: ['Impossible de charger les loyers dus de ce mois.'],
    notes: ["Impossible de savoir si l'envoi par e-mail est possible. L’envoi par e-mail reste masqué."],
  },
  { route: '/listeappt', heading: 'Liste Appt', messages: [ALL_DATA] },
  { route: '/loyers', heading: 'Loyers', messages: [RECAP] },
  { route: '/emprunt', heading: 'Emprunts', messages: ['unable to load emprunts'] },
  { route: '/carsdetail', heading: 'Récap frais voitures', messages: ['Recup info cars in hs'] },
  { route: '/depenses', heading: 'Dépenses', messages: ['unable to load depenses'] },
  { route: '/graphdepenses', heading: 'Graph Dépenses', messages: ['unable to load graph depenses'] },
  { route: '/listebybk', heading: 'Placements par banque', messages: [OPVCM] },
  { route: '/listeopvcm', heading: 'Placements par type', messages: [ALL_DATA] },
  { route: '/listetabopvcm', heading: 'Tableau des placements', messages: [ALL_DATA] },
  { route: '/grapheopvcm', heading: 'Graphe bulles', messages: [ALL_DATA] },
  { route: '/brickssynthese', heading: 'Bricks', messages: ['unable to load bricks'] },
  { route: '/patrimoine', heading: 'Patrimoine', messages: [PATRIMOINE] },
  { route: '/graphedf', heading: 'Graph EDF', messages: ['unable to load graph edf'] },
  {
    route: '/graphtxfronciere',
    heading: 'Taxe foncière',
    messages: ['unable to load graph taxe fonciere', 'unable to load graph taxe fonciere'],
  },
  { route: '/bank', heading: 'Cumuls par banque', messages: ['unable to load graph cumul bank', 'unable to load graph cumul benef'] },
  { route: '/graphbybenef', heading: 'Cumul par bénéficiaire', messages: ['unable to load graph cumul benef'] },
  { route: '/restau', heading: 'Restaurants', messages: ['unable to load restaurants'] },
  { route: '/recettes', heading: 'Recettes', messages: [RECIPES] },
  { route: '/recette/1', heading: 'Fiche recette', messages: [RECIPES] },
  { route: '/photo', heading: 'Recettes photos', messages: [IMAGES] },
  { route: '/chrono', heading: 'Chrono', messages: [IMAGES] },
  { route: '/films', heading: 'Films', messages: ['unable to load films'] },
  { route: '/film/:popular', heading: 'Fiche film', messages: ['unable to load film'] },
  // The sheet finds the property in alldata first, then asks for its figures.
  { route: '/bien/Lyon%20Croix-Rousse', heading: 'Fiche du bien', messages: [ALL_DATA] },
  // The schedule finds the loan in the loan table first, then asks for its schedule.
  { route: '/emprunt/Lyon%20Croix-Rousse', heading: "Échéancier de l'emprunt", messages: ['unable to load emprunts'] },
  { route: '/revenus-fonciers/2025', heading: 'Revenus fonciers', messages: ['Impossible de charger les revenus fonciers de cette année.'] },
];

/** The order the faults hit one open page in; each is then cured by Réessayer. */
const SEQUENCE: ReadonlyArray<Exclude<ApiMode, 'ok'>> = ['down', 'http500', 'malformed', 'wrongShape', 'slow'];
/** The timeout the slow scenarios run with (config.json apiTimeoutMs); the default is checked below. */
const SHORT_TIMEOUT_MS = 2000;

/** The data spinner (not the one of a section's code loading). */
const spinner = (page: Page) => page.getByRole('status').filter({ hasText: /^Chargement(?! de la section)/ });
const panels = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Réessayer' }) });

async function expectPanels(page: Page, { messages, notes = [], optional }: (typeof SCREENS)[number], detail: RegExp): Promise<void> {
  const counted = (p: Page) => (optional ? panels(p).filter({ hasNotText: optional }) : panels(p));
  // At the bottom of the page: an area below the fold (Home's net worth) mounts as it comes near.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(counted(page)).toHaveCount(messages.length + notes.length, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  if (optional) {
    for (const panel of await panels(page).filter({ hasText: optional }).all()) await expect(panel).toContainText(detail);
  }
  for (const note of notes) await expect(panels(page).filter({ hasText: note })).toHaveCount(1);
  const dataPanels = counted(page).filter({ has: page.locator('code') });
  await expect(dataPanels).toHaveCount(messages.length);
  for (const [i, message] of messages.entries()) {
    const panel = dataPanels.nth(i);
    await expect(panel.locator('code')).toHaveText(message);
    await expect(panel).toContainText(detail);
  }
  await expect(spinner(page)).toHaveCount(0);
}

/**
 * Clicks every panel's Réessayer at once (a panel turns into a spinner as soon as it is clicked),
 * noting whether a data spinner was drawn after the click: shown for the fault's latency only,
 * it may come and go between two looks on a loaded machine.
 */
async function retryAll(page: Page): Promise<void> {
  const clicked = await page.evaluate(() => {
    const w = window as unknown as { __spinnerDrawn: boolean };
    const isDataSpinner = (n: Node) =>
      n instanceof Element && [n, ...n.querySelectorAll('[role="status"]')].some((e) => e.getAttribute('role') === 'status' && /^Chargement(?! de la section)/.test(e.textContent ?? ''));
    w.__spinnerDrawn = false;
    const watch = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some(isDataSpinner))) {
        w.__spinnerDrawn = true;
        watch.disconnect();
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const buttons = [...document.querySelectorAll('[role="alert"] button')].filter((b) => b.textContent === 'Réessayer');
    buttons.forEach((b) => (b as HTMLButtonElement).click());
    return buttons.length;
  });
  expect(clicked).toBeGreaterThan(0);
}

/** A data spinner was drawn since the last Réessayer. */
async function expectSpinnerDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spinnerDrawn: boolean }).__spinnerDrawn)).toBe(true);
}

async function filmRoute(page: Page, route: string): Promise<string> {
  if (!route.includes(':popular')) return route;
  const res = await page.request.get('http://127.0.0.1:8080/tmdb/3/movie/popular?language=fr-FR&page=1');
  const { results } = (await res.json()) as { results: Array<{ id: number }> };
  return route.replace(':popular', String(results[0]!.id));
}

for (const screen of SCREENS) {
  test(`${screen.route} — api arrêtée, 500, JSON invalide, mauvaise forme, lente`, async ({ page }) => {
    const route = await filmRoute(page, screen.route);
    await configWith(page, { apiTimeoutMs: SHORT_TIMEOUT_MS });
    const api = await faultyApi(page, SEQUENCE[0]!);
    await page.goto(`/#${route}`);
    await markDocument(page);
    await expect(spinner(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(heading(page)).toHaveText(screen.heading);
    await expectPanels(page, screen, FAULT_DETAIL[SEQUENCE[0]!]);

    for (const mode of SEQUENCE.slice(1)) {
      api.set(mode);
      await retryAll(page);
      await expectSpinnerDrawn(page);
      await expectPanels(page, screen, FAULT_DETAIL[mode]);
      await expect(navbar(page)).toBeVisible();
    }

    api.set('ok');
    await retryAll(page);
    await expect(panels(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(spinner(page)).toHaveCount(0);
    await expect(heading(page)).toHaveText(screen.heading);
    expect(await documentWasNotReloaded(page)).toBe(true);
  });
}

test('with the default timeout, a 10 s api gives up after about 8 s, then recovers', async ({ page }) => {
  const api = await faultyApi(page, 'slow');
  // Counted from the loan table's request (« unable to load emprunts »): the page may ask for
  // its data before its code is in.
  let asked: number | undefined;
  page.on('request', (request) => {
    if (API_CALL.test(request.url()) && request.url().includes('/immeubles/tdb')) asked ??= Date.now();
  });
  await page.goto('/#/emprunt');
  await expect(heading(page)).toHaveText('Emprunts');
  await expectPanels(page, { route: '/emprunt', heading: 'Emprunts', messages: ['unable to load emprunts'] }, FAULT_DETAIL.slow);
  expect(asked).toBeDefined();
  const waited = Date.now() - asked!;
  expect(waited).toBeGreaterThan(6_000);
  expect(waited).toBeLessThan(10_000);
  api.set('ok');
  await retryAll(page);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(panels(page)).toHaveCount(0);
});
