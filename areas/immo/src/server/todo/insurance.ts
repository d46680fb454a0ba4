/**
 * attestation_assurance. Rule (loi du 6 juillet 1989, art. 7 g): the tenant insures the
 * premises and proves it each year at the landlord's request. Asked from a month before each
 * anniversary of the lease (not the signing: the certificate came with the keys) until the owner
 * records that it came; `echeance`: the anniversary.
 */
import { addMonths, parseIsoDay } from 'server-kit';
import { frenchDate } from '../documents/frenchText';
import { anniversaryIn } from '../earnings/rentRevision';
import { runningLeases, type TodoRule } from './item';

export const insuranceItems: TodoRule = ({ db }, today) =>
  runningLeases(db, today).flatMap((lease) => {
    const year = parseIsoDay(today).year;
    const thisYear = anniversaryIn(lease.debut, year);
    const anniversary = today >= addMonths(thisYear, -1) ? thisYear : anniversaryIn(lease.debut, year - 1);
    if (anniversary <= lease.debut) return [];
    const id = `attestation_assurance:${lease.id}:${anniversary.slice(0, 4)}`;
    return [
      {
        id,
        type: 'attestation_assurance' as const,
        bien: lease.bien,
        bail_id: lease.id,
        echeance: anniversary,
        titre: `Attestation d'assurance ${anniversary.slice(0, 4)} de ${lease.locataire}`,
        detail: `À demander pour l'anniversaire du bail, le ${frenchDate(anniversary)} : le locataire doit s'assurer contre les risques locatifs et en justifier chaque année (art. 7 g).`,
        action: { type: 'attestation' as const, libelle: 'Attestation reçue', chemin: `a-faire/${encodeURIComponent(id)}/fait`, telecharger: null },
      },
    ];
  });
