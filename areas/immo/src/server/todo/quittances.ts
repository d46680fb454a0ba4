/**
 * quittance_a_envoyer. Rule (loi du 6 juillet 1989, art. 21): a month paid in full gets its
 * quittance, free; proposed for this month and the one before while no quittance of that lease
 * and month went out (envois: none sent; a failed one is proposed again). `echeance`: the day the month was paid in full.
 */
import { euros, frenchDate, frenchMonth, ofText } from '../documents/frenchText';
import { addMonths } from 'server-kit';
import type { TodoRule } from './item';

export const quittanceItems: TodoRule = ({ rents, envois }, today) =>
  [addMonths(today, -1).slice(0, 7), today.slice(0, 7)].flatMap((mois) =>
    rents
      .dues(mois)
      .filter((m) => m.statut === 'paye' && m.paye_le !== null && !envois.sent(m.bail_id, mois, 'quittance'))
      .map((m) => {
        const document = `documents/quittance/${m.bail_id}/${mois}`;
        return {
          id: `quittance_a_envoyer:${m.bail_id}:${mois}`,
          type: 'quittance_a_envoyer' as const,
          bien: m.IM_NOM,
          bail_id: m.bail_id,
          echeance: m.paye_le!,
          titre: `Quittance ${ofText(frenchMonth(mois))} à envoyer à ${m.locataire}`,
          detail: `${euros(m.du)} reçus, le mois est payé en entier depuis le ${frenchDate(m.paye_le!)}.`,
          action: { type: 'envoyer' as const, libelle: 'Envoyer la quittance', chemin: `${document}/envoi`, telecharger: document },
        };
      }),
  );
