/** The rent and car-expense rules of the immo pages, in one place. */

/** Rent percentage: 100 × LOYER_MOIS / (12 × loyerTheo), and 0 when loyerTheo is 0. */
export function rentPercentage(loyerMois: number, loyerTheo: number): number {
  return loyerTheo === 0 ? 0 : (100 * loyerMois) / (12 * loyerTheo);
}

/** Percentage realised of the rent recap; null (shown '-') when nothing was received. */
export function realisedPercentage(received: number, theoretical: number): number | null {
  if (received === 0 || theoretical === 0) return null;
  return (100 * received) / theoretical;
}

/** Car monthly average: a year's amount / 12; the Total row's amount / its month count. */
export function carMonthlyAverage(row: { annee: number | 'Total'; montant: number; nbmois: number }): number {
  if (row.annee === 'Total') return row.nbmois === 0 ? 0 : row.montant / row.nbmois;
  return row.montant / 12;
}

/** The main residence (PRINC): the owner's home, with no rent, left out of rent figures and yields. */
export const isMainResidence = (immo: { IM_TYPE_PROP: string }): boolean => immo.IM_TYPE_PROP === 'PRINC';

/** Placeholders the rent recap shows until it has loaded. */
export const RECAP_PLACEHOLDERS = { totalLoyerTheorique: 99, totalLoyerPercus: 88, totalHonoraires: 0 } as const;
