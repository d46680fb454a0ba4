/**
 * The rents received over a period, each payment split into rent and charges (notice of form
 * 2044, line 211: the gross rents exclude what the tenant pays for the recoverable charges).
 *  - A payment belongs to its lease (bail_id), or else to the lease of its property covering
 *    its date (the latest started when several do), as the rent cycle reads it (rentDue.ts).
 *  - Its rent part is the payment times loyer_hc / (loyer_hc + charges), the amounts due that
 *    month: those in force on the lease's due day of the payment's month (its start, in the
 *    first month), the latest revision (revisionsBaux) on or before that day or else the
 *    lease's own. Rounded to the cent; the charge part is the rest.
 *  - A month that also calls a regularization of charges (art. 23, settlement/) adds it to the
 *    amounts due: the payment's share of it is charges, never rent (its `regularisation` part).
 *  - A payment with no lease counts whole as rent (nothing says what part is charges).
 * And the rents a year not yet over still expects (`scheduled`): each lease's amounts due after
 * today until the year's end or the lease's, split likewise, the property's agency fee withheld.
 * A month with a payment already recorded is not expected again (a rent paid ahead of its due day).
 * Amounts in cents.
 */
import type { Db } from 'server-kit';
import { dataVersionOf, monthIndex, parseIsoDay } from 'server-kit';
import { toCents } from '../../contract';
import { createSettlementParts } from '../settlement/settlementReads';

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
  /** Its part paying a regularization of charges (neither rent nor provision). */
  regularisation: number;
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

/** The amounts of a lease due in the month of `date` (see the header); `regularisation` in euros. */
export function amountsDueIn(lease: LeaseAmounts, date: string, settlements?: ReadonlyMap<number, number>): Due {
  let due = `${date.slice(0, 7)}-${pad(lease.due_day)}`;
  if (due < lease.debut) due = lease.debut;
  let amounts: { loyer_hc: number; charges: number } = lease;
  for (const r of lease.revisions) if (r.date <= due) amounts = r;
  const { year, month } = parseIsoDay(date);
  return { loyer_hc: amounts.loyer_hc, charges: amounts.charges, regularisation: (settlements?.get(monthIndex(year, month)) ?? 0) / 100 };
}

interface Due {
  loyer_hc: number;
  charges: number;
  regularisation?: number;
}

/** The rent part of a payment of `montant` cents, given the amounts due that month. */
export function rentPartOf(montant: number, due: Due): number {
  return splitOf(montant, due).loyer;
}

/** A payment of `montant` cents split into its rent part and its regularization part, in proportion to what was due. */
function splitOf(montant: number, due: Due): { loyer: number; regularisation: number } {
  const total = due.loyer_hc + due.charges + (due.regularisation ?? 0);
  if (!(total > 0)) return { loyer: montant, regularisation: 0 };
  return { loyer: Math.round((montant * due.loyer_hc) / total), regularisation: Math.round((montant * (due.regularisation ?? 0)) / total) };
}

type Payment = Omit<Receipt, 'loyer' | 'regularisation'>;

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
  const paymentColumns = `id, property_id, paid_on, CAST(ROUND(amount * 100) AS INTEGER) AS montant,
       CAST(ROUND(agency_fee * 100) AS INTEGER) AS honoraires, lease_id`;
  const payments = db.prepare<[string, string], Payment>(
    `SELECT ${paymentColumns} FROM rent_payments WHERE paid_on BETWEEN ? AND ? ORDER BY paid_on, id`,
  );
  // Those a lease may own: its own, and its property's without a lease (which it may cover).
  const leasePayments = db.prepare<[number, number, string, string], Payment>(
    `SELECT ${paymentColumns} FROM rent_payments
     WHERE (lease_id = ? OR (lease_id IS NULL AND property_id = ?)) AND paid_on BETWEEN ? AND ? ORDER BY paid_on, id`,
  );
  const leases = db.prepare<[], LeaseSql>(
    `SELECT id, property_id, start_date AS debut, end_date AS fin, rent AS loyer_hc, charges, due_day
     FROM leases ORDER BY start_date DESC, id DESC`,
  );
  const revisions = db.prepare<[], { lease_id: number; date: string; loyer_hc: number; charges: number }>(
    'SELECT lease_id, from_date AS date, rent AS loyer_hc, charges FROM lease_revisions ORDER BY from_date, id',
  );
  const agencyFees = db.prepare<[], { id: number; agency_fee: number }>('SELECT id, agency_fee FROM properties');

  const settlementsOf = createSettlementParts(db);

  function readLeases() {
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

  // The leases are read once until the data changes: a year's 2044 splits the payments of each
  // lease ended that year, for each year it ran (settlement/form2044Settlement.ts).
  const version = dataVersionOf(db);
  let leasesRead: { key: string; value: ReturnType<typeof readLeases> } | undefined;
  function leasesNow() {
    const key = version();
    if (leasesRead?.key !== key) leasesRead = { key, value: readLeases() };
    return leasesRead.value;
  }

  /** Each payment given its lease (its own, or the one covering its date) and split. */
  function split(rows: readonly Payment[]): Receipt[] {
    const { byId, covering } = leasesNow();
    const settled = new Map<number, Map<number, number>>();
    const settlements = (leaseId: number) => settled.get(leaseId) ?? settled.set(leaseId, settlementsOf(leaseId)).get(leaseId)!;
    return rows.map((p) => {
      const lease = p.lease_id !== null ? byId.get(p.lease_id) : byId.get(covering(p.property_id, p.paid_on)?.id ?? -1);
      const parts = lease ? splitOf(p.montant, amountsDueIn(lease, p.paid_on, settlements(lease.id))) : { loyer: p.montant, regularisation: 0 };
      return { ...p, lease_id: lease?.id ?? null, ...parts };
    });
  }

  /** The payments dated from `debut` to `fin` (inclusive), split. */
  // The period's payments are split once until the data changes: every property's sheet reads
  // them, and the after-tax list asks every sheet. Callers share the result and must not modify it.
  let receivedRead: { key: string; value: readonly Receipt[] } | undefined;
  function received(debut: string, fin: string): readonly Receipt[] {
    const key = `${debut}|${fin}|${version()}`;
    if (receivedRead?.key !== key) receivedRead = { key, value: split(payments.all(debut, fin)) };
    return receivedRead.value;
  }

  /** The same, of one lease only: read from its own and its property's payments, not the whole period's. */
  function receivedOn(leaseId: number, debut: string, fin: string): Receipt[] {
    const lease = leasesNow().byId.get(leaseId);
    if (!lease) return [];
    return split(leasePayments.all(leaseId, lease.property_id, debut, fin)).filter((r) => r.lease_id === leaseId);
  }

  /** The rents due after `today` up to `fin` (the same year), as receipts (id 0), by lease and month; a month already paid, even in part, is not expected again. */
  function scheduled(today: string, fin: string): Receipt[] {
    const { byId } = leasesNow();
    const paid = new Set(received(`${today.slice(0, 7)}-01`, fin).map((r) => `${r.lease_id}:${r.paid_on.slice(0, 7)}`));
    const fees = new Map(agencyFees.all().map((p) => [p.id, toCents(p.agency_fee)]));
    const out: Receipt[] = [];
    for (const lease of byId.values()) {
      const first = today.slice(0, 4) === fin.slice(0, 4) ? Number(today.slice(5, 7)) : 1;
      for (let month = first; month <= Number(fin.slice(5, 7)); month++) {
        let due = `${fin.slice(0, 4)}-${pad(month)}-${pad(lease.due_day)}`;
        if (due < lease.debut && due.slice(0, 7) === lease.debut.slice(0, 7)) due = lease.debut;
        if (due <= today || due < lease.debut || due > fin || (lease.fin !== null && due > lease.fin)) continue;
        if (paid.has(`${lease.id}:${due.slice(0, 7)}`)) continue;
        const amounts = amountsDueIn(lease, due);
        const montant = toCents(amounts.loyer_hc + amounts.charges);
        out.push({ id: 0, property_id: lease.property_id, paid_on: due, montant, honoraires: fees.get(lease.property_id) ?? 0, loyer: toCents(amounts.loyer_hc), regularisation: 0, lease_id: lease.id });
      }
    }
    return out;
  }

  return { received, receivedOn, scheduled };
}
