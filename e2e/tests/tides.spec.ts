/**
 * Tides: on the embedded api (no tideUrl in config.json), « Afficher les marées » frames the
 * api's own page, which shows today's high and low waters at Brest, as GET /api/marees gives them.
 */
import { API, apiPayload, expect, openRoute, test } from './fixtures';

interface Marees {
  station: string;
  jours: { date: string; marees: { type: 'PM' | 'BM'; heure: string; hauteur: number; coefficient?: number }[] }[];
}

test('Home shows the tides computed by the api', async ({ page, request }) => {
  const marees = await apiPayload<Marees>(request, 'marees');
  expect(marees.station).toBe('Brest');
  expect(marees.jours).toHaveLength(8);
  const today = marees.jours[0]!;
  expect(today.marees.length).toBeGreaterThanOrEqual(3);

  await openRoute(page, '/', 'Tableau de bord');
  await page.getByRole('button', { name: 'Afficher les marées' }).click();
  const frameElement = page.getByTitle('Horaires des marées');
  await expect(frameElement).toHaveAttribute('src', `${API}/marees`);
  const frame = page.frameLocator('iframe[title="Horaires des marées"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Marées à Brest');
  await expect(frame.getByRole('img', { name: 'Courbe de marée du jour' })).toBeVisible();
  const firstRow = frame.locator('tbody tr').first();
  for (const m of today.marees) {
    const hauteur = m.hauteur.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(firstRow).toContainText(`${m.type} ${m.heure} — ${hauteur} m`);
  }

  await page.getByRole('button', { name: 'Cacher les marées' }).click();
  await expect(frameElement).toHaveCount(0);
});
