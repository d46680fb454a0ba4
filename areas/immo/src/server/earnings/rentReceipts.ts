/**
 * The rents received over a period, each payment split into rent and charges (notice of form
 * 2044, line 211: the gross rents exclude what the tenant pays for the recoverable charges).
 *  - A payment belongs to its lease (bail_id), or else to the lease of its property covering
 *    its date (the latest started when several do), as the rent cycle reads it (rentDue.ts).
 *  - Its rent part is the payment times loyer_hc / (loyer_hc + charges), the amounts due that
 *    month: those in force on the lease's due day of the payment's month (its start, in the
 *    first month), the latest revision (revisionsBaux) on or before that day or else the
 *    lease's own. Rounded to the cent; the charge part is the rest.
 *  - A payment with no lease counts whole as rent (nothing says what part is charges).
 * And the rents a year not yet over still expects (`scheduled`): each lease's amounts due after
 * today until the year's end or the lease's, split likewise, the property's agency fee withheld.
 * A rent paid ahead of its due day would count twice: the estimate says so on its page.
 * Amounts in cents.
 */
import type { Db } from 'server-kit';
import { toCents } from '../../contract';

export interface Receipt {
  id: number;
  property_id: number;
  paid_on: string;
  /** The whole payment. */
  montant: number;
  /** Agency fees withheld on it. */
  honoraires: number;
  /** Its rent part (line 211): the whole payment when it has no lease. */
  loyer: number;
  lease_id: number | null;
}

export interface LeaseAmounts {
  debut: string;
  loyer_hc: number;
  charges: number;
  due_day: number;
  /** Its revisions, oldest first. */
  revisions: ReadonlyArray<{ date: string; loyer_hc: number; charges: number }>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The amounts of a lease due in the month of `date` (see the header). */
export function amountsDueIn(lease: LeaseAmounts, date: string): { loyer_hc: number; charges: number } {
  let due = `${date.slice(0, 7)}-${pad(lease.due_day)}`;
  if (due < lease.debut) due = lease.debut;
  let amounts: { loyer_hc: number; charges: number } = lease;
  for (const r of lease.revisions) if (r.date <= due) amounts = r;
  return amounts;
}

/** The rent part of a payment of `montant` cents, given the amounts due that month. */
export function rentPartOf(montant: number, due: { loyer_hc: number; charges: number }): number {
  const total = due.loyer_hc + due.charges;
  return total > 0 ? Math.round((montant * due.loyer_hc) / total) : montant;
}

interface LeaseSql {
  id: number;
  property_id: number;
  debut: string;
  fin: string | null;
  loyer_hc: number;
  charges: number;
  due_day: number;
}

export function createRentReceipts(db: Db) {
  const payments = db.prepare<[string, string], Omit<Receipt, 'loyer'>>(
    `SELECT id, property_id, paid_on, CAST(ROUND(amount * 100) AS INTEGER) AS montant,
       CAST(ROUND(agency_fee * 100) AS INTEGER) AS honoraires, lease_id
     FROM rent_payments WHERE paid_on BETWEEN ? AND ? ORDER BY paid_on, id`,
  );
  const leases = db.prepare<[], LeaseSql>(
    `SELECT id, property_id, start_date AS debut, end_date AS fin, rent AS loyer_hc, charges, due_day
     FROM leases ORDER BY start_date DESC, id DESC`,
  );
  const revisions = db.prepare<[], { lease_id: number; date: string; loyer_hc: number; charges: number }>(
    'SELECT lease_id, from_date AS date, rent AS loyer_hc, charges FROM lease_revisions ORDER BY from_date, id',
  );
  const agencyFees = db.prepare<[], { id: number; agency_fee: number }>('SELECT id, agency_fee FROM properties');

  function leasesNow() {
    const all = leases.all();
    const byId = new Map<number, LeaseAmounts & LeaseSql>(all.map((l) => [l.id, { ...l, revisions: [] }]));
    for (const r of revisions.all()) (byId.get(r.lease_id)?.revisions as Array<typeof r> | undefined)?.push(r);
    // Each property's leases, the latest begun first (as `all` is sorted).
    const byProperty = new Map<number, LeaseSql[]>();
    for (const l of all) byProperty.set(l.property_id, [...(byProperty.get(l.property_id) ?? []), l]);
    const covering = (propertyId: number, date: string) =>
      byProperty.get(propertyId)?.find((l) => l.debut <= date && (l.fin === null || l.fin >= date));
    return { all, byId, covering };
  }

  /** The payments dated from `debut` to `fin` (inclusive), split. */
  function received(debut: string, fin: string): Receipt[] {
    const { byId, covering } = leasesNow();
    return payments.all(debut, fin).map((p) => {
      const lease = p.lease_id !== null ? byId.get(p.lease_id) : byId.get(covering(p.property_id, p.paid_on)?.id ?? -1);
      const loyer = lease ? rentPartOf(p.montant, amountsDueIn(lease, p.paid_on)) : p.montant;
      return { ...p, lease_id: lease?.id ?? null, loyer };
    });
  }

  /** The rents due after `today` up to `fin` (the same year), as receipts (id 0), by lease and month. */
  function scheduled(today: string, fin: string): Receipt[] {
    const { byId } = leasesNow();
    const fees = new Map(agencyFees.all().map((p) => [p.id, toCents(p.agency_fee)]));
    const out: Receipt[] = [];
    for (const lease of byId.values()) {
      const first = today.slice(0, 4) === fin.slice(0, 4) ? Number(today.slice(5, 7)) : 1;
      for (let month = first; month <= Number(fin.slice(5, 7)); month++) {
        let due = `${fin.slice(0, 4)}-${pad(month)}-${pad(lease.due_day)}`;
        if (due < lease.debut && due.slice(0, 7) === lease.debut.slice(0, 7)) due = lease.debut;
        if (due <= today || due < lease.debut || due > fin || (lease.fin !== null && due > lease.fin)) continue;
        const amounts = amountsDueIn(lease, due);
        const montant = toCents(amounts.loyer_hc + amounts.charges);
        out.push({ id: 0, property_id: lease.property_id, paid_on: due, montant, honoraires: fees.get(lease.property_id) ?? 0, loyer: toCents(amounts.loyer_hc), lease_id: lease.id });
      }
    }
    return out;
  }

  return { received, scheduled };
}
