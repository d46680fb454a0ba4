/**
 * GET immeubles/revenusfonciers/{annee}: the yearly rental-income statement, form 2044 line by
 * line (form2044.ts) on the owner's share of each property, the deficit carried from year to
 * year (rentalDeficit.ts), and the micro-foncier comparison: up to 15 000 € of gross rents the
 * owner may take a flat 30 % allowance instead of his actual charges (CGI art. 32).
 * Off the 2044 (BOI-RFPI-CHAMP-10-10): a main residence yields no rental income, a furnished
 * letting is declared as BIC, and the bare owner of a property with no rent deducts nothing
 * (his taxe foncière included).
 * Only what the owner held counts: a property sold before 1 January of a year is on none of its
 * lines; one sold during the year counts until its sale date (IM_DATE_VTE), its taxe foncière of
 * the year included (the owner on 1 January owes it).
 * Line 211 takes the rent part of each payment only (rentReceipts.ts); a payment no lease covers
 * counts whole and is listed under loyers_sans_bail.
 * A year not over (`previsionnel`) is an estimate: what is recorded, plus the rents the leases
 * still schedule after today and the loans' schedule to 31 December; the deficit it would carry
 * is no final figure, and the chain of a year never reads the years after it.
 * The furnished lets are declared as BIC (furnishedIncome.ts); the boxes of form 2042 the owner
 * types come from declaration2042.ts, under the regime he chose (section fiscalite).
 * The years computed start with the first year a rent was received on a property of the 2044
 * (the first year of the owner's data): deficits carried into it come from the returns he filed
 * (deficitsFonciers, cadre 450), never from figures of earlier years, which would count them twice.
 */
import type { Db } from 'server-kit';
import { dataVersionOf } from 'server-kit';
import { cents } from 'server-kit';
import { toCents, toEuros, type ExclusionReason, type Form2044Lines, type RevenusFonciers } from '../../contract';
import { declarationOf } from './declaration2042';
import { addLines, emptyYear, linesOf, type PropertyYear } from './form2044';
import { furnishedStatement, type FurnishedYear } from './furnishedIncome';
import { deficitOf, type DeficitOfYear, type YearTotals } from './rentalDeficit';
import type { LoanSchedules } from './loanSchedules';
import { createOwnerTax } from './ownerTax';
import { shareOf } from './ownerShare';
import { createPropertyFigures } from './propertyFigures';

/** Gross rents up to which the micro-foncier applies (CGI art. 32). */
export const MICRO_FONCIER_CEILING = 15000;
/** Its flat allowance. */
const MICRO_ALLOWANCE = 0.3;

interface PropertyRow {
  id: number;
  name: string;
  type: string;
  share_percent: number | null;
  joint_ownership: number;
  furnished: number;
  purchase_date: string | null;
  sale_date: string | null;
}

const linesInEuros = (l: Form2044Lines) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k, toEuros(v)])) as Form2044Lines;
const deficitsInEuros = (list: readonly DeficitOfYear[]) => list.map((d) => ({ annee: d.annee, montant: toEuros(d.montant) }));

export function createRentalIncome(db: Db, loans: LoanSchedules) {
  const properties = db.prepare<[], PropertyRow>(
    `SELECT id, name, type, share_percent, joint_ownership, furnished, purchase_date, sale_date FROM properties ORDER BY name`,
  );
  const { figuresOf } = createPropertyFigures(db, loans);
  const ownerTax = createOwnerTax(db);
  /** The first year with a rent received on a property that may be on the 2044 (held, let bare). */
  const firstRentYear = db
    .prepare<[], number | null>(
      `SELECT CAST(substr(MIN(r.paid_on), 1, 4) AS INTEGER) FROM rent_payments r JOIN properties p ON p.id = r.property_id
       WHERE p.type <> 'PRINC' AND p.furnished = 0 AND (p.sale_date IS NULL OR r.paid_on <= p.sale_date)`,
    )
    .pluck();
  const priorDeficits = db.prepare<[], DeficitOfYear>(`SELECT year AS annee, CAST(ROUND(amount * 100) AS INTEGER) AS montant FROM prior_deficits`);
  const energyWorks = db.prepare<[string, string], { property_id: number; amount: number }>(
    `SELECT c.property_id, SUM(CAST(ROUND(c.amount * 100) AS INTEGER)) AS amount
     FROM property_charges c JOIN properties p ON p.id = c.property_id
     WHERE c.category = 'travaux_energie' AND c.paid_on BETWEEN ? AND ? AND (p.sale_date IS NULL OR c.paid_on <= p.sale_date)
     GROUP BY c.property_id`,
  );
  const energyWorksOf = (annee: number) => energyWorks.all(`${annee}-01-01`, `${annee}-12-31`);

  /** Why a property stays off the 2044 this year, or null. */
  function exclusionOf(p: PropertyRow, year: PropertyYear | undefined): ExclusionReason | null {
    if (p.type === 'PRINC') return 'residence_principale';
    if (p.furnished === 1) return 'meuble';
    if (p.type === 'NUE' && !(year && year.loyers > 0)) return 'nue_propriete_sans_revenu';
    return null;
  }

  const ownedDuring = (p: PropertyRow, annee: number) =>
    (p.purchase_date === null || p.purchase_date <= `${annee}-12-31`) && (p.sale_date === null || p.sale_date >= `${annee}-01-01`);

  /**
   * The properties on the 2044 with their lines, those left off, the payments without lease, and
   * the furnished lets' figures; a year not over (`today` before its end) with what the leases still schedule.
   */
  function statementOf(annee: number, today: string) {
    const all = properties.all();
    const first = firstRentYear.get() ?? null;
    const fin = `${annee}-12-31`;
    const period = figuresOf(`${annee}-01-01`, fin, today);
    const { years: figures, withoutLease } = first !== null && annee >= first ? period : { years: new Map<number, PropertyYear>(), withoutLease: [] };
    const energyWorksThisYear = energyWorksOf(annee);
    const biens: Array<{ property: PropertyRow; share: number; year: PropertyYear; lines: Form2044Lines }> = [];
    const exclus: RevenusFonciers['exclus'] = [];
    const furnished: FurnishedYear[] = [];
    let travauxEnergie = 0;
    for (const p of all) {
      const year = figures.get(p.id);
      const raison = exclusionOf(p, year);
      const own = period.years.get(p.id);
      if (raison === 'meuble' && own) furnished.push({ name: p.name, share: shareOf(p), year: own });
      if (raison) {
        if (year || ownedDuring(p, annee)) exclus.push({ IM_NOM: p.name, raison });
        continue;
      }
      if (!year || Object.values(year).every((v) => v === 0)) continue;
      const share = shareOf(p);
      biens.push({ property: p, share, year, lines: linesOf(year, share) });
      const energy = energyWorksThisYear.find((c) => c.property_id === p.id)?.amount ?? 0;
      travauxEnergie += Math.round((energy * share) / 100);
    }
    const total = biens.reduce((sum, b) => addLines(sum, b.lines), linesOf(emptyYear(), 100));
    const onStatement = new Map(biens.map((b) => [b.property.id, b.property.name]));
    const sansBail = withoutLease.flatMap((r) => {
      const name = onStatement.get(r.property_id);
      return name === undefined ? [] : [{ IM_NOM: name, date: r.date, montant: toEuros(r.montant) }];
    });
    return { biens, exclus, total, travauxEnergie, sansBail, furnished, avantPremiersLoyers: first === null || annee < first, previsionnel: today < fin };
  }

  // Each year's statement, kept until the data changes: the deficit of a year reads every year
  // before it, and the owner moves from year to year.
  const version = dataVersionOf(db);
  // A year not over also depends on the day: its key holds today.
  const statements = new Map<number, { key: string; value: ReturnType<typeof statementOf> }>();
  const cachedStatement = (annee: number, today: string) => {
    const key = `${version()} ${today < `${annee}-12-31` ? today : ''}`;
    let hit = statements.get(annee);
    if (hit?.key !== key) statements.set(annee, (hit = { key, value: statementOf(annee, today) }));
    return hit.value;
  };

  return (annee: number, today: string): RevenusFonciers => {
    const totalsOf = (y: number): YearTotals => {
      const { total, travauxEnergie } = cachedStatement(y, today);
      return { recettes: total['215'], charges: total['240'], interets: total['250'], travauxEnergie };
    };
    const { biens, exclus, total, sansBail, avantPremiersLoyers, furnished, previsionnel } = cachedStatement(annee, today);
    const deficit = deficitOf(annee, firstRentYear.get() ?? annee, totalsOf, priorDeficits.all());
    const tax = ownerTax();

    // The old fields, on the owner's share and in whole euros as the form's lines.
    const part = (amount: number, share: number) => Math.round((amount * share) / 10_000) * 100;
    const bienOf = (b: (typeof biens)[number]) => ({
      IM_NOM: b.property.name,
      quote_part: b.share,
      loyers: toEuros(b.lines['211']),
      honoraires: toEuros(part(b.year.honoraires, b.share)),
      taxe_fonciere: toEuros(b.lines['227']),
      interets: toEuros(part(b.year.interets, b.share)),
      assurance: toEuros(part(b.year.assuranceEmprunt, b.share)),
      revenu_net: toEuros(b.lines['261']),
      lignes: linesInEuros(b.lines),
    });
    const rows = biens.map(bienOf);
    const sum = (k: 'honoraires' | 'interets' | 'assurance') => toEuros(rows.reduce((s, r) => s + toCents(r[k]), 0));
    const totalRow = {
      loyers: toEuros(total['211']),
      honoraires: sum('honoraires'),
      taxe_fonciere: toEuros(total['227']),
      interets: sum('interets'),
      assurance: sum('assurance'),
      revenu_net: toEuros(total['261']),
      lignes: linesInEuros(total),
    };

    const gross = toEuros(total['211']);
    const abattement = cents(MICRO_ALLOWANCE * gross);
    const micro = {
      applicable: gross > 0 && gross <= MICRO_FONCIER_CEILING,
      abattement,
      revenu_net: toEuros(total['211'] - toCents(abattement)),
    };
    // What the real regime leaves taxed: the income after earlier deficits, less the deficit
    // that offsets global income (a negative figure lowers the other income).
    const reelTaxed = deficit.resultat - deficit.imputable_revenu_global;
    return {
      annee,
      previsionnel,
      biens: rows,
      total: totalRow,
      exclus,
      loyers_sans_bail: sansBail,
      avant_premiers_loyers: avantPremiersLoyers,
      deficit: {
        imputable_revenu_global: toEuros(deficit.imputable_revenu_global),
        plafond: toEuros(deficit.plafond),
        reportable: toEuros(deficit.reportable),
        anterieurs_imputes: deficitsInEuros(deficit.anterieurs_imputes),
        a_reporter: deficitsInEuros(deficit.a_reporter),
      },
      resultat: toEuros(deficit.resultat),
      micro_foncier: micro,
      regime_le_plus_favorable: micro.applicable && toCents(micro.revenu_net) < reelTaxed ? 'micro' : 'reel',
      plafond_micro: MICRO_FONCIER_CEILING,
      declaration_2042: declarationOf({
        annee,
        l261: total['261'],
        l211: total['211'],
        deficit,
        microApplicable: micro.applicable,
        previousReceipts: annee > (firstRentYear.get() ?? annee) ? totalsOf(annee - 1).recettes : 0,
        receipts: total['215'],
        chosen: tax?.regime_foncier ?? null,
      }),
      meubles: furnishedStatement(annee, furnished, tax?.regime_meuble ?? null),
    };
  };
}
