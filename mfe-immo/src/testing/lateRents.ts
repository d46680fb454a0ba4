/** A reply of loyers/retards for the tests: three late months of two leases, out of order. */
import type { LateRent } from 'area-immo/contract';

export const LATE_RENTS: LateRent[] = [
  { bail_id: 3, IM_NOM: 'Lyon Croix-Rousse', locataire: 'Camille Martin', mois: '2025-04', reste: 830, jours_retard: 41 },
  { bail_id: 7, IM_NOM: 'Chambéry Le Biollay', locataire: 'Léo Durand', mois: '2025-03', reste: 212.5, jours_retard: 72 },
  { bail_id: 3, IM_NOM: 'Lyon Croix-Rousse', locataire: 'Camille Martin', mois: '2025-05', reste: 1050.35, jours_retard: 1 },
];

/** By hand: 830 + 212,50 + 1 050,35 = 2 092,85 € over 3 months; oldest first, each to its lease's month. */
export const LATE_TOTAL_TEXT = '2\u202f092,85\u00a0€';
export const LATE_LINKS = [
  { name: 'Chambéry Le Biollay, mars 2025', href: '#/baux?mois=2025-03&bail=7' },
  { name: 'Lyon Croix-Rousse, avril 2025', href: '#/baux?mois=2025-04&bail=3' },
  { name: 'Lyon Croix-Rousse, mai 2025', href: '#/baux?mois=2025-05&bail=3' },
];
