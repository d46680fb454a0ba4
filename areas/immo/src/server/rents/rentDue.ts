/**
 * rents/rentDue.ts — the rent cycle: what each lease owes month by month, what its
 * payments bring to each month, and which months are late.
 *
 *   createRentCycle(db: Db, today: () => string, options?: { retardJours?: number }): RentCycle
 *     .lease(bailId: number): LeaseInfo | null          lease + property + tenant + owner
 *     .monthOf(bailId: number, mois: string): RentMonth | null   one month (AAAA-MM) of a lease;
 *                                                        null when the lease does not cover it
 *     .dues(mois: string): RentDue[]                     GET /api/loyers/echeances?mois=
 *     .late(): LateRent[]                                GET /api/loyers/retards
 *     .owing(): Map<property id, LeaseOwing>             the recap's `reste_du`: what each
 *                                                        property's lease running today owes
 *
 * The rules, pure, are `leaseMonths` and `statusOf` below:
 *  - du = loyer_hc + charges in force that month: the latest revision (revisionsBaux) dated on
 *    or before the month's due date, else the lease's own amounts; plus the month's part of a
 *    regularization of charges recorded on the lease (`regularisation`, settlement/): a credit
 *    beyond the month's due goes on to the next months (du never below 0). A month the lease covers in
 *    part (it starts or ends inside it) is prorated by days: covered days / days in the month,
 *    the rent and the charges each rounded to the cent, du their sum.
 *  - The due date is the lease's due day of that month; in the first month, when the lease
 *    starts after its due day, the due date is its start (the tenant cannot owe before he
 *    moves in); in the last month, when it ends before its due day, its end (the rent of the
 *    last days is called when he leaves).
 *  - A lease's payments (its bail_id, or else the lease of its property covering the payment's
 *    date) go, in date order, to the oldest month still due from the lease's start (FIFO): a
 *    payment before the due date settles the month it reaches; what exceeds the lease's last
 *    month is left unallocated.
 *  - statut: paye (received ≥ du), else a_venir (due date after today), else partiel (something
 *    received) or impaye. jours_retard: days since the due date while not paid in full, else 0.
 *    paye_le: the date of the payment that completed the month.
 *  - arrieres (`arrearsOf`): the months of a lease past due (partiel or impaye) as of today.
 *  - What a lease owes (`owingOf`): the month its next payment goes to, the oldest not paid in
 *    full (the payments' order above), and what it still owes; every month paid up to the
 *    lease's end: its last month, owing 0.
 */
import type { Arrear, LateRent, LeaseOwing, RentDue, RentStatus } from '../../contract';
import { dataVersionOf, memoUntilChange } from 'server-kit';
import type { Db } from 'server-kit';
import { daysInMonth, monthFromIndex, monthIndex, parseIsoDay, parseMois } from 'server-kit';
import { createSettlementParts } from '../settlement/settlementReads';

/** What the documents print about a lease. */
export interface LeaseInfo {
  id: number;
  IM_NOM: string;
  IM_ADRESSE: string | null;
  locataire: string;
  email: string | null;
  debut: string;
  fin: string | null;
  loyer_hc: number;
  charges: number;
  depot_garantie: number;
  jour_echeance: number;
  edl_conforme: number | null;
  /** The owner (section proprietaire), or null when none is recorded. */
  proprietaire: { nom: string; adresse: string } | null;
}

/** A payment's share brought to one month. */
export interface PaymentShare {
  /** The payment's row id (section loyers). */
  id: number;
  date: string;
  montant: number;
}

/** One month of a lease: the endpoint's row, plus the payments' shares that make `recu`. */
export interface RentMonth extends RentDue {
  /** Period covered that month (AAAA-MM-JJ, inclusive): the whole month, or its part under the lease. */
  du_le: string;
  au: string;
  /** Days covered / days in the month (1 for a whole month). */
  prorata: number;
  paiements: PaymentShare[];
}

export interface RentCycle {
  lease(bailId: number): LeaseInfo | null;
  monthOf(bailId: number, mois: string): RentMonth | null;
  dues(mois: string): RentDue[];
  late(): LateRent[];
  /** By property id: what its lease running today owes (the latest begun when two run). */
  owing(): Map<number, LeaseOwing>;
}

/** RETARD_JOURS's default: a rent counts as late 5 days after its due date. */
export const DEFAULT_RETARD_JOURS = 5;

// ---- Pure rules ----------------------------------------------------------------------------

export interface LeaseTerms {
  debut: string;
  fin: string | null;
  loyer_hc: number;
  charges: number;
  jour_echeance: number;
}
export interface Revision {
  date: string;
  loyer_hc: number;
  charges: number;
}
export interface Payment {
  id: number;
  date: string;
  montant: number;
}

/** One month's figures before the status (cents kept internally). */
export interface MonthFigures {
  mois: string;
  echeance: string;
  du_le: string;
  au: string;
  prorata: number;
  loyer_hc: number;
  charges: number;
  du: number;
  /** The regularization of charges added to du this month (negative: a credit), 0 without one. */
  regularisation: number;
  recu: number;
  paye_le: string | null;
  paiements: PaymentShare[];
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const cents = (euros: number): number => Math.round(euros * 100);
const euros = (c: number): number => c / 100;

function moisOf(index: number): string {
  const { year, month } = monthFromIndex(index);
  return `${pad(year, 4)}-${pad(month)}`;
}

function dayOf(index: number, day: number): string {
  return `${moisOf(index)}-${pad(day)}`;
}

/** Whole days from `from` to `to` (ISO days), negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The first and last month index of a lease (last: null while it runs). */
function leaseSpan(terms: LeaseTerms): { first: number; last: number | null } {
  const start = parseIsoDay(terms.debut);
  const end = terms.fin ? parseIsoDay(terms.fin) : null;
  return { first: monthIndex(start.year, start.month), last: end ? monthIndex(end.year, end.month) : null };
}

/** The figures due for month `index` of a lease (no payment yet). */
function monthDue(terms: LeaseTerms, revisions: Revision[], index: number): MonthFigures {
  const { year, month } = monthFromIndex(index);
  const days = daysInMonth(year, month);
  const first = dayOf(index, 1);
  const last = dayOf(index, days);
  const du_le = terms.debut > first ? terms.debut : first;
  const au = terms.fin && terms.fin < last ? terms.fin : last;
  let echeance = dayOf(index, terms.jour_echeance);
  if (echeance < du_le) echeance = du_le;
  if (echeance > au) echeance = au;
  // The amounts in force on the due date: the latest revision dated on or before it.
  let amounts: { loyer_hc: number; charges: number } = terms;
  for (const r of revisions) if (r.date <= echeance) amounts = r;
  const covered = daysBetween(du_le, au) + 1;
  const prorata = covered / days;
  const rent = covered === days ? cents(amounts.loyer_hc) : Math.round(cents(amounts.loyer_hc) * prorata);
  const charges = covered === days ? cents(amounts.charges) : Math.round(cents(amounts.charges) * prorata);
  return { mois: moisOf(index), echeance, du_le, au, prorata, loyer_hc: rent, charges, du: rent + charges, regularisation: 0, recu: 0, paye_le: null, paiements: [] };
}

/**
 * The months of a lease from its start through `untilIndex` (and further while its payments
 * reach further, within its end), its payments brought to them oldest month first. Amounts in
 * cents.
 */
export function leaseMonths(
  terms: LeaseTerms,
  revisions: Revision[],
  payments: Payment[],
  untilIndex: number,
  settlements: ReadonlyMap<number, number> = new Map(),
): MonthFigures[] {
  const { first, last } = leaseSpan(terms);
  const sortedRevisions = [...revisions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // A credit the month cannot take, carried to the next (months are made in order).
  let credit = 0;
  const dueAt = (index: number): MonthFigures => {
    const m = monthDue(terms, sortedRevisions, index);
    const part = (settlements.get(index) ?? 0) + credit;
    const du = m.du + part;
    credit = Math.min(0, du);
    return { ...m, du: Math.max(0, du), regularisation: part - credit };
  };
  // An open lease stops taking payments 100 years on (a lease of 0 € would never absorb them).
  const lastIndex = last ?? first + 1200;
  const months: MonthFigures[] = [];
  const monthAt = (i: number): MonthFigures | undefined => {
    if (first + i > lastIndex) return undefined;
    while (months.length <= i) months.push(dueAt(first + months.length));
    return months[i];
  };
  const sortedPayments = [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  let cursor = 0;
  for (const p of sortedPayments) {
    let left = cents(p.montant);
    while (left > 0) {
      const m = monthAt(cursor);
      if (!m) break;
      const need = m.du - m.recu;
      if (need <= 0) {
        cursor += 1;
        continue;
      }
      const take = Math.min(need, left);
      m.recu += take;
      left -= take;
      m.paiements.push({ id: p.id, date: p.date, montant: euros(take) });
      if (m.recu >= m.du) {
        m.paye_le = p.date;
        cursor += 1;
      }
    }
  }
  const until = Math.min(untilIndex, lastIndex);
  for (let i = months.length; first + i <= until; i++) monthAt(i);
  return months;
}

/** The status of a month as of `today`, and its days late. */
export function statusOf(m: Pick<MonthFigures, 'du' | 'recu' | 'echeance'>, today: string): { statut: RentStatus; jours_retard: number } {
  if (m.recu >= m.du) return { statut: 'paye', jours_retard: 0 };
  if (m.echeance > today) return { statut: 'a_venir', jours_retard: 0 };
  return { statut: m.recu > 0 ? 'partiel' : 'impaye', jours_retard: daysBetween(m.echeance, today) };
}

/** The months of `months` past due and not paid in full as of `today`, oldest first. */
export function arrearsOf(months: readonly MonthFigures[], today: string): Arrear[] {
  return months
    .filter((m) => statusOf(m, today).statut !== 'paye' && statusOf(m, today).statut !== 'a_venir')
    .map((m) => ({ mois: m.mois, reste: euros(m.du - m.recu) }));
}

/**
 * What a lease owes as of `today` (its months through today's, `monthsUntil(index)` giving
 * them through a later one): the month its next payment goes to and what that month still
 * owes, and its arrears. Amounts in euros.
 */
export function owingOf(months: readonly MonthFigures[], monthsUntil: (index: number) => MonthFigures[], firstIndex: number, today: string): Omit<LeaseOwing, 'bail_id'> {
  const arrieres = arrearsOf(months, today);
  let list = months;
  let next = list.find((m) => m.recu < m.du);
  // Paid ahead: the month after the last one the payments reached, within the lease.
  if (!next && list.length > 0) {
    list = monthsUntil(firstIndex + list.length);
    next = list.find((m) => m.recu < m.du) ?? list.at(-1);
  }
  return next ? { mois: next.mois, reste: euros(Math.max(0, next.du - next.recu)), arrieres } : { mois: '', reste: 0, arrieres };
}

// ---- Reading the base ----------------------------------------------------------------------

/** A lease as read from the base: what the documents print, and its property's id. */
interface LeaseRecord extends Omit<LeaseInfo, 'proprietaire'> {
  property_id: number;
}

export function createRentCycle(db: Db, today: () => string, options: { retardJours?: number } = {}): RentCycle {
  const retardJours = options.retardJours ?? DEFAULT_RETARD_JOURS;
  const settlementsOf = createSettlementParts(db);
  const leaseColumns = `l.id, l.property_id, p.name AS IM_NOM, p.address AS IM_ADRESSE, l.tenant AS locataire, l.email,
    l.start_date AS debut, l.end_date AS fin, l.rent AS loyer_hc, l.charges, l.deposit AS depot_garantie,
    l.due_day AS jour_echeance, l.inspection_matches AS edl_conforme
    FROM leases l JOIN properties p ON p.id = l.property_id`;
  const oneLease = db.prepare<[number], LeaseRecord>(`SELECT ${leaseColumns} WHERE l.id = ?`);
  const allLeases = db.prepare<[], LeaseRecord>(`SELECT ${leaseColumns} ORDER BY p.name, l.start_date, l.id`);
  const propertyLeases = db.prepare<[number], { id: number; debut: string; fin: string | null }>(
    'SELECT id, start_date AS debut, end_date AS fin FROM leases WHERE property_id = ? ORDER BY start_date DESC, id DESC',
  );
  const revisionsOf = db.prepare<[number], Revision>('SELECT from_date AS date, rent AS loyer_hc, charges FROM lease_revisions WHERE lease_id = ? ORDER BY from_date');
  const linkedPayments = db.prepare<[number], Payment>('SELECT id, paid_on AS date, amount AS montant FROM rent_payments WHERE lease_id = ?');
  const unlinkedPayments = db.prepare<[number, string, string], Payment>(
    'SELECT id, paid_on AS date, amount AS montant FROM rent_payments WHERE lease_id IS NULL AND property_id = ? AND paid_on >= ? AND paid_on <= ?',
  );
  const owner = db.prepare<[], { nom: string; adresse: string }>('SELECT name AS nom, address AS adresse FROM owner_identity LIMIT 1');

  /** The payments a lease receives: its own, and its property's unlinked ones whose date it
   * covers (the latest started lease of the property when several cover it). */
  function paymentsOf(lease: LeaseRecord): Payment[] {
    const leases = propertyLeases.all(lease.property_id);
    const covering = (date: string) => leases.find((l) => l.debut <= date && (l.fin === null || l.fin >= date))?.id;
    const unlinked = unlinkedPayments.all(lease.property_id, lease.debut, lease.fin ?? '9999-12-31').filter((p) => covering(p.date) === lease.id);
    return [...linkedPayments.all(lease.id), ...unlinked];
  }

  function monthsOf(lease: LeaseRecord, untilIndex: number): MonthFigures[] {
    return leaseMonths(lease, revisionsOf.all(lease.id), paymentsOf(lease), untilIndex, settlementsOf(lease.id));
  }

  function toRentMonth(lease: LeaseRecord, m: MonthFigures, day: string, earlier: readonly MonthFigures[]): RentMonth {
    const { statut, jours_retard } = statusOf(m, day);
    return {
      bail_id: lease.id,
      IM_NOM: lease.IM_NOM,
      locataire: lease.locataire,
      mois: m.mois,
      echeance: m.echeance,
      du: euros(m.du),
      loyer_hc: euros(m.loyer_hc),
      charges: euros(m.charges),
      // Only in a month that has one: the other months' payload is unchanged.
      ...(m.regularisation ? { regularisation: euros(m.regularisation) } : {}),
      recu: euros(m.recu),
      reste: euros(Math.max(0, m.du - m.recu)),
      statut,
      jours_retard,
      paye_le: m.paye_le,
      arrieres: arrearsOf(earlier, day),
      du_le: m.du_le,
      au: m.au,
      prorata: m.prorata,
      paiements: m.paiements,
    };
  }

  function monthRecord(lease: LeaseRecord, index: number): RentMonth | null {
    const { first, last } = leaseSpan(lease);
    if (index < first || (last !== null && index > last)) return null;
    const months = monthsOf(lease, index);
    const m = months[index - first];
    return m ? toRentMonth(lease, m, today(), months.slice(0, index - first)) : null;
  }

  // Home and the recap read the late rents on every visit: kept until the data or the day changes.
  const lateUntilChange = memoUntilChange(dataVersionOf(db), (day) => lateRents(day));

  const asRentDue = ({ du_le: _from, au: _to, prorata: _p, paiements: _s, ...row }: RentMonth): RentDue => row;

  return {
    lease(bailId) {
      const l = oneLease.get(bailId);
      if (!l) return null;
      const { property_id: _property, ...info } = l;
      return { ...info, proprietaire: owner.get() ?? null };
    },
    monthOf(bailId, mois) {
      const index = parseMois(mois);
      const l = oneLease.get(bailId);
      return index === null || !l ? null : monthRecord(l, index);
    },
    dues(mois) {
      const index = parseMois(mois);
      if (index === null) return [];
      return allLeases
        .all()
        .map((l) => monthRecord(l, index))
        .filter((m): m is RentMonth => m !== null)
        .map(asRentDue);
    },
    late() {
      return lateUntilChange(today());
    },
    owing() {
      const day = today();
      const { year, month } = parseIsoDay(day);
      const now = monthIndex(year, month);
      const out = new Map<number, LeaseOwing>();
      // The leases by property, latest begun last: the one running today wins.
      for (const l of allLeases.all().sort((a, b) => (a.debut < b.debut ? -1 : a.debut > b.debut ? 1 : a.id - b.id))) {
        if (l.debut > day || (l.fin !== null && l.fin < day)) continue;
        const first = leaseSpan(l).first;
        const owing = owingOf(monthsOf(l, now), (index) => monthsOf(l, index), first, day);
        out.set(l.property_id, { bail_id: l.id, ...owing });
      }
      return out;
    },
  };

  function lateRents(day: string): LateRent[] {
    const { year, month } = parseIsoDay(day);
    const now = monthIndex(year, month);
    const out: Array<LateRent & { echeance: string }> = [];
    for (const l of allLeases.all()) {
      for (const m of monthsOf(l, now)) {
        if (m.mois > moisOf(now)) break;
        const { jours_retard } = statusOf(m, day);
        if (m.recu < m.du && jours_retard > retardJours) {
          out.push({ bail_id: l.id, IM_NOM: l.IM_NOM, locataire: l.locataire, mois: m.mois, reste: euros(m.du - m.recu), jours_retard, echeance: m.echeance });
        }
      }
    }
    out.sort((a, b) => (a.echeance < b.echeance ? -1 : a.echeance > b.echeance ? 1 : a.IM_NOM.localeCompare(b.IM_NOM, 'fr') || a.bail_id - b.bail_id));
    return out.map(({ echeance: _e, ...row }) => row);
  }
}
