/** The regularizations recorded on a lease, as the rent cycle and the rent split read them. */
import type { Db } from 'server-kit';
import { settlementPartsByMonth } from './settlementMonths';

/** Lease id → (month index → regularization due that month, in cents). */
export function createSettlementParts(db: Db): (leaseId: number) => Map<number, number> {
  const ofLease = db.prepare<[number], { a_partir_de: string; solde: number; mensualites: number }>(
    `SELECT from_date AS a_partir_de, CAST(ROUND(balance * 100) AS INTEGER) AS solde, instalments AS mensualites
     FROM charge_settlements WHERE lease_id = ? ORDER BY year`,
  );
  return (leaseId) => settlementPartsByMonth(ofLease.all(leaseId));
}
