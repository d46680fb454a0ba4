/**
 * Installed on his server and reached from his phone over HTTPS, as the README installs it:
 * the sign-in page comes first, a wrong password is refused, the right one opens Home with
 * its data, the service worker takes the page, every remote's page draws; without the
 * session nothing is read or written through the proxy; a leisure build deployed by the
 * script is there at the next visit with no restart, and its rollback brings the old one back;
 * a reload restarts the api alone.
 */
import { spawnSync } from 'node:child_process';
import { chromium, devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RemoteName } from 'shared-kernel/topology';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { editedBuild, install, NAME, ORIGIN, SERVICE_UNIT, throughProxy, type Installed } from './behindProxy';
import { REMOTE_TABLES } from './routeTable';

const PASSWORD = 'mot de passe du serveur';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: Installed;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
const errors: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await install(PASSWORD);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${NAME} 127.0.0.1`],
    // Chromium reads the certificates it trusts from $HOME/.pki/nssdb.
    env: { ...process.env, HOME: server.browserHome },
  });
  phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'fr-FR', timezoneId: 'Europe/Paris', serviceWorkers: 'allow' });
  page = await phone.newPage();
  page.on('console', (m) => {
    // The signed-out reads and the wrong password answer 401, as they should.
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test.afterEach(() => {
  expect(errors, 'erreurs dans la console du navigateur').toEqual([]);
});

const heading = () => page.getByRole('heading', { level: 1 });

test('over HTTPS: sign-in first, a wrong password refused, the right one opens Home with its data', async () => {
  await page.goto(`${ORIGIN}/`);
  await expect(heading()).toHaveText('Connexion');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await page.getByLabel('Mot de passe').fill('pas le bon mot de passe');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect.');

  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(heading()).toHaveText('Tableau de bord');
  // The leisure tiles come from the remote's table, the restaurants from the api.
  await expect(page.getByText('Nos bonnes adresses')).toBeVisible();
  // The api's tides page, framed from the same origin.
  await page.getByRole('button', { name: 'Afficher les marées' }).click();
  await expect(page.frameLocator('iframe[title="Horaires des marées"]').getByRole('heading', { name: /^Marées à / })).toBeVisible();
  const cookies = await phone.cookies(ORIGIN);
  expect(cookies.find((c) => c.name === 'tdb_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
});

test('after a reload the service worker controls the page', async () => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  await expect(heading()).toHaveText('Tableau de bord');
});

/**
 * What each remote's first page of the navbar shows of the demo data the new base was given,
 * read from the areas' demo rows (none depends on the day the test runs): a rented property
 * (areas/immo/src/server/demo/properties.ts), the first bank of the holdings
 * (areas/opvcm/src/server/demo.ts), the first year of the personal expenses in the chart's data
 * table (2015, the demo's first), the restaurant listed first in the demo
 * (areas/leisure/src/server/demo/restaurants.ts), the most popular film of the offline catalog, first of the list (Interstellar, popularity 150.2:
 * areas/films/src/server/catalogData.ts).
 */
const SHOWN: Record<RemoteName, (p: Page) => Promise<void>> = {
  immo: (p) => expect(p.getByText('Lyon Croix-Rousse').first()).toBeVisible(),
  opvcm: (p) => expect(p.getByRole('heading', { level: 3, name: 'Crédit Agricole', exact: true })).toBeVisible(),
  charts: async (p) => {
    // The phone's axis shows every other year: the data table behind « Voir les données » has them all.
    const figure = p.getByRole('figure', { name: 'Dépenses personnelles par année' });
    await figure.getByText('Voir les données').click();
    await expect(figure.getByRole('table')).toContainText('2015');
  },
  // On a phone the price, the page's key figure, comes right after the name.
  leisure: (p) => expect(restaurantRow(p)).toHaveText(['Le Bouchon des Canuts', '25-35 €', 'Bouchon lyonnais', 'Lyon']),
  films: (p) => expect(p.getByTestId('film').first().getByRole('link')).toHaveText('Interstellar'),
};

/** The cells of the demo's first restaurant in /restau's table. */
const restaurantRow = (p: Page) =>
  p.getByRole('table', { name: 'Nos bonnes adresses' }).getByRole('row').filter({ hasText: 'Le Bouchon des Canuts' }).getByRole('cell');

test('every remote’s first page of the navbar draws, with its data', async () => {
  for (const name of Object.keys(REMOTE_TABLES) as RemoteName[]) {
    const route = REMOTE_TABLES[name].routes.find((r) => r.nav && !r.path.includes(':'))!;
    await page.goto(`${ORIGIN}/#${route.path}`);
    await expect(heading()).toHaveText(route.title);
    await expect(page.locator('.prerendered, [data-remote-frame]')).toHaveCount(0);
    await expect(page.getByText(/momentanément indisponible|Connexion requise/)).toHaveCount(0);
    await SHOWN[name](page);
  }
});

test('through the proxy without the session: 401 and no data, for the export and for a write', async () => {
  const everything = await throughProxy(server.rootCert, 'GET', '/api/data');
  expect(everything.status).toBe(401);
  expect(everything.body).not.toMatch(/TW_TITRE|IM_NOM/);
  const legacy = await throughProxy(server.rootCert, 'GET', '/index.php/api/immeubles/alldata');
  expect(legacy.status).toBe(401);
  const row = JSON.stringify({ TW_TITRE: 'Intrus', TW_TYPE: '', TW_VILLE: '', TW_TARIF: '' });
  const write = await throughProxy(server.rootCert, 'POST', '/api/data/restaurants', { 'content-type': 'application/json', 'x-tableau-de-bord': '1', origin: ORIGIN }, row);
  expect(write.status).toBe(401);
  // Signed in, the page reads the restaurants: the intruder's row is not among them.
  const reply = await page.evaluate(async () => (await fetch('/api/immeubles/restau', { credentials: 'include' })).json());
  expect(JSON.stringify(reply)).not.toMatch(/Intrus/);
  expect(JSON.stringify(reply)).toMatch(/TW_TITRE/);
});

test('a leisure build deployed by the script is there at the next visit, and its rollback brings the old one back', async () => {
  const comment = 'Nos bonnes adresses, testées et approuvées';
  const build = editedBuild(server.dir, 'mfe-leisure', (table) => {
    for (const route of table.routes) if (route.tile?.comment === 'Nos bonnes adresses') route.tile.comment = comment;
  });
  server.deploy(['leisure', build]);
  await page.goto(`${ORIGIN}/`);
  await page.reload();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('Nos bonnes adresses', { exact: true })).toHaveCount(0);

  server.deploy(['leisure', '--rollback']);
  await page.reload();
  await expect(page.getByText('Nos bonnes adresses', { exact: true })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);
});

test('systemctl reload restarts the api alone: the pages stay served, the data comes back', async () => {
  const before = await throughProxy(server.rootCert, 'GET', '/api/capabilities');
  expect(before.status).toBe(401);
  // No page open meanwhile: its screens would rightly report the restart.
  await page.goto('about:blank');
  server.reloadApi();
  // While the api restarts, the pages are still there; then the api answers again, with the session.
  expect((await throughProxy(server.rootCert, 'GET', '/config.json')).status).toBe(200);
  const session = (await phone.cookies(ORIGIN)).map((c) => `${c.name}=${c.value}`).join('; ');
  const read = async () => (await throughProxy(server.rootCert, 'GET', '/api/immeubles/restau', { cookie: session })).status;
  // The restart is seen (« L’api ne répond pas »), then its end.
  await expect.poll(read, { timeout: 20_000, intervals: [50] }).toBe(502);
  await expect.poll(read, { timeout: 60_000 }).toBe(200);
  await page.goto(`${ORIGIN}/#/restau`);
  await expect(restaurantRow(page)).toHaveText(['Le Bouchon des Canuts', '25-35 €', 'Bouchon lyonnais', 'Lyon']);
});

test('the systemd unit passes systemd-analyze verify', () => {
  // scripts/ensure-test-tools.sh installs it (Debian's systemd) where it is missing.
  const analyze = spawnSync('systemd-analyze', ['verify', SERVICE_UNIT], { encoding: 'utf8' });
  expect(analyze.error).toBeUndefined();
  expect(analyze.stderr).toBe('');
  expect(analyze.status).toBe(0);
});
