/**
 * regularisation_charges. Rule (loi du 6 juillet 1989, art. 23): a lease's charges are
 * regularized once a year; done after the end of the following year, the tenant may pay by
 * twelfths, and a claim lapses after three years (art. 7-1). Each lease's first year to
 * regularize (settlement/chargeSettlement.ts: over, within three years, with recoverable
 * charges, not recorded); `echeance`: 31 December of the year after it.
 */
import { createChargeSettlements } from '../settlement/chargeSettlement';
import type { TodoRule } from './item';

export const chargeSettlementItems: TodoRule = ({ db }, today) =>
  createChargeSettlements(db)
    .due(today)
    .map((d) => ({
      id: `regularisation_charges:${d.bail_id}:${d.annee}`,
      type: 'regularisation_charges' as const,
      bien: d.IM_NOM,
      bail_id: d.bail_id,
      echeance: `${d.annee + 1}-12-31`,
      titre: `Régularisation des charges ${d.annee} de ${d.locataire}`,
      detail: `Le décompte de l'année ${d.annee}, au prorata des jours du bail, rapproché des provisions versées (art. 23).`,
      action: { type: 'lien' as const, libelle: 'Régulariser', chemin: '/baux', telecharger: `documents/regularisation/${d.bail_id}/${d.annee}` },
    }));
