/**
 * revision_irl. Rule (loi du 6 juillet 1989, art. 17-1): at each anniversary of the lease the
 * rent may follow the IRL; the landlord has one year from the anniversary to claim it (through
 * the day before the next one) and it is not retroactive. Proposed a month before the
 * anniversary, and at once while a claimable one is pending; `echeance`: the last day to claim.
 * Nothing when the index went down (nothing to claim) or a revision dated on or after the
 * anniversary is recorded. Where the index is missing, the item names the quarter and how to
 * add it, and says « publié » once its publication day is past.
 */
import { addMonths } from 'server-kit';
import type { AFaireItem, RentRevision } from '../../contract';
import { euros, frenchDate, quarterName } from '../documents/frenchText';
import { addDays, runningLeases, type TodoRule } from './item';

const index = (point: { annee: number; trimestre: number; valeur: number }) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(point.valeur)} (${quarterName(point.trimestre, point.annee)})`;

/** The last day to claim the revision of anniversary `date_revision`: the day before the next one. */
export const lastDayToClaim = (date_revision: string) => addDays(addMonths(date_revision, 12), -1);

function missingDetail(r: RentRevision, today: string): string {
  const m = r.irl_manquant!;
  const when =
    m.publication > today
      ? `publication attendue vers le ${frenchDate(m.publication)}`
      : `publié par l'INSEE depuis le ${frenchDate(m.publication)}, absent de vos données`;
  return (
    `L'IRL du ${quarterName(m.trimestre, m.annee)} manque (${when}) : ajoutez-le dans « Mes données », section « Indices IRL », ` +
    `ou réglez IRL_URL pour que le serveur le reçoive de l'INSEE. À réclamer au plus tard le ${frenchDate(lastDayToClaim(r.date_revision))}.`
  );
}

export const revisionItems: TodoRule = ({ db, revision }, today) => {
  const laterRevision = db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM lease_revisions WHERE lease_id = ? AND from_date >= ?');
  return runningLeases(db, today).flatMap((lease): AFaireItem[] => {
    const r = revision(lease.id, today);
    if (!r) return [];
    const pending = r.date_revision <= today;
    if (!pending && (today < addMonths(r.date_revision, -1) || laterRevision.get(lease.id, r.date_revision)!.n > 0)) return [];
    if (r.loyer_hc_revise !== null && r.loyer_hc_revise <= r.loyer_hc_actuel) return [];
    const last = lastDayToClaim(r.date_revision);
    const base = { id: `revision_irl:${lease.id}:${r.date_revision}`, type: 'revision_irl' as const, bien: lease.bien, bail_id: lease.id, echeance: last };
    if (r.loyer_hc_revise === null || !r.irl_nouveau || !r.irl_ancien) {
      return [
        {
          ...base,
          titre: `Révision du loyer de ${lease.locataire} : un indice IRL manque`,
          detail: missingDetail(r, today),
          action: { type: 'lien', libelle: "Ajouter l'indice", chemin: '/donnees', telecharger: null },
        },
      ];
    }
    return [
      {
        ...base,
        titre: `Révision du loyer de ${lease.locataire} : ${euros(r.loyer_hc_actuel)} → ${euros(r.loyer_hc_revise)} hors charges`,
        detail:
          `Anniversaire du bail le ${frenchDate(r.date_revision)} ; IRL ${index(r.irl_ancien)} → ${index(r.irl_nouveau)}. ` +
          `Nouveau loyer à compter du ${frenchDate(r.date_effet)}, à réclamer au plus tard le ${frenchDate(last)} (sans effet rétroactif).`,
        action: { type: 'reviser', libelle: 'Appliquer la révision', chemin: `a-faire/revision/${lease.id}`, telecharger: `documents/revision/${lease.id}` },
      },
    ];
  });
};
