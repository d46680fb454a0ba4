/**
 * The rent revision at the lease's anniversary, in words: loyer hors charges × nouvel IRL /
 * ancien IRL, the charges unchanged (loi du 6 juillet 1989, art. 17-1); and, claimed after the
 * anniversary, the day it takes effect (never before the day it is claimed).
 */
import { formatEuro, formatLongDate, formatNumber } from 'shared-kernel';
import { todayIso } from 'shared-kernel/edit';
import type { IrlPoint, RentRevision } from 'area-immo/contract';

const irlName = (p: Pick<IrlPoint, 'trimestre' | 'annee'>) => `IRL T${p.trimestre} ${p.annee}`;
const monthOf = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export type RevisionText =
  | { kind: 'revised'; title: string; formula: string }
  /** The quarter the revision date calls for is not out yet: « indice du T2 2026 pas encore publié ». */
  | { kind: 'unpublished'; title: string; unpublished: string; formula: string }
  | { kind: 'missing'; title: string; missing: string };

/** `today` (YYYY-MM-DD) tells a quarter INSEE has not published yet from one the series lacks. */
export function revisionText(r: RentRevision, today: string = todayIso()): RevisionText {
  const date = formatLongDate(r.date_revision);
  const title = `Loyer hors charges révisable au ${date}`;
  if (r.loyer_hc_revise !== null && r.irl_nouveau && r.irl_ancien) {
    return {
      kind: 'revised',
      title: `${title} : ${formatEuro(r.loyer_hc_revise)}`,
      formula:
        `loyer hors charges actuel × ${irlName(r.irl_nouveau)} / ${irlName(r.irl_ancien)} = ` +
        `${formatEuro(r.loyer_hc_actuel)} × ${formatNumber(r.irl_nouveau.valeur)} / ${formatNumber(r.irl_ancien.valeur)} = ${formatEuro(r.loyer_hc_revise)} ; ` +
        `les charges (${formatEuro(r.charges)}) ne sont pas révisées.`,
    };
  }
  const due = r.irl_manquant;
  if (due && due.publication > today) {
    const old = { trimestre: due.trimestre, annee: due.annee - 1 };
    return {
      kind: 'unpublished',
      title,
      unpublished: `indice du T${due.trimestre} ${due.annee} pas encore publié`,
      formula:
        `L'INSEE le publie mi-${monthOf.format(new Date(`${due.publication}T00:00:00Z`))} : ` +
        `le loyer hors charges révisé sera alors loyer hors charges actuel × ${irlName(due)} / ${irlName(old)}.`,
    };
  }
  // The missing quarters: the one the date calls for (older replies: one year before the
  // revision), and the one a year before it when the series lacks it too.
  const newYear = r.irl_nouveau?.annee ?? due?.annee ?? (r.irl_ancien ? r.irl_ancien.annee + 1 : Number(r.date_revision.slice(0, 4)) - 1);
  const wanted = [
    r.irl_nouveau ? null : { trimestre: r.trimestre, annee: newYear },
    r.irl_ancien ? null : { trimestre: r.trimestre, annee: newYear - 1 },
  ];
  const missing = wanted.filter((p) => p !== null).map(irlName);
  return { kind: 'missing', title, missing: missing.join(' et ') };
}

/** A revision claimed after its anniversary: from the day it is applied, not retroactively; else null. */
export function lateText(r: RentRevision): string | null {
  if (r.date_effet <= r.date_revision) return null;
  return (
    `La révision due au ${formatLongDate(r.date_revision)} n'a pas été appliquée : appliquée aujourd'hui, elle prend effet le ` +
    `${formatLongDate(r.date_effet)}, sans effet rétroactif (le bailleur a un an à compter de la date anniversaire pour la demander).`
  );
}
