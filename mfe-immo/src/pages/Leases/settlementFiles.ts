/** The statements of art. 22 and 23 as documents of « Mes baux »: downloaded and e-mailed as the month's ones. */
import type { LeaseDocument } from './documents';
import { slug } from './documents';

/** « Décompte de régularisation des charges » of a lease's year. */
export const settlementDocument = (bailId: number, IM_NOM: string, annee: number): LeaseDocument => ({
  kind: 'avis',
  label: 'Décompte de régularisation des charges',
  the: `le décompte des charges ${annee}`,
  path: `documents/regularisation/${bailId}/${annee}`,
  fileName: `regularisation-charges-${slug(IM_NOM)}-${annee}.pdf`,
});

/** « Restitution du dépôt de garantie » of an ended lease. */
export const depositDocument = (bailId: number, IM_NOM: string): LeaseDocument => ({
  kind: 'avis',
  label: 'Restitution du dépôt de garantie',
  the: 'la restitution du dépôt de garantie',
  path: `documents/depot/${bailId}`,
  fileName: `restitution-depot-${slug(IM_NOM)}.pdf`,
});
