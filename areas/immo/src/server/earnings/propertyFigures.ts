/**
 * What each property brought and cost over a period, whole property, in cents (PropertyYear):
 * the rent part of each payment (rentReceipts.ts) and its charge part apart, the taxe foncière
 * without its TEOM of each year whose 15 October falls in the period (for a calendar year: that
 * year's, owed by whoever held the property on 1 January), the charges by their line of form
 * 2044, the loan interest and borrower's insurance of the schedules. Only while the owner held
 * it: nothing dated after its sale (IM_DATE_VTE). With `today` inside the period, what the
 * leases still schedule after it counts too: a year not over is an estimate.
 * The rental statement (rentalIncome.ts) and the property sheet (propertyEarnings.ts) both read
 * it, so every screen gives the same income for the same property and period.
 */
import { dataVersionOf, type Db } from 'server-kit';
import { toCents } from '../../contract';
import { emptyYear, type PropertyYear } from './form2044';
import { rowsWithin, type LoanSchedules } from './loanSchedules';
import { createRentReceipts } from './rentReceipts';
import { createSettlementLines } from '../settlement/form2044Settlement';

/** Day the taxe foncière of a year is counted on (its usual due date). */
export const TAX_DAY = '10-15';

/** The category of a charge → the field of PropertyYear it adds to. */
const CHARGE_FIELD: Record<string, keyof PropertyYear> = {
  assurance: 'assurance',
  travaux: 'travaux',
  travaux_energie: 'travaux',
  charges_non_recuperees: 'chargesNonRecuperees',
  frais_gestion: 'fraisGestion',
  provisions_copro: 'provisionsCopro',
  regularisation_copro: 'regularisationCopro',
  subvention: 'subventions',
};

export interface PeriodFigures {
  years: Map<number, PropertyYear>;
  /** The payments no lease covers (counted whole as rent). */
  withoutLease: Array<{ property_id: number; date: string; montant: number }>;
}

export function createPropertyFigures(db: Db, loans: LoanSchedules) {
  const receipts = createRentReceipts(db);
  const settlementLines = createSettlementLines(db);
  const saleDates = db.prepare<[], { id: number; sale_date: string | null }>('SELECT id, sale_date FROM properties');
  const taxes = db.prepare<[string, string], { property_id: number; year: number; net: number }>(
    `SELECT property_id, year, CAST(ROUND(amount * 100) AS INTEGER) - CAST(ROUND(teom * 100) AS INTEGER) AS net
     FROM property_taxes WHERE (year || '-${TAX_DAY}') BETWEEN ? AND ?`,
  );
  // Charges dated after the sale are refused on entry (data/writes.ts); the filter keeps older bases right.
  const charges = db.prepare<[string, string], { property_id: number; category: string; amount: number }>(
    `SELECT c.property_id, c.category, SUM(CAST(ROUND(c.amount * 100) AS INTEGER)) AS amount
     FROM property_charges c JOIN properties p ON p.id = c.property_id
     WHERE c.paid_on BETWEEN ? AND ? AND (p.sale_date IS NULL OR c.paid_on <= p.sale_date)
     GROUP BY c.property_id, c.category`,
  );

  /** Each property's figures from `debut` to `fin` (only those with any); `today` within: the leases' rents after it too. */
  function readFigures(debut: string, fin: string, today?: string): PeriodFigures {
    const sales = new Map(saleDates.all().map((p) => [p.id, p.sale_date]));
    const held = (id: number, date: string) => {
      const sale = sales.get(id);
      return sale == null || date <= sale;
    };
    const years = new Map<number, PropertyYear>();
    const of = (id: number) => {
      let y = years.get(id);
      if (!y) years.set(id, (y = emptyYear()));
      return y;
    };
    const withoutLease: PeriodFigures['withoutLease'] = [];
    const expected = today !== undefined && today < fin ? receipts.scheduled(today, fin) : [];
    for (const r of [...receipts.received(debut, fin), ...expected]) {
      if (!held(r.property_id, r.paid_on)) continue;
      const y = of(r.property_id);
      y.loyers += r.loyer;
      y.chargesLocataires += r.montant - r.loyer;
      y.honoraires += r.honoraires;
      if (r.lease_id === null) withoutLease.push({ property_id: r.property_id, date: r.paid_on, montant: r.montant });
    }
    for (const t of taxes.all(debut, fin)) if (held(t.property_id, `${t.year}-01-01`)) of(t.property_id).taxeFonciere += t.net;
    for (const c of charges.all(debut, fin)) of(c.property_id)[CHARGE_FIELD[c.category]!] += c.amount;
    // The deposits kept and the charges not recovered (settlement/form2044Settlement.ts) count in
    // their calendar year: only the years the period holds whole.
    for (let annee = Number(debut.slice(0, 4)); annee <= Number(fin.slice(0, 4)); annee++) {
      if (debut > `${annee}-01-01` || fin < `${annee}-12-31`) continue;
      for (const [id, s] of settlementLines(annee, `${annee + 1}-12-31`)) {
        if (!held(id, `${annee}-01-01`)) continue;
        const y = of(id);
        y.loyers += s.loyers;
        y.travaux = Math.max(0, y.travaux - s.reparations);
        y.chargesNonRecuperees += s.nonRecuperees;
      }
    }
    for (const loan of loans.all()) {
      if (loan.propertyId === null) continue;
      for (const e of rowsWithin(loan.schedule, debut, fin)) {
        if (!held(loan.propertyId, e.date)) continue;
        const y = of(loan.propertyId);
        y.interets += toCents(e.interets);
        y.assuranceEmprunt += toCents(e.assurance);
      }
    }
    return { years, withoutLease };
  }

  // The figures of a period are read once until the data changes: the after-tax list asks each
  // property's sheet, and each sheet the figures of every property (at 1 000 properties, a
  // thousand reads of every payment). Callers share the result and must not modify it.
  const version = dataVersionOf(db);
  let last: { key: string; value: PeriodFigures } | undefined;
  function figuresOf(debut: string, fin: string, today?: string): PeriodFigures {
    const key = `${debut}|${fin}|${today ?? ''}|${version()}`;
    if (last?.key !== key) last = { key, value: readFigures(debut, fin, today) };
    return last.value;
  }

  return { figuresOf, receipts };
}

export type PropertyFigures = ReturnType<typeof createPropertyFigures>;
