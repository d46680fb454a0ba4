/** The yearly statement as the page shows it: one row per property, the total last; the micro-foncier in words. */
import { formatEuro, formatPercent } from 'shared-kernel';
import type { RevenusFonciers } from '../../contract';

export const TOTAL_NAME = 'Total';

export type IncomeRow = RevenusFonciers['biens'][number] & { total?: boolean };

export function incomeRows(r: RevenusFonciers): IncomeRow[] {
  return [...r.biens, { IM_NOM: TOTAL_NAME, ...r.total, total: true }];
}

export interface MicroText {
  result: string;
  formula: string;
}

/** The micro-foncier: 30 % off the gross rents, only at or under the ceiling. */
export function microText(r: RevenusFonciers): MicroText {
  const { micro_foncier: m, total, plafond_micro: ceiling } = r;
  if (!m.applicable) {
    return {
      result: 'Micro-foncier non applicable',
      formula: `Les loyers bruts (${formatEuro(total.loyers)}) dépassent le plafond de ${formatEuro(ceiling)} : seul le régime réel s'applique.`,
    };
  }
  return {
    result: `Revenu imposable au micro-foncier : ${formatEuro(m.revenu_net)}`,
    formula: `Loyers bruts − abattement de ${formatPercent(30)} = ${formatEuro(total.loyers)} − ${formatEuro(m.abattement)} = ${formatEuro(m.revenu_net)}`,
  };
}

export const regimeText = (r: RevenusFonciers): string =>
  `Régime le plus favorable : ${r.regime_le_plus_favorable === 'micro' ? 'micro-foncier' : 'réel'}`;
