/**
 * A sale ends the property's leases for this owner (with the tenant in place, the buyer becomes
 * the landlord): no rent is due after it. The data core ends a lease written past its property's
 * sale on the sale date (api writes.ts); a base written before that rule gets it at start-up,
 * through the core, as one journaled (undoable) write. Nothing is recorded when no lease runs past.
 */
import type { AreaHost } from 'server-kit';

export function endLeasesAtSale(host: Pick<AreaHost, 'db' | 'write'>): void {
  const leases = host.db
    .prepare<[], { id: number }>(
      `SELECT l.id FROM leases l JOIN properties p ON p.id = l.property_id
       WHERE p.sale_date IS NOT NULL AND (l.end_date IS NULL OR l.end_date > p.sale_date)`,
    )
    .all();
  if (leases.length === 0) return;
  // At start-up, before the api listens: no other write can run.
  host.write('Baux des biens vendus terminés à la date de la vente', (w) => {
    for (const { id } of leases) {
      const [lease] = w.list('baux', { column: 'id', value: id });
      if (lease) w.update('baux', id, lease);
    }
  });
}
