/**
 * « À faire » on a 390 px phone, with the demo data: Home's overview shows how many things need
 * the owner and the first three; /a-faire applies a rent revision without leaving the list, and
 * its item leaves it; the undo bar takes the revision back. The file has an api of its own: the
 * other specs' rent writes change the list, and its revision would change their rents.
 *
 * The demo's IRL series stops at its last quarter published: the revisions it leaves to claim
 * name the quarter they lack. The test adds the one of the Lefèvres' lease (1st quarter 2026, as
 * the owner would in « Mes données »), then removes it.
 *
 * The file's api e-mails through a real SMTP server started here (SMTP_URL): /a-faire sends
 * Camille Dubois's quittance with one tap (the demo's tenant of « Lyon Croix-Rousse », her
 * e-mail on the lease, each month paid on its due date), the mail arrives, and the item leaves.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ApiProcess } from 'api/process';
import { startSmtpServer } from 'api/smtp';
import type { AFaireItem } from 'area-immo/contract';
import { expect, openRoute, scrollUntilVisible, test, type Page } from './fixtures';
import { useOwnApi, withOwnApi } from './ownApi';

let api: ApiProcess;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
// Before the api's start (withOwnApi's beforeAll, declared after): its address goes in SMTP_URL.
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
withOwnApi(
  (started) => (api = started),
  () => ({ env: { SMTP_URL: smtp.url } }),
);
test.afterAll(async () => {
  await smtp?.close();
});

async function apiPayload<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(`${api.url}/api/${path}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { payload: T }).payload;
}

const WRITE = { 'x-tableau-de-bord': '1' };
const TENANTS = 'Julie et Thomas Lefèvre';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Home shows the count and the first items of « À faire »', async ({ page, request }) => {
  const items = await apiPayload<AFaireItem[]>(request, 'a-faire');
  expect(items.length).toBeGreaterThan(0);
  await useOwnApi(page, api);
  await openRoute(page, '/', 'Tableau de bord');
  const box = page.getByRole('region', { name: 'À faire' });
  await expect(box).toContainText(items.length === 1 ? '1 chose à faire' : `${items.length} choses à faire`);
  const first = box.getByRole('list', { name: 'Les plus urgentes' }).getByRole('listitem');
  await expect(first).toHaveCount(Math.min(3, items.length));
  await expect(first.first()).toContainText(items[0]!.titre);
  // Home's first section: above the tiles, on the phone's width.
  const whole = (await box.boundingBox())!;
  expect(whole.x + whole.width).toBeLessThanOrEqual(390);
  expect(whole.y).toBeLessThan((await page.getByRole('list', { name: 'Sections' }).boundingBox())!.y);
  await box.getByRole('link', { name: /^Voir tout et agir/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'À faire' })).toBeVisible();
});

test('/a-faire applies a revision from the list, and the item leaves it', async ({ page, request }) => {
  const missing = (await apiPayload<AFaireItem[]>(request, 'a-faire')).find((i) => i.type === 'revision_irl' && i.titre.includes(TENANTS));
  expect(missing?.detail).toContain("L'IRL du 1er trimestre 2026 manque (publié par l'INSEE depuis le 10 avril 2026");
  const added = await request.post(`${api.url}/api/data/irl`, { headers: WRITE, data: { annee: 2026, trimestre: 1, valeur: 146.6 } });
  expect(added.status()).toBe(201);
  const irlId = ((await added.json()) as { payload: { id: number } }).payload.id;
  try {
    await applyFromTheList(page, request);
  } finally {
    expect((await request.delete(`${api.url}/api/data/irl/${irlId}`, { headers: WRITE })).status()).toBe(204);
  }
});

async function applyFromTheList(page: Page, request: APIRequestContext) {
  const items = await apiPayload<AFaireItem[]>(request, 'a-faire');
  const revision = items.find((i) => i.type === 'revision_irl' && i.titre.includes(TENANTS) && i.action.type === 'reviser');
  expect(revision, 'the revision computed once its index is there').toBeDefined();
  await useOwnApi(page, api);
  await openRoute(page, '/a-faire', 'À faire');
  const card = page.getByRole('article', { name: revision!.titre });
  await scrollUntilVisible(page, card);
  const { width } = (await card.boundingBox())!;
  expect(width).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: `Appliquer la révision, ${revision!.titre}` }).click();
  await page.getByRole('form', { name: `Appliquer la révision, ${revision!.titre}` }).getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Révision du loyer appliquée.').first()).toBeVisible();
  await expect(page.getByRole('article', { name: revision!.titre })).toHaveCount(0);
  expect((await apiPayload<AFaireItem[]>(request, 'a-faire')).map((i) => i.id)).not.toContain(revision!.id);

  // Journaled: the undo bar takes it back, and the item returns.
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(page.getByRole('article', { name: revision!.titre })).toHaveCount(1);
}

test('/a-faire sends a quittance with one tap: the tenant receives it, and the item leaves the list', async ({ page, request }) => {
  const item = (await apiPayload<AFaireItem[]>(request, 'a-faire')).find((i) => i.type === 'quittance_a_envoyer' && i.titre.includes('Camille Dubois'));
  expect(item, 'a month of hers paid in full, its quittance not sent').toBeDefined();
  // Its id names the month (quittance_a_envoyer:<bail>:AAAA-MM): the mail's subject names it in French.
  const [year, month] = item!.id.split(':')[2]!.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' }).format(new Date(year!, month! - 1, 1));
  await useOwnApi(page, api);
  await openRoute(page, '/a-faire', 'À faire');
  const card = page.getByRole('article', { name: item!.titre });
  await scrollUntilVisible(page, card);
  await card.getByRole('button', { name: `Envoyer la quittance, ${item!.titre}` }).click();
  await expect(page.getByText(`${item!.titre} : envoyé par e-mail.`).first()).toBeVisible();
  await expect.poll(() => smtp.received.filter((m) => m.to.includes('camille.dubois@exemple.fr')).map((m) => m.subject)).toEqual([
    expect.stringMatching(new RegExp(`^Quittance de loyer — ${monthName} — `)),
  ]);
  await expect(page.getByRole('article', { name: item!.titre })).toHaveCount(0);
  expect((await apiPayload<AFaireItem[]>(request, 'a-faire')).map((i) => i.id)).not.toContain(item!.id);
});
