/**
 * GET immeubles/bien/{IM_NOM}?annee=: what a property earned over a calendar year, or over
 * the twelve months ending today (the window of LOYER_MOIS and the rent recap). Sums are
 * kept in whole cents until the reply. The taxe foncière (TEOM included: what the owner
 * pays) counts on 15 October of its year; loan figures are the schedule rows of the period,
 * over every loan that finances the property; the owner's charges (chargesBiens) count on
 * their date.
 *
 * Its income is the rent part of each payment, as on line 211 of form 2044 (rentReceipts.ts,
 * the same split as the rental statement's): the charge part the tenant pays
 * (`charges_locataires`) and the condominium provisions it repays (`provisions_copro`, less
 * their true-up `regularisation_copro`) pass through, shown apart, out of the result.
 *
 * The net yield is the usual French one, before financing: (rents − fees − non-recoverable
 * charges − taxe foncière without its TEOM − landlord's insurance) / (purchase price +
 * acquisition costs). Fees are the agency's, withheld on the rents, plus the `frais_gestion`
 * charges. Non-recoverable charges are the `charges_non_recuperees`: the owner records there
 * the part of the provisions the tenant does not repay. The TEOM is left out too: the tenant
 * repays it. Works and subsidies are one-off investments, not a year's running cost.
 * The cash-flow is money: the rents and the tenants' charges in; the same charges with the
 * whole tax, the provisions less their true-up and the loan instalments (capital, interest,
 * insurance) out.
 * After tax (`fiscalite`, once the owner has set his marginal rate): the tax and prélèvements
 * sociaux on his share's result of form 2044 over the period (ownerTax.ts), the net-net yield
 * and cash-flow; none for the main residence or a furnished let (BIC, taxed otherwise).
 * Every amount is given for the whole property and for the owner's share (IM_QUOTE_PART).
 */
import type { Db } from 'server-kit';
import { monthFromIndex, monthIndex, parseIsoDay } from 'server-kit';
import { cents } from 'server-kit';
import { toCents, toEuros, type Bien } from '../../contract';
import { linesOf } from './form2044';
import { rowsWithin, type LoanSchedules } from './loanSchedules';
import { createOwnerTax, taxOnResult } from './ownerTax';
import { createPropertyFigures, TAX_DAY } from './propertyFigures';
import { createRentRevision } from './rentRevision';
import { shareOf } from './ownerShare';

export { TAX_DAY };

const SUMS = [
  'loyers',
  'charges_locataires',
  'provisions_copro',
  'regularisation_copro',
  'honoraires',
  'frais_gestion',
  'charges_non_recuperees',
  'taxe_fonciere',
  'teom',
  'assurance_proprietaire',
  'interets',
  'assurance',
  'mensualites',
] as const;
type Sums = Record<(typeof SUMS)[number], number>;
const zero = (): Sums => Object.fromEntries(SUMS.map((k) => [k, 0])) as Sums;
const euros = (s: Sums) => Object.fromEntries(SUMS.map((k) => [k, toEuros(s[k])])) as Sums;
/** The charges of chargesBiens the sheet counts (see the header), by the sum they add to. */
const CHARGE_SUMS = {
  frais_gestion: 'frais_gestion',
  charges_non_recuperees: 'charges_non_recuperees',
  assurance: 'assurance_proprietaire',
  provisions_copro: 'provisions_copro',
  regularisation_copro: 'regularisation_copro',
} as const;
/** The running costs of the property, before financing; `tax` is the taxe foncière counted. */
const costs = (s: Sums, tax: number) => s.honoraires + s.frais_gestion + s.charges_non_recuperees + tax + s.assurance_proprietaire;
/** What the property earns before financing: the taxe foncière without its TEOM, which the tenant repays. */
const netResult = (s: Sums) => s.loyers - costs(s, s.taxe_fonciere - s.teom);
/** What passes through: the tenants' charges in, the provisions they repay out. */
const passThrough = (s: Sums) => s.charges_locataires - s.provisions_copro + s.regularisation_copro;
/** Money in minus money out, after the loan (capital included): the whole tax, as the owner pays it. */
const cashFlow = (s: Sums) => s.loyers + passThrough(s) - costs(s, s.taxe_fonciere) - s.mensualites;

interface PropertySqlRow {
  id: number;
  name: string;
  sold: number;
  purchase_price: number;
  acquisition_costs: number;
  type: string;
  share_percent: number | null;
  joint_ownership: number;
  furnished: number;
  theoretical_rent: number;
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
    `SELECT id, name, sold, purchase_price, acquisition_costs, type, share_percent, joint_ownership, furnished, theoretical_rent
     FROM properties WHERE name = ?`,
  );
  const { figuresOf, receipts } = createPropertyFigures(db, loans);
  const ownerTax = createOwnerTax(db);
  const charges = db.prepare<[number, string, string], { mois: string; category: keyof typeof CHARGE_SUMS; montant: number }>(
    `SELECT substr(paid_on, 1, 7) AS mois, category, SUM(CAST(ROUND(amount * 100) AS INTEGER)) AS montant
     FROM property_charges
     WHERE property_id = ? AND paid_on BETWEEN ? AND ?
       AND category IN ('frais_gestion', 'charges_non_recuperees', 'assurance', 'provisions_copro', 'regularisation_copro')
     GROUP BY mois, category`,
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

    for (const r of receipts.received(debut, fin)) {
      if (r.property_id !== p.id) continue;
      const m = bucket(r.paid_on);
      m.loyers += r.loyer;
      m.charges_locataires += r.montant - r.loyer;
      m.honoraires += r.honoraires;
    }
    const taxRows = taxes.all(p.id);
    for (const t of taxRows) {
      const day = `${t.annee}-${TAX_DAY}`;
      if (day >= debut && day <= fin) {
        bucket(day).taxe_fonciere += toCents(t.montant);
        bucket(day).teom += toCents(t.teom);
      }
    }
    for (const c of charges.all(p.id, debut, fin)) bucket(`${c.mois}-01`)[CHARGE_SUMS[c.category]] += c.montant;
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
    const share = shareOf(p);
    // The owner's share of each sum, to the cent; its results from those, so its formulas add up.
    const part = Object.fromEntries(SUMS.map((k) => [k, Math.round((total[k] * share) / 100)])) as Sums;
    const results = (s: Sums) => ({ resultat_net: toEuros(netResult(s)), cash_flow_mensuel: cents(toEuros(cashFlow(s)) / 12) });
    const yieldOf = (amount: number, cost: number) => (p.purchase_price === 0 ? null : cents((amount / cost) * 100));
    const tax = ownerTax();
    const afterTax = () => {
      if (tax === null || p.type === 'PRINC' || p.furnished === 1) return null;
      const year = figuresOf(debut, fin).years.get(p.id);
      const l = year ? linesOf(year, share) : null;
      const t = taxOnResult({ recettes: l?.['215'] ?? 0, charges: l?.['240'] ?? 0, interets: l?.['250'] ?? 0 }, tax.tmi);
      const cost = t.impot + t.prelevements_sociaux;
      return {
        tmi: tax.tmi,
        resultat_fiscal: toEuros(l?.['261'] ?? 0),
        impot: toEuros(t.impot),
        prelevements_sociaux: toEuros(t.prelevements_sociaux),
        rendement_net_net: yieldOf(toEuros(netResult(part) - cost), ((p.purchase_price + p.acquisition_costs) * share) / 100),
        cash_flow_net_net_mensuel: cents(toEuros(cashFlow(part) - cost) / 12),
      };
    };
    return {
      IM_NOM: p.name,
      rendement_brut: yieldOf(12 * p.theoretical_rent, p.purchase_price),
      rendement_net: yieldOf(toEuros(netResult(total)), p.purchase_price + p.acquisition_costs),
      ...results(total),
      ...euros(total),
      prix_achat: p.purchase_price,
      frais_achat: p.acquisition_costs,
      quote_part: share,
      meuble: p.furnished === 1 ? 1 : 0,
      part: { ...euros(part), ...results(part) },
      ...period,
      emprunts: linked.map((l) => l.nom),
      mois: labels.map((mois) => {
        const m = months.get(mois)!;
        return { mois, ...euros(m), cash_flow: toEuros(cashFlow(m)) };
      }),
      taxes: taxRows,
      revision: revision.ofProperty(p.id, p.sold === 1, today),
      fiscalite: afterTax(),
    };
  };
}
