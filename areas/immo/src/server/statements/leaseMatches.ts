/**
 * Credits recognised as rents. A credit matches a lease-month when it lies within ±10 days of
 * the month's due date and within ±2 % of the amount due (rent and charges of the revision in
 * force, prorated: rents/rentDue.ts); a credit below the due whose label names the tenant (his
 * family name, the last word of `locataire`) is a partial payment. The tenant's name counts in
 * the pairing too: between lease-months of the same amount, the one whose tenant the label
 * names comes first (two flats let at the same rent), then the nearest date. Each lease-month
 * goes to one line at most, the closest first. When a payment of that amount is already recorded near
 * that date for the lease (the owner may have typed it), the line is to be ignored.
 * The dues are computed once per statement, for the months its dates reach.
 */
import type { StatementProposal } from '../../contract';
import type { Db } from 'server-kit';
import { monthFromIndex, monthIndex, parseIsoDay } from 'server-kit';
import { leaseMonths, type LeaseTerms, type Revision } from '../rents/rentDue';
import type { BankLine } from 'bank-files';
import { proposalRow } from './proposalRows';
import { closeAmount, dayNumber, daysApart, pairOnce, type Candidate } from './tolerance';
import { dueDay, euro, hasWords, plainText, shortDate } from './wording';

interface LeaseRow extends LeaseTerms {
  id: number;
  property_id: number;
  IM_NOM: string;
  locataire: string;
}

interface LeaseMonth {
  key: string;
  bail_id: number;
  property_id: number;
  IM_NOM: string;
  locataire: string;
  /** The tenant's family name, as plainText writes it. */
  family: string;
  echeance: string;
  /** dayNumber of echeance. */
  day: number;
  du: number;
}

interface RecordedPayment {
  id: number;
  lease: number | null;
  date: string;
  day: number;
  montant: number;
}

export interface RentMatcher {
  /** Proposals for the credits among `lines` (those not taken by a rule), by line number. */
  propose(lines: ReadonlyArray<{ line: BankLine; plain: string }>): Map<number, StatementProposal>;
}

const monthText = (index: number): string => {
  const { year, month } = monthFromIndex(index);
  return `${year}-${String(month).padStart(2, '0')}`;
};

const monthOf = (day: string): number => {
  const { year, month } = parseIsoDay(day);
  return monthIndex(year, month);
};

/** The first and last date of `lines`, widened by a month each way (the window reaches into them). */
export function statementSpan(lines: readonly BankLine[]): { from: number; to: number } | null {
  if (lines.length === 0) return null;
  let min = lines[0]!.date;
  let max = min;
  for (const l of lines) {
    if (l.date < min) min = l.date;
    if (l.date > max) max = l.date;
  }
  return { from: monthOf(min) - 1, to: monthOf(max) + 1 };
}

const LEASES = `SELECT l.id, l.property_id, p.name AS IM_NOM, l.tenant AS locataire, l.start_date AS debut, l.end_date AS fin,
  l.rent AS loyer_hc, l.charges, l.due_day AS jour_echeance FROM leases l JOIN properties p ON p.id = l.property_id ORDER BY l.id`;

export function createRentMatcher(db: Db, span: { from: number; to: number } | null): RentMatcher {
  const leases = db.prepare<[], LeaseRow>(LEASES).all();
  const revisions = new Map<number, Revision[]>();
  for (const r of db
    .prepare<[], Revision & { lease_id: number }>('SELECT lease_id, from_date AS date, rent AS loyer_hc, charges FROM lease_revisions ORDER BY from_date')
    .all()) {
    const list = revisions.get(r.lease_id) ?? [];
    list.push(r);
    revisions.set(r.lease_id, list);
  }

  // Lease-months by month index, over the statement's months.
  const byMonth = new Map<number, LeaseMonth[]>();
  if (span) {
    for (const lease of leases) {
      const family = plainText(lease.locataire).split(' ').pop() ?? '';
      for (const m of leaseMonths(lease, revisions.get(lease.id) ?? [], [], span.to)) {
        const index = monthOf(`${m.mois}-01`);
        if (index < span.from || m.du <= 0) continue;
        const list = byMonth.get(index) ?? [];
        list.push({ key: `${lease.id}|${m.mois}`, bail_id: lease.id, property_id: lease.property_id, IM_NOM: lease.IM_NOM, locataire: lease.locataire, family, echeance: m.echeance, day: dayNumber(m.echeance), du: m.du / 100 });
        byMonth.set(index, list);
      }
    }
  }

  // Payments recorded around the statement, each brought to its lease (its bail_id, or the
  // latest started lease of its property that covers its date).
  const recorded = new Map<number, RecordedPayment[]>();
  if (span) {
    const from = `${monthText(span.from)}-01`;
    const to = `${monthText(span.to)}-31`;
    const payments = db
      .prepare<[string, string], { id: number; lease_id: number | null; property_id: number; date: string; montant: number }>(
        'SELECT id, lease_id, property_id, paid_on AS date, amount AS montant FROM rent_payments WHERE paid_on BETWEEN ? AND ? ORDER BY paid_on, id',
      )
      .all(from, to);
    const latestFirst = [...leases].sort((a, b) => (a.debut < b.debut ? 1 : a.debut > b.debut ? -1 : b.id - a.id));
    for (const p of payments) {
      const lease =
        p.lease_id ?? latestFirst.find((l) => l.property_id === p.property_id && l.debut <= p.date && (l.fin === null || l.fin >= p.date))?.id ?? null;
      if (lease === null) continue;
      const list = recorded.get(lease) ?? [];
      list.push({ id: p.id, lease, date: p.date, day: dayNumber(p.date), montant: p.montant });
      recorded.set(lease, list);
    }
  }

  return {
    propose(lines) {
      const candidates: Array<Candidate<{ month: LeaseMonth; partial: boolean; named: boolean; line: BankLine }>> = [];
      for (const { line, plain } of lines) {
        if (line.montant <= 0) continue;
        const index = monthOf(line.date);
        const day = dayNumber(line.date);
        for (const i of [index - 1, index, index + 1]) {
          for (const month of byMonth.get(i) ?? []) {
            const full = closeAmount(line.montant, month.du);
            const named = hasWords(plain, month.family);
            const partial = !full && line.montant < month.du && named;
            if (!full && !partial) continue;
            const days = daysApart(day, month.day);
            if (days === null) continue;
            const rank = [partial ? 1 : 0, named ? 0 : 1, days, Math.abs(line.montant - month.du)];
            candidates.push({ n: line.n, key: month.key, item: { month, partial, named, line }, rank });
          }
        }
      }
      const used = new Set<number>();
      const out = new Map<number, StatementProposal>();
      for (const [n, { month, partial, named, line }] of [...pairOnce(candidates)].sort(([a], [b]) => a - b)) {
        const already = (recorded.get(month.bail_id) ?? []).find(
          (p) => !used.has(p.id) && closeAmount(p.montant, line.montant) && daysApart(dayNumber(line.date), p.day) !== null,
        );
        if (already) {
          used.add(already.id);
          out.set(n, { section: 'ignorer', row: null, raison: `loyer déjà enregistré le ${shortDate(already.date)}` });
          continue;
        }
        const due = dueDay(month.echeance, line.date);
        out.set(n, {
          section: 'loyers',
          row: proposalRow('loyers', line, { IM_NOM: month.IM_NOM, bail_id: month.bail_id }),
          raison: partial
            ? `paiement partiel du loyer de ${month.locataire} : ${euro(line.montant)} sur ${euro(month.du)} attendus ${due}`
            : `loyer du bail de ${month.locataire}${named ? ' (nommé dans le libellé)' : ''}, ${euro(month.du)} attendu ${due}`,
        });
      }
      return out;
    },
  };
}
