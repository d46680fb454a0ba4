/**
 * What the deposits' returns and the charges' regularizations change on form 2044, per property
 * and year, in cents:
 *  - a deduction kept for unpaid rent is rent received the year it is kept (the deposit's
 *    return day): line 211 (BOI-RFPI-BASE-10-10: the sums kept from the deposit to settle
 *    rent are taxable rent);
 *  - a deduction kept for repairs is an indemnity that reduces the year's repair expense,
 *    line 224 (never below 0);
 *  - the recoverable charges a tenant who left did not pay back go on line 225 the year he
 *    left (BOI-RFPI-BASE-20-40; notice 2044, line 225: « charges récupérables non récupérées
 *    au départ du locataire », those not recovered on 31 December of the year of departure,
 *    of that year or earlier ones): for a lease ended that year, the balance owed (solde > 0)
 *    of each year of the lease without a regularization recorded, less what the deposit kept
 *    for charges (the notice lets that part off both 213 and 225).
 * Charges the tenant repays are not rent (line 211 leaves them out: rentReceipts.ts), and
 * recoverable charges are not deductible (line 227 leaves the TEOM out).
 */
import type { Db } from 'server-kit';
import { toCents } from '../../contract';
import { createChargeSettlements } from './chargeSettlement';

export interface SettlementLines {
  /** Rent kept from a deposit (211). */
  loyers: number;
  /** Repairs kept from a deposit (taken off 224). */
  reparations: number;
  /** Recoverable charges not recovered from a tenant who left (225). */
  nonRecuperees: number;
}

export function createSettlementLines(db: Db): (annee: number, today: string) => Map<number, SettlementLines> {
  const settlements = createChargeSettlements(db);
  const kept = db.prepare<[string, string], { property_id: number; kind: string; amount: number }>(
    `SELECT l.property_id, d.kind, SUM(CAST(ROUND(d.amount * 100) AS INTEGER)) AS amount
     FROM deposit_deductions d JOIN leases l ON l.id = d.lease_id
     WHERE l.deposit_returned_on BETWEEN ? AND ? GROUP BY l.property_id, d.kind`,
  );
  const endedIn = db.prepare<[string, string], { id: number }>('SELECT id FROM leases WHERE end_date BETWEEN ? AND ? ORDER BY id');
  const chargesKept = db.prepare<[number], number>(
    "SELECT COALESCE(SUM(CAST(ROUND(amount * 100) AS INTEGER)), 0) FROM deposit_deductions WHERE lease_id = ? AND kind = 'charges'",
  ).pluck();

  return (annee, today) => {
    const out = new Map<number, SettlementLines>();
    const of = (id: number) => out.get(id) ?? out.set(id, { loyers: 0, reparations: 0, nonRecuperees: 0 }).get(id)!;
    for (const k of kept.all(`${annee}-01-01`, `${annee}-12-31`)) {
      if (k.kind === 'loyers_impayes') of(k.property_id).loyers += k.amount;
      if (k.kind === 'reparations') of(k.property_id).reparations += k.amount;
    }
    for (const { id } of endedIn.all(`${annee}-01-01`, `${annee}-12-31`)) {
      const lease = settlements.lease(id)!;
      let owed = 0;
      for (let year = Number(lease.debut.slice(0, 4)); year <= annee; year++) {
        const s = settlements.of(lease, year, today);
        if (s.enregistree === null && s.charges.length > 0 && s.solde > 0) owed += toCents(s.solde);
      }
      const unrecovered = owed - chargesKept.get(id)!;
      if (unrecovered > 0) of(lease.property_id).nonRecuperees += unrecovered;
    }
    return out;
  };
}
