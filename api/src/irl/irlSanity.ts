/**
 * What the IRL web service may not make us store: a value that is not a positive number, one
 * that moves more than 10 % from the previous quarter (the index moved 3.6 % a year at most
 * since 2008; a reply in another base, unit or series does), or a quarter that has not ended.
 * A refused quarter is not stored, nor any after it: the series stays as it is.
 */
import type { IrlObservation } from './irlFeed';

export const MAX_QUARTER_MOVE = 0.1;

const label = (q: Pick<IrlObservation, 'annee' | 'trimestre'>) => `T${q.trimestre} ${q.annee}`;
const fr = (n: number, digits = 2) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits });

/** The first day after quarter `q` (YYYY-MM-DD): it cannot be published before. */
function dayAfter(q: Pick<IrlObservation, 'annee' | 'trimestre'>): string {
  return q.trimestre === 4 ? `${q.annee + 1}-01-01` : `${q.annee}-${String(q.trimestre * 3 + 1).padStart(2, '0')}-01`;
}

/** The French reason to refuse `obs` after `previous` (the quarter before it), or null when it is plausible. */
export function irlRefusal(obs: IrlObservation, previous: IrlObservation, today: string): string | null {
  if (!Number.isFinite(obs.valeur) || obs.valeur <= 0) return `${label(obs)} : indice non positif (${obs.valeur})`;
  if (dayAfter(obs) > today) return `${label(obs)} : trimestre pas encore terminé`;
  const move = Math.abs(obs.valeur - previous.valeur) / previous.valeur;
  if (move <= MAX_QUARTER_MOVE) return null;
  return (
    `${label(obs)} : ${fr(obs.valeur)} s'écarte de ${fr(move * 100, 1)} % de ${label(previous)} (${fr(previous.valeur)}), ` +
    `plus de ${MAX_QUARTER_MOVE * 100} % en un trimestre`
  );
}
