/**
 * The micro-BIC of a classic furnished let (location meublée de longue durée, not a meublé de
 * tourisme), by income year (CGI art. 50-0): the ceiling of the household's receipts, the flat
 * allowance with its minimum of 305 €, and the box of form 2042-C-PRO. Receipts are gross, the
 * charges the tenant pays included (notice 2042-C-PRO, « Locations meublées non
 * professionnelles »: box 5ND for the first declarant; 5OD, 5PD for the second and a dependant).
 *
 * Sources, year by year:
 *  - income 2017 to 2019: 70 000 €, 50 % (loi 2016-1918 du 29 décembre 2016, art. 22);
 *  - income 2020 to 2022: 72 600 €, 50 % (revaluation every three years, CGI art. 50-0, 1);
 *  - income 2023 to 2025: 77 700 €, 50 %. The loi de finances pour 2024 (art. 45) and the loi
 *    2024-1039 du 19 novembre 2024 change the meublés de tourisme only (non classés: 15 000 € and
 *    30 % from income 2025); the classic furnished let keeps 77 700 € and 50 %;
 *  - before 2017 (32 900 € for income 2014 to 2016) and from income 2026 on (77 700 € kept): not
 *    confirmed against that year's notice; the reply says so (`confirme: false`).
 */

export interface MicroBicRegime {
  /** Ceiling of the receipts, in euros. */
  plafond: number;
  /** Flat allowance, percent. */
  abattement_taux: number;
  /** Minimum allowance, in euros. */
  abattement_minimum: number;
  /** The box of form 2042-C-PRO (first declarant). */
  case: '5ND';
  /** The text the figures come from. */
  source: string;
  /** Whether the ceiling was checked against that year's notice. */
  confirme: boolean;
}

const CEILINGS: ReadonlyArray<{ from: number; to: number; plafond: number; source: string; confirme: boolean }> = [
  { from: 1900, to: 2016, plafond: 32_900, source: 'Plafond des revenus 2014 à 2016, non vérifié sur la notice de l’année', confirme: false },
  { from: 2017, to: 2019, plafond: 70_000, source: 'CGI art. 50-0 (loi 2016-1918 du 29 décembre 2016, art. 22)', confirme: true },
  { from: 2020, to: 2022, plafond: 72_600, source: 'CGI art. 50-0, revalorisation triennale (revenus 2020 à 2022)', confirme: true },
  {
    from: 2023,
    to: 2025,
    plafond: 77_700,
    source: 'CGI art. 50-0, revenus 2023 à 2025 ; location meublée classique inchangée par la loi 2024-1039 (meublés de tourisme)',
    confirme: true,
  },
  { from: 2026, to: 2200, plafond: 77_700, source: 'Plafond de 2025 reconduit : la notice 2042-C-PRO de cette année n’est pas vérifiée', confirme: false },
];

export function microBicRegimeOf(annee: number): MicroBicRegime {
  const row = CEILINGS.find((c) => annee >= c.from && annee <= c.to)!;
  return { plafond: row.plafond, abattement_taux: 50, abattement_minimum: 305, case: '5ND', source: row.source, confirme: row.confirme };
}

/** The allowance on `receipts` euros: 50 %, 305 € at least, never more than the receipts. */
export function microBicAllowance(receipts: number, regime: MicroBicRegime): number {
  return Math.min(receipts, Math.max(regime.abattement_minimum, Math.round((receipts * regime.abattement_taux) / 100)));
}
