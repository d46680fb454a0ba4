/**
 * fin_de_bail. Rule (loi du 6 juillet 1989): an unfurnished lease runs three years (art. 10, the
 * landlord a natural person), a furnished one a year (art. 25-7), each renewed as long; its
 * term is the day before the anniversary that ends the period. The landlord's notice must reach
 * the tenant six months before the term (art. 15; three months when furnished, art. 25-8); the
 * tenant's three months (one in a zone tendue, art. 15, or when furnished, art. 25-8). Proposed
 * two months before the landlord's last day; `echeance`: that last day. A lease with an end
 * date: the end, proposed two months before it.
 */
import { addMonths } from 'server-kit';
import type { AFaireItem } from '../../contract';
import { frenchDate } from '../documents/frenchText';
import { addDays, runningLeases, type RunningLease, type TodoRule } from './item';

/** The term of the lease's period running on `today` (its last day). */
export function termOf(lease: Pick<RunningLease, 'debut' | 'meuble'>, today: string): string {
  const months = lease.meuble ? 12 : 36;
  let periods = 1;
  while (addDays(addMonths(lease.debut, periods * months), -1) < today) periods++;
  return addDays(addMonths(lease.debut, periods * months), -1);
}

export const leaseTermItems: TodoRule = ({ db }, today) =>
  runningLeases(db, today).flatMap((lease): AFaireItem[] => {
    const base = { type: 'fin_de_bail' as const, bien: lease.bien, bail_id: lease.id };
    const action = { type: 'lien' as const, libelle: 'Voir le bail', chemin: '/baux', telecharger: null };
    if (lease.fin !== null) {
      if (today < addMonths(lease.fin, -2)) return [];
      return [
        {
          ...base,
          id: `fin_de_bail:${lease.id}:${lease.fin}`,
          echeance: lease.fin,
          titre: `Fin du bail de ${lease.locataire} le ${frenchDate(lease.fin)}`,
          detail: "État des lieux de sortie à prévoir ; le dépôt de garantie se rend sous un mois (deux si l'état des lieux diffère de l'entrée, art. 22).",
          action,
        },
      ];
    }
    const term = termOf(lease, today);
    const furnished = lease.meuble === 1;
    const landlordBy = addMonths(term, furnished ? -3 : -6);
    if (today < addMonths(landlordBy, -2) || today > landlordBy) return [];
    const tenant = furnished
      ? `Préavis du locataire : un mois, soit le ${frenchDate(addMonths(term, -1))} pour partir au terme.`
      : `Préavis du locataire : trois mois, soit le ${frenchDate(addMonths(term, -3))} pour partir au terme (un mois en zone tendue : le ${frenchDate(addMonths(term, -1))}).`;
    return [
      {
        ...base,
        id: `fin_de_bail:${lease.id}:${term}`,
        echeance: landlordBy,
        titre: `Bail de ${lease.locataire} : terme le ${frenchDate(term)}`,
        detail:
          `Un congé du bailleur (vente, reprise, motif légitime et sérieux) doit parvenir au locataire au plus tard le ${frenchDate(landlordBy)} ` +
          `(${furnished ? 'trois mois avant le terme, art. 25-8' : 'six mois avant le terme, art. 15'}) ; sans congé, le bail est reconduit ` +
          `${furnished ? 'un an' : 'trois ans'}. ${tenant}`,
        action,
      },
    ];
  });
