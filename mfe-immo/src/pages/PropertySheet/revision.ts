/** The rent revision at the lease's anniversary, in words: loyer × nouvel IRL / ancien IRL. */
import { formatEuro, formatLongDate, formatNumber } from 'shared-kernel';
import type { IrlPoint, RentRevision } from '../../contract';

const irlName = (p: Pick<IrlPoint, 'trimestre' | 'annee'>) => `IRL T${p.trimestre} ${p.annee}`;

export type RevisionText =
  | { kind: 'revised'; title: string; formula: string }
  | { kind: 'missing'; title: string; missing: string };

export function revisionText(r: RentRevision): RevisionText {
  const date = formatLongDate(r.date_revision);
  if (r.loyer_revise !== null && r.irl_nouveau && r.irl_ancien) {
    return {
      kind: 'revised',
      title: `Loyer révisable au ${date} : ${formatEuro(r.loyer_revise)}`,
      formula:
        `loyer actuel × ${irlName(r.irl_nouveau)} / ${irlName(r.irl_ancien)} = ` +
        `${formatEuro(r.loyer_actuel)} × ${formatNumber(r.irl_nouveau.valeur)} / ${formatNumber(r.irl_ancien.valeur)} = ${formatEuro(r.loyer_revise)}`,
    };
  }
  // The missing quarters: one year apart; with neither known, those of the year before the revision and the one before.
  const newYear = r.irl_nouveau?.annee ?? (r.irl_ancien ? r.irl_ancien.annee + 1 : Number(r.date_revision.slice(0, 4)) - 1);
  const wanted = [
    r.irl_nouveau ? null : { trimestre: r.trimestre, annee: newYear },
    r.irl_ancien ? null : { trimestre: r.trimestre, annee: newYear - 1 },
  ];
  const missing = wanted.filter((p) => p !== null).map(irlName);
  return { kind: 'missing', title: `Loyer révisable au ${date}`, missing: missing.join(' et ') };
}
