/** The latest net worth as a card, and how it moved over 12 months (page and Home widget). */
import { Card, amountsHidden, formatEuro, formatPercent } from 'shared-kernel';
import type { Patrimoine, PatrimoineMois } from 'area-opvcm/contract';
import { formatGain } from '../holdings/format';
import { UNVALUED_TEXT, changeOver12Months, monthLabel } from './netWorthFigures';

/** « +10 000,00 € sur 12 mois (+10 %) »; in privacy mode the sign and percent go too (they tell a gain from a loss). */
function changeText(change: number, percent: number | null): string {
  const share = percent !== null && !amountsHidden() ? ` (${percent > 0 ? '+' : ''}${formatPercent(percent)})` : '';
  return `${formatGain(change)} sur 12 mois${share}`;
}

/** `nonValorises`: the classes held with no price at all, said under the figure (the net leaves them out). */
export function NetWorthSummary({ mois, nonValorises, level = 3 }: { mois: readonly PatrimoineMois[]; nonValorises: Patrimoine['non_valorises']; level?: 2 | 3 }) {
  const figures = changeOver12Months(mois);
  if (!figures) return <p>Aucun mois à montrer.</p>;
  const { last, change, percent } = figures;
  return (
    <Card title="Patrimoine net" color="blue" value={formatEuro(last.net)} level={level}>
      <p>
        Fin {monthLabel(last.mois)} : {change === null ? 'pas encore 12 mois de recul' : changeText(change, percent)}
      </p>
      {nonValorises.map((c) => (
        <p key={c} role="note">
          {UNVALUED_TEXT[c]}
        </p>
      ))}
    </Card>
  );
}
