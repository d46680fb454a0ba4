/**
 * The boxes of form 2042 (cadre 4, « Revenus fonciers ») the owner types from his 2044, in
 * whole euros, following the notice 2042 of the income year and the notice 2044 it sends to:
 *  - 4BA: the net rental income, line 420 of the 2044 when it is positive (before the earlier
 *    deficits: the tax office offsets 4BD against it itself);
 *  - 4BB: the year's deficit carried against rental income only (the loan interest's part and
 *    what exceeds the ceiling, line 440 of the 2044);
 *  - 4BC: the year's deficit offset against global income, within the ceiling (line 441);
 *  - 4BD: the earlier deficits not yet used, from the 10 years before (cadre 450, line 451),
 *    declared under the réel as under the micro-foncier;
 *  - 4BE: under the micro-foncier, the gross rents (the tax office takes the 30 % off);
 *  - 4BN: ticked when the owner no longer receives rental income.
 * Checked on the notice of income 2024 (impots.gouv.fr, simulateur 2025, aide « Revenus
 * fonciers »: « soit un revenu net foncier en case 4BA (et éventuellement des déficits
 * antérieurs en case 4BD) soit un déficit en case 4BB et/ou 4BC », « cochez la case 4BN ») and
 * of income 2017 (brochure pratique 2018, p. 306: positive result to 4BA, the deficit split
 * between 4BC and 4BB). The same boxes for the other years, not re-checked one by one: the
 * page names the notice of its year for the owner to check.
 */
import { toEuros } from '../../contract';
import type { YearDeficit } from './rentalDeficit';

export interface Declaration2042 {
  reel: { '4BA': number; '4BB': number; '4BC': number; '4BD': number };
  micro: { '4BE': number; '4BD': number } | null;
  '4BN': boolean;
  /** The regime the page shows: the owner's choice, else the law's default. */
  regime: 'reel' | 'micro';
  /** Why that regime: chosen in « Mes données », the micro-foncier applying by default, or the ceiling passed. */
  regime_source: 'choix' | 'defaut' | 'plafond';
  /** The notice its boxes follow. */
  notice: string;
}

/** Cents to whole euros, as the form takes them. */
const euros = (cents: number) => Math.round(toEuros(cents));

export interface DeclarationFacts {
  annee: number;
  /** Line 261 of the year (cents), line 420 of the 2044 for a statement of rented properties. */
  l261: number;
  /** Line 211 (cents): the gross rents the micro-foncier declares. */
  l211: number;
  deficit: YearDeficit;
  microApplicable: boolean;
  /** The rents of the year before (line 215, cents): 4BN when they stop. */
  previousReceipts: number;
  receipts: number;
  chosen: 'reel' | 'micro' | null;
}

export function declarationOf(f: DeclarationFacts): Declaration2042 {
  const { deficit: d } = f;
  // The micro-foncier is the law's default under its ceiling; the réel, the owner's option or beyond it.
  const [regime, regime_source]: [Declaration2042['regime'], Declaration2042['regime_source']] =
    f.chosen === 'reel' ? ['reel', 'choix'] : !f.microApplicable ? ['reel', f.l211 > 0 ? 'plafond' : 'defaut'] : ['micro', f.chosen === 'micro' ? 'choix' : 'defaut'];
  return {
    reel: {
      '4BA': euros(Math.max(0, f.l261)),
      '4BB': euros(d.reportable),
      '4BC': euros(d.imputable_revenu_global),
      '4BD': euros(d.anterieurs_disponibles),
    },
    micro: f.microApplicable ? { '4BE': euros(f.l211), '4BD': euros(d.anterieurs_disponibles) } : null,
    '4BN': f.previousReceipts > 0 && f.receipts === 0,
    regime,
    regime_source,
    notice: `Notice de la déclaration 2042 des revenus ${f.annee} (cadre 4, revenus fonciers) et notice 2044 des revenus ${f.annee}`,
  };
}
