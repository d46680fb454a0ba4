/**
 * The net worth's reads, each area through its exported queries (as allData.ts): immo's
 * properties with their share and estimates and its loans with their schedules, opvcm's
 * holdings, bricks and gold; the holdings' prices from the quote service (asked first for
 * their ISINs), gold at the prices the gold feed left in the base. netWorth.ts values them.
 */
import type { Patrimoine } from '../contracts';
import type { Db } from '../db/open';
import { createImmoQueries } from 'area-immo/server';
import { createOpvcmQueries } from 'area-opvcm/server';
import type { GoldService } from '../gold/goldService';
import type { QuoteService } from '../quotes/quoteService';
import { netWorthByMonth } from './netWorth';

export function createNetWorthQueries(db: Db, quotes: QuoteService, gold: GoldService) {
  const immo = createImmoQueries(db);
  const opvcm = createOpvcmQueries(db);
  return {
    /** The months from index `from` to `to` (monthIndex), both included. */
    async patrimoine(from: number, to: number): Promise<Patrimoine> {
      await quotes.refresh(opvcm.quotedIsins());
      // The gold prices kept in the base: /api/or keeps them coming; a read of the net worth does not wait on that feed.
      const mois = netWorthByMonth(
        {
          properties: immo.ownedProperties(),
          loans: immo.loans(),
          holdings: opvcm.holdingValues(),
          quotes: quotes.history(),
          bricksPurchased: opvcm.bricksPurchased(),
          gold: opvcm.goldHeld(),
          goldPrices: gold.history(),
        },
        from,
        to,
      );
      // A class held with no price at all is null in a month: named once for the whole reply.
      return { mois, non_valorises: mois.some((m) => m.or === null) ? ['or'] : [] };
    },
  };
}

export type NetWorthQueries = ReturnType<typeof createNetWorthQueries>;
