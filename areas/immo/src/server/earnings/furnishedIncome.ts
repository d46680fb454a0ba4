/**
 * The furnished lets of a year, declared as BIC on form 2042-C-PRO, not on the 2044:
 *  - each one's receipts on the owner's share: the whole payments, what the tenant pays for
 *    charges included (in BIC the charges repaid are receipts: notice 2042-C-PRO, « recettes
 *    brutes, charges comprises »), plus what the leases still schedule in a year not over;
 *  - under the micro-BIC (microBic.ts), the box with the receipts, the allowance and the net;
 *  - above its ceiling, or when the owner declares « au réel » (section fiscalite), no figure to
 *    type: the result needs an accountant's 2031 and 2033, and the reply gives the receipts and
 *    the charges the data knows (taxe foncière without TEOM, the property's charges, the loan
 *    interest and borrower's insurance), without the depreciation only those forms compute.
 * The ceiling is the household's: the receipts of every furnished let together.
 * Amounts in whole euros, as the forms take them.
 */
import { toEuros } from '../../contract';
import type { PropertyYear } from './form2044';
import { microBicAllowance, microBicRegimeOf, type MicroBicRegime } from './microBic';

export interface FurnishedYear {
  name: string;
  share: number;
  year: PropertyYear;
}

export interface FurnishedStatement {
  biens: Array<{ IM_NOM: string; quote_part: number; recettes: number; charges_connues: number }>;
  recettes: number;
  regime: MicroBicRegime;
  /** The micro-BIC's box, null above the ceiling or au réel. */
  micro: { case: '5ND'; recettes: number; abattement: number; revenu_net: number } | null;
  /** Why the figures need an accountant, null under the micro-BIC. */
  reel: { raison: 'plafond' | 'choix'; charges_connues: number } | null;
}

const euros = (cents: number) => Math.round(toEuros(cents));
const part = (cents: number, share: number) => Math.round((cents * share) / 100);

export function furnishedStatement(annee: number, lets: readonly FurnishedYear[], chosen: 'micro' | 'reel' | null): FurnishedStatement | null {
  const biens = lets
    .map(({ name, share, year: y }) => ({
      IM_NOM: name,
      quote_part: share,
      recettes: euros(part(y.loyers + y.chargesLocataires + y.subventions, share)),
      charges_connues: euros(
        part(
          y.honoraires + y.fraisGestion + y.assurance + y.travaux + y.chargesNonRecuperees + y.taxeFonciere + y.provisionsCopro - y.regularisationCopro + y.interets + y.assuranceEmprunt,
          share,
        ),
      ),
    }))
    .filter((b) => b.recettes !== 0 || b.charges_connues !== 0);
  if (biens.length === 0) return null;
  const recettes = biens.reduce((s, b) => s + b.recettes, 0);
  const charges = biens.reduce((s, b) => s + b.charges_connues, 0);
  const regime = microBicRegimeOf(annee);
  const reel = recettes > regime.plafond ? ('plafond' as const) : chosen === 'reel' ? ('choix' as const) : null;
  if (reel) return { biens, recettes, regime, micro: null, reel: { raison: reel, charges_connues: charges } };
  const abattement = microBicAllowance(recettes, regime);
  return { biens, recettes, regime, micro: { case: '5ND', recettes, abattement, revenu_net: recettes - abattement }, reel: null };
}
