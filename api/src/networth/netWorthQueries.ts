/**
 * The net worth's reads: the facts netWorth.ts values (properties with their estimates and
 * share, loans with their schedules, holdings with their quotes, bricks, gold), after asking
 * the quote service for the holdings' ISINs; gold at the prices the gold feed left in the base.
 */
import type { Patrimoine } from '../contracts';
import type { Db } from '../db/open';
import { shareOf, type LoanSchedules } from 'area-immo/server';
import type { GoldService } from '../gold/goldService';
import type { QuoteService } from '../quotes/quoteService';
import { netWorthByMonth, type PropertyFacts } from './netWorth';

interface PropertySql {
  id: number;
  type: string;
  share_percent: number | null;
  joint_ownership: number;
  purchase_price: number;
  purchase_date: string | null;
  sale_date: string | null;
  sold: number;
}

export function createNetWorthQueries(db: Db, loans: LoanSchedules, quotes: QuoteService, gold: GoldService) {
  const properties = db.prepare<[], PropertySql>(
    'SELECT id, type, share_percent, joint_ownership, purchase_price, purchase_date, sale_date, sold FROM properties ORDER BY id',
  );
  const estimates = db.prepare<[], { property_id: number; date: string; valeur: number }>(
    'SELECT property_id, estimated_on AS date, value AS valeur FROM property_estimates ORDER BY property_id, estimated_on',
  );
  const holdings = db.prepare<[], { date: string; value: number; isin: string | null; units: number | null }>(
    // An undated holding (OP_DATE unknown) counts from the day it was recorded.
    'SELECT COALESCE(operation_date, recorded_on) AS date, sale_amount AS value, isin, units FROM placements ORDER BY id',
  );
  const isins = db.prepare<[], string>('SELECT DISTINCT isin FROM placements WHERE isin IS NOT NULL AND units IS NOT NULL ORDER BY isin').pluck();
  const bricksPurchased = db.prepare<[], number>('SELECT COALESCE(SUM(purchase_amount), 0) FROM bricks').pluck();
  const goldRows = db.prepare<[], { date: string; grammes: number }>('SELECT held_on AS date, grams AS grammes FROM gold_holdings ORDER BY held_on, id');

  function propertyFacts(): PropertyFacts[] {
    const byProperty = new Map<number, Array<{ date: string; valeur: number }>>();
    for (const e of estimates.all()) {
      const list = byProperty.get(e.property_id) ?? [];
      list.push({ date: e.date, valeur: e.valeur });
      byProperty.set(e.property_id, list);
    }
    return properties.all().map((p) => ({
      id: p.id,
      purchasePrice: p.purchase_price,
      purchaseDate: p.purchase_date,
      saleDate: p.sale_date,
      sold: p.sold === 1,
      share: shareOf(p),
      estimates: byProperty.get(p.id) ?? [],
    }));
  }

  return {
    /** The months from index `from` to `to` (monthIndex), both included. */
    async patrimoine(from: number, to: number): Promise<Patrimoine> {
      await quotes.refresh(isins.all());
      // The gold prices kept in the base: /api/or keeps them coming; a read of the net worth does not wait on that feed.
      const mois = netWorthByMonth(
        {
          properties: propertyFacts(),
          loans: loans.all(),
          holdings: holdings.all(),
          quotes: quotes.history(),
          bricksPurchased: bricksPurchased.get() ?? 0,
          gold: goldRows.all(),
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
