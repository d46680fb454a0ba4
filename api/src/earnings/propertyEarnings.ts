/**
 * GET immeubles/bien/{IM_NOM}?annee=: what a property earned over a calendar year, or over
 * the twelve months ending today (the window of LOYER_MOIS and the rent recap). Sums are
 * kept in whole cents until the reply. The taxe foncière (TEOM included: what the owner
 * pays) counts on 15 October of its year; loan figures are the schedule rows of the period,
 * over every loan that finances the property.
 */
import type { Db } from '../db/open';
import { monthFromIndex, monthIndex, parseIsoDay } from '../domain/dates';
import { cents } from '../domain/round';
import { toCents, toEuros, type Bien } from '../contracts';
import { rowsWithin, type LoanSchedules } from './loanSchedules';
import { createRentRevision } from './rentRevision';

/** Day the taxe foncière of a year is counted on (its usual due date). */
export const TAX_DAY = '10-15';

const SUMS = ['loyers', 'honoraires', 'taxe_fonciere', 'interets', 'assurance', 'mensualites'] as const;
type Sums = Record<(typeof SUMS)[number], number>;
const zero = (): Sums => ({ loyers: 0, honoraires: 0, taxe_fonciere: 0, interets: 0, assurance: 0, mensualites: 0 });
const euros = (s: Sums) => Object.fromEntries(SUMS.map((k) => [k, toEuros(s[k])])) as Sums;
/** Money in minus money out, loan capital included. */
const cashFlow = (s: Sums) => s.loyers - s.honoraires - s.taxe_fonciere - s.mensualites;

interface PropertySqlRow {
  id: number;
  name: string;
  sold: number;
  purchase_price: number;
  theoretical_rent: number;
  rent: number;
  lease_date: string | null;
  irl_quarter: number | null;
}

export interface Period {
  annee: number | null;
  debut: string;
  fin: string;
}

const monthOf = (iso: string) => iso.slice(0, 7);
const label = (index: number) => {
  const { year, month } = monthFromIndex(index);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
};

export function createPropertyEarnings(db: Db, loans: LoanSchedules) {
  const property = db.prepare<[string], PropertySqlRow>(
    `SELECT id, name, sold, purchase_price, theoretical_rent, rent, lease_date, irl_quarter FROM properties WHERE name = ?`,
  );
  // Cents summed as integers: no float drift over hundreds of payments.
  const rentsByMonth = db.prepare<[number, string, string], { mois: string; loyers: number; honoraires: number }>(
    `SELECT substr(paid_on, 1, 7) AS mois, SUM(CAST(ROUND(amount * 100) AS INTEGER)) AS loyers,
       SUM(CAST(ROUND(agency_fee * 100) AS INTEGER)) AS honoraires
     FROM rent_payments WHERE property_id = ? AND paid_on BETWEEN ? AND ? GROUP BY mois`,
  );
  const taxes = db.prepare<[number], { annee: number; montant: number; teom: number }>(
    'SELECT year AS annee, amount AS montant, teom FROM property_taxes WHERE property_id = ? ORDER BY year',
  );
  // The same window as the rent recap's (paid_on > today − 12 months), SQLite's date arithmetic included.
  const windowStart = db.prepare<[string], string>(`SELECT date(?, '-12 months', '+1 day')`).pluck();
  const revision = createRentRevision(db);

  const periodOf = (annee: number | null, today: string): Period =>
    annee === null
      ? { annee, debut: windowStart.get(today)!, fin: today }
      : { annee, debut: `${annee}-01-01`, fin: `${annee}-12-31` };

  return (name: string, annee: number | null, today: string): Bien | undefined => {
    const p = property.get(name);
    if (!p) return undefined;
    const period = periodOf(annee, today);
    const { debut, fin } = period;
    // The 12 months ending with the period's; the first partial month of a rolling window
    // (the days after today's, a year ago) counts in the oldest, so the months add up to the period.
    const last = monthIndex(parseIsoDay(fin).year, parseIsoDay(fin).month);
    const labels = Array.from({ length: 12 }, (_, i) => label(last - 11 + i));
    const months = new Map(labels.map((m) => [m, zero()]));
    const bucket = (iso: string) => months.get(monthOf(iso)) ?? months.get(labels[0]!)!;

    for (const r of rentsByMonth.all(p.id, debut, fin)) {
      const m = bucket(`${r.mois}-01`);
      m.loyers += r.loyers;
      m.honoraires += r.honoraires;
    }
    const taxRows = taxes.all(p.id);
    for (const t of taxRows) {
      const day = `${t.annee}-${TAX_DAY}`;
      if (day >= debut && day <= fin) bucket(day).taxe_fonciere += toCents(t.montant);
    }
    const linked = loans.ofProperty(p.id, p.name);
    for (const loan of linked) {
      for (const e of rowsWithin(loan.schedule, debut, fin)) {
        const m = bucket(e.date);
        m.interets += toCents(e.interets);
        m.assurance += toCents(e.assurance);
        m.mensualites += toCents(e.mensualite);
      }
    }

    const total = zero();
    for (const m of months.values()) for (const k of SUMS) total[k] += m[k];
    const net = toEuros(total.loyers - total.honoraires - total.taxe_fonciere - total.interets - total.assurance);
    const yieldOf = (amount: number) => (p.purchase_price === 0 ? null : cents((amount / p.purchase_price) * 100));
    return {
      IM_NOM: p.name,
      rendement_brut: yieldOf(12 * p.theoretical_rent),
      rendement_net: yieldOf(net),
      cash_flow_mensuel: cents(toEuros(cashFlow(total)) / 12),
      ...euros(total),
      ...period,
      emprunts: linked.map((l) => l.nom),
      mois: labels.map((mois) => {
        const m = months.get(mois)!;
        return { mois, ...euros(m), cash_flow: toEuros(cashFlow(m)) };
      }),
      taxes: taxRows,
      revision: revision(p, today),
    };
  };
}
