/**
 * loyer_en_retard. Rule: a rent not paid in full RETARD_JOURS days after its due date is late
 * (rents/rentDue.ts); from the next day the relance is proposed, and MISE_EN_DEMEURE_APRES days
 * after that, still unpaid, the mise en demeure (whose letter gives eight days before art. 24's
 * commandement de payer). `echeance`: the day the stage began.
 */
import { euros, frenchDate, frenchMonth, ofText } from '../documents/frenchText';
import { addDays, type TodoRule } from './item';

/** Days the relance leaves the tenant before the mise en demeure is proposed. */
export const MISE_EN_DEMEURE_APRES = 15;

export const lateRentItems: TodoRule = ({ rents, retardJours }, today) =>
  rents.late().flatMap((late) => {
    const month = rents.monthOf(late.bail_id, late.mois);
    if (!month) return [];
    const relanceOn = addDays(month.echeance, retardJours + 1);
    const formalOn = addDays(relanceOn, MISE_EN_DEMEURE_APRES);
    const formal = today >= formalOn;
    const niveau = formal ? 'mise-en-demeure' : 'relance';
    const document = `documents/relance/${late.bail_id}/${late.mois}`;
    return [
      {
        id: `loyer_en_retard:${late.bail_id}:${late.mois}:${niveau}`,
        type: 'loyer_en_retard' as const,
        bien: late.IM_NOM,
        bail_id: late.bail_id,
        echeance: formal ? formalOn : relanceOn,
        titre: `${formal ? 'Mise en demeure' : 'Relance'} : loyer ${ofText(frenchMonth(late.mois))} de ${late.locataire}`,
        detail:
          `${euros(late.reste)} restent dus sur l'échéance du ${frenchDate(month.echeance)} (${late.jours_retard} jours de retard).` +
          (formal ? '' : ` Sans règlement au ${frenchDate(formalOn)}, la mise en demeure sera proposée.`),
        action: {
          type: 'envoyer' as const,
          libelle: formal ? 'Envoyer la mise en demeure' : 'Envoyer la relance',
          chemin: `${document}/envoi?niveau=${niveau}`,
          telecharger: `${document}?niveau=${niveau}`,
        },
      },
    ];
  });
