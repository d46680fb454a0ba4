/**
 * GET immeubles/apresimpot: each let property not sold, over the last 12 months, after tax on
 * the owner's share (its sheet's `fiscalite`, propertyEarnings.ts), and the total. The total
 * is no sum of the properties' taxes: as on the 2044, the deficit of one property first offsets
 * the income of the others, so the tax is that of their results together (ownerTax.ts), one
 * ceiling for the household.
 */
import type { Db } from 'server-kit';
import { cents } from 'server-kit';
import { toEuros, type ApresImpot, type Bien } from '../../contract';
import { createOwnerTax, taxOnResult } from './ownerTax';
import { createPropertyFigures } from './propertyFigures';
import { linesOf } from './form2044';
import type { LoanSchedules } from './loanSchedules';
import { shareOf } from './ownerShare';

type Sheet = (name: string, annee: number | null, today: string) => Bien | undefined;

export function createAfterTaxList(db: Db, loans: LoanSchedules, sheet: Sheet) {
  const letProperties = db.prepare<[], { id: number; name: string; type: string; share_percent: number | null; joint_ownership: number }>(
    `SELECT id, name, type, share_percent, joint_ownership FROM properties
     WHERE sold = 0 AND type <> 'PRINC' AND furnished = 0 ORDER BY name`,
  );
  const { figuresOf } = createPropertyFigures(db, loans);
  const ownerTax = createOwnerTax(db);

  return (today: string): ApresImpot => {
    const tax = ownerTax();
    const sheets = letProperties.all().flatMap((p) => {
      const b = sheet(p.name, null, today);
      return b?.fiscalite ? [{ p, b, f: b.fiscalite }] : [];
    });
    if (tax === null || sheets.length === 0) return { tmi: tax?.tmi ?? null, debut: today, fin: today, biens: [], total: null };
    const { debut } = sheets[0]!.b;
    const years = figuresOf(debut, today).years;
    const sum = { recettes: 0, charges: 0, interets: 0 };
    let monthly = 0;
    for (const { p, b } of sheets) {
      const year = years.get(p.id);
      if (year) {
        const l = linesOf(year, shareOf(p));
        sum.recettes += l['215'];
        sum.charges += l['240'];
        sum.interets += l['250'];
      }
      monthly += b.part.cash_flow_mensuel;
    }
    const t = taxOnResult(sum, tax.tmi);
    return {
      tmi: tax.tmi,
      debut,
      fin: today,
      biens: sheets.map(({ p, f }) => ({
        IM_NOM: p.name,
        resultat_fiscal: f.resultat_fiscal,
        impot: f.impot,
        prelevements_sociaux: f.prelevements_sociaux,
        rendement_net_net: f.rendement_net_net,
        cash_flow_net_net_mensuel: f.cash_flow_net_net_mensuel,
      })),
      total: {
        resultat_fiscal: toEuros(sum.recettes - sum.charges - sum.interets),
        impot: toEuros(t.impot),
        prelevements_sociaux: toEuros(t.prelevements_sociaux),
        cash_flow_net_net_mensuel: cents(monthly - toEuros(t.impot + t.prelevements_sociaux) / 12),
      },
    };
  };
}
