/**
 * The owner's tax situation (section fiscalite, table owner_tax), and what his share of a
 * property's result costs or saves him at his marginal rate:
 *  - a positive result (line 261 of his share) is taxed at the marginal rate plus 17.2 % of
 *    prélèvements sociaux (CSG 9.2 %, CRDS 0.5 %, prélèvement de solidarité 7.5 %: CSS art.
 *    L136-6 and L136-8, CGI art. 235 ter), the rate of recent years, applied to every year;
 *  - a deficit saves the tax of its part that offsets global income, at the marginal rate,
 *    within the 10 700 € ceiling (rentalDeficit.ts); the prélèvements sociaux, levied on
 *    rental income only, are not lowered, and the part carried forward saves nothing this year.
 * A property alone against the ceiling: with several in deficit the household's ceiling is shared.
 * Amounts in cents.
 */
import type { Db } from 'server-kit';
import { GLOBAL_CEILING, splitDeficit } from './rentalDeficit';

/** Prélèvements sociaux on rental income, percent. */
export const SOCIAL_LEVIES = 17.2;

export interface OwnerTax {
  tmi: number;
  regime_foncier: 'reel' | 'micro' | null;
  regime_meuble: 'micro' | 'reel' | null;
}

export function createOwnerTax(db: Db) {
  const row = db.prepare<[], OwnerTax>(
    'SELECT marginal_rate AS tmi, land_regime AS regime_foncier, furnished_regime AS regime_meuble FROM owner_tax ORDER BY id LIMIT 1',
  );
  return (): OwnerTax | null => row.get() ?? null;
}

export interface TaxOnResult {
  /** Income tax: positive owed, negative saved. */
  impot: number;
  /** Prélèvements sociaux owed (0 on a deficit). */
  prelevements_sociaux: number;
}

/** The tax on a result given by its receipts (215), charges (240) and interest (250), in cents. */
export function taxOnResult(t: { recettes: number; charges: number; interets: number }, tmi: number): TaxOnResult {
  const result = t.recettes - t.charges - t.interets;
  if (result >= 0) return { impot: Math.round((result * tmi) / 100), prelevements_sociaux: Math.round((result * SOCIAL_LEVIES * 10) / 1000) };
  return { impot: -Math.round((splitDeficit(t, GLOBAL_CEILING).imputable * tmi) / 100), prelevements_sociaux: 0 };
}
