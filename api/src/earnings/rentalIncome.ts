/**
 * GET immeubles/revenusfonciers/{annee}: the figures of the yearly rental-income statement
 * (déclaration 2044) the data supports, per let property, and the micro-foncier comparison:
 * under 15 000 € of gross rents the owner may take a flat 30 % allowance instead of his
 * actual charges. A main residence (PRINC) yields no rental income. The deductible taxe
 * foncière excludes the TEOM, which is the tenant's to pay back.
 */
import type { Db } from '../db/open';
import { cents } from '../domain/round';
import { toCents, toEuros, type RevenusFonciers } from '../contracts';
import { rowsWithin, type LoanSchedules } from './loanSchedules';

/** Gross rents up to which the micro-foncier applies (CGI art. 32). */
export const MICRO_FONCIER_CEILING = 15000;
/** Its flat allowance. */
const MICRO_ALLOWANCE = 0.3;

const LINES = ['loyers', 'honoraires', 'taxe_fonciere', 'interets', 'assurance'] as const;
type Lines = Record<(typeof LINES)[number], number>;
const zero = (): Lines => ({ loyers: 0, honoraires: 0, taxe_fonciere: 0, interets: 0, assurance: 0 });
/** The lines in euros with their net income. */
const withNet = (l: Lines) => ({
  ...(Object.fromEntries(LINES.map((k) => [k, toEuros(l[k])])) as Lines),
  revenu_net: toEuros(l.loyers - l.honoraires - l.taxe_fonciere - l.interets - l.assurance),
});

export function createRentalIncome(db: Db, loans: LoanSchedules) {
  const properties = db.prepare<[], { id: number; name: string }>(`SELECT id, name FROM properties WHERE type <> 'PRINC' ORDER BY name`);
  const rents = db.prepare<[string, string], { property_id: number; loyers: number; honoraires: number }>(
    `SELECT property_id, SUM(CAST(ROUND(amount * 100) AS INTEGER)) AS loyers, SUM(CAST(ROUND(agency_fee * 100) AS INTEGER)) AS honoraires
     FROM rent_payments WHERE paid_on BETWEEN ? AND ? GROUP BY property_id`,
  );
  const taxes = db.prepare<[number], { property_id: number; net: number }>(
    `SELECT property_id, CAST(ROUND(amount * 100) AS INTEGER) - CAST(ROUND(teom * 100) AS INTEGER) AS net
     FROM property_taxes WHERE year = ?`,
  );

  return (annee: number): RevenusFonciers => {
    const debut = `${annee}-01-01`;
    const fin = `${annee}-12-31`;
    const lines = new Map<number, Lines>();
    const of = (id: number) => {
      let l = lines.get(id);
      if (!l) lines.set(id, (l = zero()));
      return l;
    };
    for (const r of rents.all(debut, fin)) Object.assign(of(r.property_id), { loyers: r.loyers, honoraires: r.honoraires });
    for (const t of taxes.all(annee)) of(t.property_id).taxe_fonciere = t.net;
    for (const loan of loans.all()) {
      if (loan.propertyId === null) continue;
      for (const e of rowsWithin(loan.schedule, debut, fin)) {
        const l = of(loan.propertyId);
        l.interets += toCents(e.interets);
        l.assurance += toCents(e.assurance);
      }
    }

    const total = zero();
    const biens: RevenusFonciers['biens'] = [];
    for (const p of properties.all()) {
      const l = lines.get(p.id);
      if (!l || LINES.every((k) => l[k] === 0)) continue;
      for (const k of LINES) total[k] += l[k];
      biens.push({ IM_NOM: p.name, ...withNet(l) });
    }
    const reel = withNet(total);
    const abattement = cents(MICRO_ALLOWANCE * reel.loyers);
    const micro = {
      applicable: reel.loyers > 0 && reel.loyers <= MICRO_FONCIER_CEILING,
      abattement,
      revenu_net: toEuros(total.loyers - toCents(abattement)),
    };
    return {
      annee,
      biens,
      total: reel,
      micro_foncier: micro,
      regime_le_plus_favorable: micro.applicable && micro.revenu_net < reel.revenu_net ? 'micro' : 'reel',
      plafond_micro: MICRO_FONCIER_CEILING,
    };
  };
}
