/**
 * « Loyers en retard » on the demo data (one late rent): Home's overview and /recap show the count
 * and the total that GET /api/loyers/retards gives, in fr-FR, and the late month opens the leases
 * page on that lease's month (`#/baux?mois=AAAA-MM&bail=ID`).
 */
import type { LateRent } from 'area-immo/contract';
import { formatEuro, formatInteger } from 'shared-kernel/format';
import { apiPayload, expect, openRoute, test } from './fixtures';

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** « mars 2025 » for 2025-03, as the card writes it. */
const monthLabel = (mois: string) => monthName.format(new Date(`${mois}-01T00:00:00Z`));

const PAGES = [
  { route: '/', heading: 'Tableau de bord' },
  { route: '/recap', heading: 'Récap loyers' },
] as const;

for (const { route, heading } of PAGES) {
  test(`${route} shows the late rents of the api, and a late month opens its lease on « Mes baux »`, async ({ page, request }) => {
    const late = await apiPayload<LateRent[]>(request, 'loyers/retards');
    // The demo data has exactly one late rent.
    expect(late).toHaveLength(1);
    const total = Math.round(late.reduce((sum, r) => sum + r.reste, 0) * 100) / 100;
    expect(total).toBeGreaterThan(0);
    const rent = late[0]!;

    await openRoute(page, route, heading);
    const card = page.getByRole('region', { name: 'Loyers en retard' });
    await expect(card).toContainText(`${formatInteger(late.length)} loyer en retard, ${formatEuro(total)} restant dû`);
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByRole('listitem')).toContainText(`${rent.locataire}, ${formatEuro(rent.reste)} restant dû`);

    const link = card.getByRole('link', { name: `${rent.IM_NOM}, ${monthLabel(rent.mois)}` });
    await expect(link).toHaveAttribute('href', `#/baux?mois=${rent.mois}&bail=${rent.bail_id}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes baux');
    expect(new URL(page.url()).hash).toBe(`#/baux?mois=${rent.mois}&bail=${rent.bail_id}`);
  });
}
