/**
 * The rental deficit, year after year (CGI art. 156 I 3°; BOFiP BOI-RFPI-BASE-30-20-10):
 *  - the loan interest offsets rental income only: its part of a deficit is carried forward;
 *  - the deficit due to the other charges offsets global income up to 10 700 € a year. For
 *    energy renovation works paid from 2023 to 2025 (taking the home from class E, F or G to
 *    A to D, quote accepted from 5 November 2022), the ceiling rises by the amount of those
 *    works, to 21 400 € at most (loi 2022-1726, art. 12);
 *  - the rest is carried forward against the rental income of the next 10 years, oldest first.
 * Amounts in cents. The chain starts at the oldest year in the base and takes in the deficits
 * the owner recorded for the years before (deficitsFonciers).
 */

/** Global-income ceiling (CGI art. 156 I 3°). */
export const GLOBAL_CEILING = 1_070_000;
/** Its extra room for energy renovation works, 2023 to 2025: 21 400 € in all. */
export const ENERGY_CEILING_EXTRA = 1_070_000;
const ENERGY_YEARS = { from: 2023, to: 2025 };
/** A deficit offsets the rental income of the 10 years after its own. */
export const CARRY_YEARS = 10;

/** A year's totals on the owner's share, in cents. */
export interface YearTotals {
  /** Line 215. */
  recettes: number;
  /** Line 240. */
  charges: number;
  /** Line 250. */
  interets: number;
  /** The energy renovation works in line 224. */
  travauxEnergie: number;
}

export interface DeficitOfYear {
  annee: number;
  montant: number;
}

export interface YearDeficit {
  imputable_revenu_global: number;
  plafond: number;
  reportable: number;
  anterieurs_imputes: DeficitOfYear[];
  a_reporter: DeficitOfYear[];
  /**
   * The earlier deficits not yet used at the start of the year, within their 10 years (2044
   * line 451, box 4BD of the 2042, which the tax office offsets against 4BA or 4BE itself).
   */
  anterieurs_disponibles: number;
  /** Line 261 less the earlier deficits used, never below 0. */
  resultat: number;
}

/** The global-income ceiling of `annee` given its energy renovation works. */
export function ceilingOf(annee: number, travauxEnergie: number): number {
  const energy = annee >= ENERGY_YEARS.from && annee <= ENERGY_YEARS.to ? Math.min(travauxEnergie, ENERGY_CEILING_EXTRA) : 0;
  return GLOBAL_CEILING + energy;
}

/**
 * A year's deficit (receipts below charges and interest) split: the part that offsets global
 * income, due to the charges other than interest, within `plafond`; the rest, carried forward.
 * Zero and zero when the year is not in deficit.
 */
export function splitDeficit(t: Pick<YearTotals, 'recettes' | 'charges' | 'interets'>, plafond: number): { imputable: number; reportable: number } {
  const deficit = Math.max(0, t.charges + t.interets - t.recettes);
  // The interest beyond the receipts can only be carried; the rest is the other charges'.
  const fromOtherCharges = deficit - Math.max(0, t.interets - t.recettes);
  const imputable = Math.min(fromOtherCharges, plafond);
  return { imputable, reportable: deficit - imputable };
}

/**
 * The deficit of year `annee`, after every year from `from` on. `totalsOf` gives each year's
 * totals; `prior` are the deficits recorded for years before the data (carried from their year).
 */
export function deficitOf(annee: number, from: number, totalsOf: (annee: number) => YearTotals, prior: readonly DeficitOfYear[]): YearDeficit {
  // Deficits still to carry, by year of origin.
  const stock = new Map<number, number>();
  for (const d of prior) if (d.montant > 0 && d.annee < annee) stock.set(d.annee, (stock.get(d.annee) ?? 0) + d.montant);
  const start = Math.min(from, annee, ...[...stock.keys()].map((origin) => origin + 1));
  const empty = (plafond: number, y: number): YearDeficit => ({
    imputable_revenu_global: 0,
    plafond,
    reportable: 0,
    anterieurs_imputes: [],
    a_reporter: [],
    anterieurs_disponibles: [...stock].reduce((sum, [origin, left]) => (origin < y ? sum + left : sum), 0),
    resultat: 0,
  });
  let year = empty(GLOBAL_CEILING, start);
  for (let y = start; y <= annee; y++) {
    const t = totalsOf(y);
    const income = t.recettes - t.charges - t.interets;
    const plafond = ceilingOf(y, t.travauxEnergie);
    year = empty(plafond, y);
    if (income >= 0) {
      let left = income;
      for (const origin of [...stock.keys()].sort((a, b) => a - b)) {
        if (origin >= y || left === 0) continue;
        const used = Math.min(stock.get(origin)!, left);
        if (used === 0) continue;
        left -= used;
        stock.set(origin, stock.get(origin)! - used);
        year.anterieurs_imputes.push({ annee: origin, montant: used });
      }
      year.resultat = left;
    } else {
      const split = splitDeficit(t, plafond);
      year.imputable_revenu_global = split.imputable;
      year.reportable = split.reportable;
      if (year.reportable > 0) stock.set(y, (stock.get(y) ?? 0) + year.reportable);
    }
    // A deficit of year `origin` is used up to year origin + 10, then lost.
    for (const [origin, left] of stock) if (left === 0 || origin + CARRY_YEARS <= y) stock.delete(origin);
  }
  year.a_reporter = [...stock.entries()].sort(([a], [b]) => a - b).map(([origin, montant]) => ({ annee: origin, montant }));
  return year;
}
