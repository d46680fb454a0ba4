import type { RecapLoyers } from 'area-immo/contract';
import { RECAP_PLACEHOLDERS, realisedPercentage } from './rentRules';

/** The five figures of the rent recap's summary cards. */
export interface RecapFigures {
  /** Sum of the monthly rents (IM_MT_LOYER) of the recap's properties; null while loading. */
  monthlyRents: number | null;
  theoretical: number;
  received: number;
  /** Percentage realised in points; null is shown '-'. */
  realised: number | null;
  fees: number;
}

export function recapFigures(recap: RecapLoyers): RecapFigures {
  return {
    monthlyRents: Object.values(recap.immos).reduce((sum, immo) => sum + immo.IM_MT_LOYER, 0),
    theoretical: recap.totalLoyerTheorique,
    received: recap.totalLoyerPercus,
    realised: realisedPercentage(recap.totalLoyerPercus, recap.totalLoyerTheorique),
    fees: recap.totalHonoraires,
  };
}

/**
 * What the cards show before the recap loads: the fixed placeholders (theoretical 99,
 * received 88, fees 0). The other figures have no placeholder and stay '-' rather than being derived from made-up numbers.
 */
export const PLACEHOLDER_FIGURES: RecapFigures = {
  monthlyRents: null,
  theoretical: RECAP_PLACEHOLDERS.totalLoyerTheorique,
  received: RECAP_PLACEHOLDERS.totalLoyerPercus,
  realised: null,
  fees: RECAP_PLACEHOLDERS.totalHonoraires,
};
