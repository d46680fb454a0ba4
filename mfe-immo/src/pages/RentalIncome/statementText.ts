/** The statement in words: the properties left off the 2044, the micro-foncier, the better regime. */
import { formatEuro, formatPercent } from 'shared-kernel';
import type { ExclusionReason, RevenusFonciers } from 'area-immo/contract';

/** Why a property is not on the 2044, as one sentence after its name. */
const EXCLUSION_TEXT: Record<ExclusionReason, string> = {
  meuble: 'location meublée, déclarée en BIC (formulaire 2042-C-PRO), pas sur la 2044.',
  residence_principale: 'résidence principale, sans revenu foncier.',
  nue_propriete_sans_revenu: 'nue-propriété sans loyer : aucune charge déductible, taxe foncière comprise.',
};

export const exclusionSentence = ({ IM_NOM, raison }: RevenusFonciers['exclus'][number]): string => `${IM_NOM} : ${EXCLUSION_TEXT[raison]}`;

export interface MicroText {
  result: string;
  formula: string;
}

/** The micro-foncier: 30 % off the owner's share of the gross rents (line 211), only at or under the ceiling. */
export function microText(r: RevenusFonciers): MicroText {
  const { micro_foncier: m, plafond_micro: ceiling } = r;
  const gross = r.total.lignes['211'];
  if (!m.applicable) {
    return {
      result: 'Micro-foncier non applicable',
      formula: `Les loyers bruts de votre quote-part (${formatEuro(gross)}) dépassent le plafond de ${formatEuro(ceiling)} : seul le régime réel s'applique.`,
    };
  }
  return {
    result: `Revenu imposable au micro-foncier : ${formatEuro(m.revenu_net)}`,
    formula: `Loyers bruts − abattement de ${formatPercent(30)} = ${formatEuro(gross)} − ${formatEuro(m.abattement)} = ${formatEuro(m.revenu_net)}`,
  };
}

export const regimeText = (r: RevenusFonciers): string =>
  `Régime le plus favorable : ${r.regime_le_plus_favorable === 'micro' ? 'micro-foncier' : 'réel'}`;

/** The global-income ceiling without energy renovation works (CGI art. 156 I 3°). */
export const GLOBAL_CEILING = 10700;

/** A deficit offsets the rental income of the 10 years after its own: the last year it can be used. */
export const lastYearOf = (origin: number): number => origin + 10;
