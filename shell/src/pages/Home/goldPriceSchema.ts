import { z } from 'zod/mini';
import { numeric } from 'shared-kernel/schemas';

/**
 * /api/or: the gold price in euros per troy ounce (31,1034768 g) and per gram. `source` is
 * `en-direct` (from the feed) or `derniere-valeur` (the feed fails: the last known value, of
 * `date`). No value at all: `payload: null` (200).
 */
export const goldPriceSchema = z.object({
  eurParOnce: numeric,
  eurParGramme: numeric,
  date: z.string(),
  source: z.enum(['en-direct', 'derniere-valeur']),
});
export type GoldPrice = z.infer<typeof goldPriceSchema>;
/** The reply of /api/or: a price, or null when there is none. */
export const goldReplySchema = z.nullable(goldPriceSchema);
